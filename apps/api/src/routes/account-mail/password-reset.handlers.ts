// Password reset (docs/product/security.md: password reset). The request answers the same, in
// about the same time, whether an account has the email or not; when one has (and is neither
// withdrawn nor disabled) a 30-minute single-use link goes into the outbox. The link sets a new
// password under the sign-up's rules and signs out every session of the account.
import * as messagesAccount from '@academy/strings/messages-account';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type {
  PasswordResetConfirmRequest,
  PasswordResetRequest,
} from '@academy/api-client/contract';
import type { AppEnv, Tx } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { authSessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../../lib/auth/passwords.ts';
import { callersChanged } from '../../lib/auth/signed-in.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { announceLive } from '../../lib/live/hub.ts';
import { enqueueMessage } from '../../lib/outbox/enqueue.ts';
import { emailEquals } from '../auth/auth.queries.ts';
import { takeResetAttempt } from './account-mail.limits.ts';
import { issueToken, linkTo, RESET_LINK_MINUTES, useToken, voidTokens } from './account-tokens.ts';

type Ctx = Context<AppEnv>;
const say = messagesAccount.answers;

/**
 * The request's answer waits until at least this long after it began, whichever branch it took:
 * writing a link and its message takes longer than finding no account, and the difference would
 * tell which emails are registered.
 */
export const RESET_ANSWER_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /api/auth/password-reset */
export async function requestReset(c: Ctx, { email }: v.InferOutput<typeof PasswordResetRequest>) {
  const started = performance.now();
  await takeResetAttempt(c, email, say.resetAction);
  const { database, env } = c.var.deps;
  const [user] = await database.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      disabledAt: users.disabledAt,
      withdrawnAt: users.withdrawnAt,
    })
    .from(users)
    .where(emailEquals(email))
    .limit(1);
  if (user && !user.disabledAt && !user.withdrawnAt) {
    await database.db.transaction(async (tx) => {
      const { id, token } = await issueToken(tx, user, 'PASSWORD_RESET', RESET_LINK_MINUTES * 60);
      await enqueueMessage(tx, {
        template: 'password-reset',
        variables: {
          name: user.name,
          link: linkTo(env, '/reset-password', user.id, token),
          minutes: RESET_LINK_MINUTES,
        },
        dedupeKey: `password-reset:${id}`,
        to: { userId: user.id },
      });
    });
  }
  const left = RESET_ANSWER_MS - (performance.now() - started);
  if (left > 0) await sleep(left);
  return ok(c, null, say.resetRequested);
}

/** Every session of the account ends (its access tokens stop at once too). */
async function signOutEverywhere(tx: Tx, userId: number) {
  await tx
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'password' })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** POST /api/auth/password-reset/confirm */
export async function confirmReset(
  c: Ctx,
  input: v.InferOutput<typeof PasswordResetConfirmRequest>,
) {
  const db = c.var.deps.database.db;
  // Hashed before the transaction: argon2's work holds no lock.
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const link = await useToken(tx, input.user, 'PASSWORD_RESET', input.token);
    const [user] = link
      ? await tx
          .select({
            email: users.email,
            disabledAt: users.disabledAt,
            withdrawnAt: users.withdrawnAt,
          })
          .from(users)
          .where(eq(users.id, input.user))
      : [];
    // Unknown, used, expired, another account's, or the account is gone: one answer, nothing
    // changed (the throw rolls back the use of the link too).
    if (!link || !user || user.disabledAt || user.withdrawnAt)
      throw badRequest(say.resetLinkInvalid, { field: 'token' });
    // The link reached the account's mailbox: the email is proven too, if it is still the same.
    const sameEmail = user.email.toLowerCase() === link.email.toLowerCase();
    await tx
      .update(users)
      .set({
        passwordHash,
        ...(sameEmail
          ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` as unknown as Date }
          : {}),
      })
      .where(eq(users.id, input.user));
    await voidTokens(tx, input.user, 'PASSWORD_RESET');
    await signOutEverywhere(tx, input.user);
  });
  callersChanged();
  // Open live channels of the account check their session now and close.
  await announceLive(db as Database, { k: 'revoke', userId: input.user });
  return ok(c, null, say.resetDone);
}
