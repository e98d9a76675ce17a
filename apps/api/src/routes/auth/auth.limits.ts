// How often a caller may try (docs/decisions/035-limits-for-shared-addresses.md, which revises
// 013): login attempts per account, per account and address, and per address; sign-ups and email
// checks per address. Counted in the database before any password work. Every number is here.
import type { Context } from 'hono';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/auth.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { takeAttempts, tooManyRequests, type LimitRule } from '../../lib/rate-limit.ts';

const WINDOW = 15 * 60;
const DAY = 24 * 60 * 60;

/**
 * Login attempts (docs/decisions/035-limits-for-shared-addresses.md). perPair: attempts from one
 * address at one account, strictly, for everyone. perAccount: attempts at one account from
 * addresses it has never signed in from, past which each such address gets one attempt (the
 * back-off of docs/decisions/013-login-limits.md). perAddress: attempts from one address at any
 * account, high enough for a school behind one address. An address the account signed in from
 * within knownForSeconds is the owner's: only the pair limit applies to it (the account's and
 * the address's limits are there for attackers, not for the owner).
 */
export const LOGIN_LIMITS = {
  perPair: 5,
  perAccount: 5,
  perAddress: 300,
  windowSeconds: WINDOW,
  knownForSeconds: 30 * DAY,
} as const;
/**
 * Sign-up and the email check share one budget per address: a sign-up spree and an email probe
 * are both refused once it is spent, and a sign-up cannot answer 409 (email known) where the
 * check already answers 429. A class signing up together from one address fits in it.
 */
export const SIGNUP_LIMIT = { perAddress: 500, windowSeconds: 60 * 60 } as const;

export const loginKeys = (email: string, address: string) => ({
  pair: `login:pair:${email}|${address}`,
  account: `login:account:${email}`,
  address: `login:address:${address}`,
  /** present (and in its window) once the account signed in from this address */
  known: `login:known:${email}|${address}`,
});
export type LoginKeys = ReturnType<typeof loginKeys>;

/** Whether the account signed in from this address within LOGIN_LIMITS.knownForSeconds. */
async function knownAddress(db: Database, keys: LoginKeys) {
  const [row] = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keys.known), gt(rateLimits.resetAt, sql`now()`)))
    .limit(1);
  return !!row;
}

/**
 * Counts this attempt; the seconds to wait when it is over a limit (else 0), and the keys to give
 * back when the password is right.
 */
export async function takeLoginAttempt(db: Database, keys: LoginKeys) {
  const known = await knownAddress(db, keys);
  const rules: LimitRule[] = [
    { key: keys.pair, limit: LOGIN_LIMITS.perPair, windowSeconds: WINDOW },
  ];
  if (!known) {
    rules.push(
      { key: keys.account, limit: LOGIN_LIMITS.perAccount, windowSeconds: WINDOW },
      { key: keys.address, limit: LOGIN_LIMITS.perAddress, windowSeconds: WINDOW },
    );
  }
  const taken = await takeAttempts(db, rules);
  const pair = taken.get(keys.pair)!;
  let wait = 0;
  if (pair.count > LOGIN_LIMITS.perPair) wait = Math.max(wait, pair.wait);
  if (!known) {
    const account = taken.get(keys.account)!;
    const address = taken.get(keys.address)!;
    if (address.count > LOGIN_LIMITS.perAddress) wait = Math.max(wait, address.wait);
    // Back-off: an account under attack gives every new address one attempt, so no address gets
    // a series of guesses; its owner signs in from an address of theirs (known) as usual.
    if (account.count > LOGIN_LIMITS.perAccount && pair.count > 1) {
      wait = Math.max(wait, Math.min(pair.wait, account.wait));
    }
  }
  return { wait, counted: rules.map((rule) => rule.key) };
}

/** A right password: this address is the account's own from now on (for knownForSeconds). */
export async function rememberAddress(db: Database, keys: LoginKeys) {
  await takeAttempts(db, [
    {
      key: keys.known,
      limit: Number.MAX_SAFE_INTEGER,
      windowSeconds: LOGIN_LIMITS.knownForSeconds,
    },
  ]);
}

/** Counts a sign-up or an email check against the address's budget; 429 once it is spent. */
export async function takeSignupAttempt(c: Context<AppEnv>, action: string) {
  const key = `signup:address:${clientAddress(c)}`;
  const taken = await takeAttempts(c.var.deps.database.db, [
    { key, limit: SIGNUP_LIMIT.perAddress, windowSeconds: SIGNUP_LIMIT.windowSeconds },
  ]);
  const { count, wait } = taken.get(key)!;
  if (count > SIGNUP_LIMIT.perAddress) throw tooManyRequests(action, wait);
}
