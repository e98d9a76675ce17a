// The one-time links of password reset and email verification (docs/product/security.md): a
// 256-bit random token, stored only as its SHA-256 hash, bound to one account and one purpose,
// single-use and short-lived. A newer link of a purpose voids the account's older ones, and using
// a link is one conditional update, so two uses at once cannot both succeed.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../app-env.ts';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema/account-tokens.ts';
import type { Env } from '../../env.ts';
import { hashToken } from '../../lib/auth/sessions.ts';
import { enqueueMessage } from '../../lib/outbox/enqueue.ts';

/** A reset link lives 30 minutes; a verification link 48 hours. */
export const RESET_LINK_MINUTES = 30;
export const VERIFY_LINK_HOURS = 48;

/** Voids the account's open links of `purpose` and makes a new one; the token and its row id. */
export async function issueToken(
  tx: Tx,
  user: { id: number; email: string },
  purpose: AccountTokenPurpose,
  seconds: number,
) {
  await voidTokens(tx, user.id, purpose);
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(accountTokens)
    .values({
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email: user.email,
      expiresAt: sql`now() + make_interval(secs => ${seconds})` as unknown as Date,
    })
    .returning({ id: accountTokens.id });
  return { id: row!.id, token };
}

/** Every open link of `purpose` of the account stops working. */
export async function voidTokens(tx: Tx, userId: number, purpose: AccountTokenPurpose) {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/**
 * Uses a link: its row when the token is this account's, of this purpose, unused and unexpired
 * (and it is now used); null otherwise. Inside the caller's transaction, so a refusal later in it
 * leaves the link as it was.
 */
export async function useToken(
  tx: Tx,
  userId: number,
  purpose: AccountTokenPurpose,
  token: string,
) {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: accountTokens.id, email: accountTokens.email });
  return row ?? null;
}

/** The site page a link opens, with the account and the token. */
export function linkTo(env: Env, path: string, userId: number, token: string) {
  const url = new URL(path, env.SITE_URL);
  url.searchParams.set('user', String(userId));
  url.searchParams.set('token', token);
  return url.toString();
}

/** Writes a verification link for the account's email into the outbox (in the caller's change). */
export async function sendVerification(
  tx: Tx,
  env: Env,
  user: { id: number; email: string; name: string },
) {
  const { id, token } = await issueToken(tx, user, 'EMAIL_VERIFICATION', VERIFY_LINK_HOURS * 3600);
  await enqueueMessage(tx, {
    template: 'email-verification',
    variables: {
      name: user.name,
      link: linkTo(env, '/verify-email', user.id, token),
      hours: VERIFY_LINK_HOURS,
    },
    dedupeKey: `email-verification:${id}`,
    to: { userId: user.id },
  });
}
