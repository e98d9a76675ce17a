// Email verification (docs/product/security.md: email verification). A self sign-up (and an email
// change) sends a 48-hour single-use link; opening it marks the email verified, if it is still the
// account's email. An unverified student studies as usual; the classroom offers the mail again
// (limited) and staff see 미인증 beside the student.
import * as messagesAccount from '@academy/strings/messages-account';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { EmailVerificationConfirmRequest } from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { users } from '../../db/schema/users.ts';
import { callersChanged } from '../../lib/auth/signed-in.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { takeResendAttempt } from './account-mail.limits.ts';
import { sendVerification, useToken } from './account-tokens.ts';

type Ctx = Context<AppEnv>;
const say = messagesAccount.answers;

/** POST /api/auth/email-verification/confirm */
export async function confirmVerification(
  c: Ctx,
  input: v.InferOutput<typeof EmailVerificationConfirmRequest>,
) {
  await c.var.deps.database.db.transaction(async (tx) => {
    const link = await useToken(tx, input.user, 'EMAIL_VERIFICATION', input.token);
    const [user] = link
      ? await tx
          .select({ email: users.email, withdrawnAt: users.withdrawnAt })
          .from(users)
          .where(eq(users.id, input.user))
      : [];
    // A link to an address the account no longer has proves nothing about the current one.
    if (!link || !user || user.withdrawnAt || user.email.toLowerCase() !== link.email.toLowerCase())
      throw badRequest(say.verifyLinkInvalid, { field: 'token' });
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` as unknown as Date })
      .where(eq(users.id, input.user));
  });
  callersChanged();
  return ok(c, null, say.verified);
}

/** POST /api/me/email-verification: a new link (the older ones stop working), limited. */
export async function resendVerification(c: Ctx) {
  const { database, env } = c.var.deps;
  const me = c.var.user;
  await takeResendAttempt(c, me.id, say.resendAction);
  await database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        verifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(eq(users.id, me.id));
    if (!user) throw notFound();
    if (user.verifiedAt) throw conflict(say.alreadyVerified);
    await sendVerification(tx, env, user);
  });
  return ok(c, null, say.verificationSent);
}
