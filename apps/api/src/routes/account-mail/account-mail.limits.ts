// How often links may be asked for (docs/product/security.md; the shape of auth.limits.ts and
// docs/decisions/035-limits-for-shared-addresses.md): per account strictly, per address highly
// (a class behind one school address). Counted before any work, whether the account exists or
// not, so a 429 tells nothing about which emails are registered. Every number is here.
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { takeAttempts, tooManyRequests } from '../../lib/rate-limit.ts';

const HOUR = 60 * 60;

/** Reset requests: per email (any case) and per address, in an hour. */
export const RESET_LIMITS = { perEmail: 5, perAddress: 100, windowSeconds: HOUR } as const;
/** Verification mails asked again: per account, in an hour. */
export const RESEND_LIMIT = { perAccount: 3, windowSeconds: HOUR } as const;

/** Counts a reset request; 429 with Retry-After past either limit. */
export async function takeResetAttempt(c: Context<AppEnv>, email: string, action: string) {
  const keys = {
    email: `reset:email:${email.toLowerCase()}`,
    address: `reset:address:${clientAddress(c)}`,
  };
  const taken = await takeAttempts(c.var.deps.database.db, [
    { key: keys.email, limit: RESET_LIMITS.perEmail, windowSeconds: RESET_LIMITS.windowSeconds },
    {
      key: keys.address,
      limit: RESET_LIMITS.perAddress,
      windowSeconds: RESET_LIMITS.windowSeconds,
    },
  ]);
  const byEmail = taken.get(keys.email)!;
  const byAddress = taken.get(keys.address)!;
  let wait = 0;
  if (byEmail.count > RESET_LIMITS.perEmail) wait = byEmail.wait;
  if (byAddress.count > RESET_LIMITS.perAddress) wait = Math.max(wait, byAddress.wait);
  if (wait > 0) throw tooManyRequests(action, wait);
}

/** Counts a verification mail asked again by the account; 429 past the limit. */
export async function takeResendAttempt(c: Context<AppEnv>, userId: number, action: string) {
  const key = `verify-resend:user:${userId}`;
  const taken = await takeAttempts(c.var.deps.database.db, [
    { key, limit: RESEND_LIMIT.perAccount, windowSeconds: RESEND_LIMIT.windowSeconds },
  ]);
  const { count, wait } = taken.get(key)!;
  if (count > RESEND_LIMIT.perAccount) throw tooManyRequests(action, wait);
}
