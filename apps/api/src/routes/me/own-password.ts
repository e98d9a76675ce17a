// The account's own password, asked again before a change that matters (the password change, the
// withdrawal: docs/product/security.md).
import * as accounts from '@academy/strings/accounts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { verifyPassword } from '../../lib/auth/passwords.ts';
import { badRequest } from '../../lib/errors.ts';
import { giveBack, takeAttempts, tooManyRequests } from '../../lib/rate-limit.ts';
import { LOGIN_LIMITS } from '../auth/auth.limits.ts';

/**
 * Wrong guesses at the own password (the change and the withdrawal) are counted per account like
 * failed logins (docs/decisions/013-login-limits.md): LOGIN_LIMITS.perPair in its window, then 429.
 * A right password gives its attempt back.
 */
export async function checkOwnPassword(
  db: Database,
  userId: number,
  password: string,
  wrong: string,
) {
  const key = `password:user:${userId}`;
  const taken = await takeAttempts(db, [
    { key, limit: LOGIN_LIMITS.perPair, windowSeconds: LOGIN_LIMITS.windowSeconds },
  ]);
  const { count, wait } = taken.get(key)!;
  if (count > LOGIN_LIMITS.perPair) throw tooManyRequests(accounts.answers.passwordAction, wait);
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, password))) throw badRequest(wrong);
  await giveBack(db, [key]);
}
