// How often a caller may try (decision 013, issue 17): login attempts per account and address,
// sign-ups and email checks per address, counted in the database before any password work.
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { takeAttempts, tooManyRequests } from '../../lib/rate-limit.ts';

const WINDOW = 15 * 60;
/**
 * Login attempts (decision 013): counted before the password is checked and given
 * back when it is right. perPair: attempts from one address at one account; perAccount: attempts at
 * one account from anywhere, past which each address gets one attempt (the back-off an attacker
 * cannot turn into the owner's lockout); perAddress: attempts from one address at any account.
 */
export const LOGIN_LIMITS = {
  perPair: 5,
  perAccount: 5,
  perAddress: 20,
  windowSeconds: WINDOW,
} as const;
/**
 * Sign-up and the email check share one budget per address (issue 17): a sign-up spree and an email
 * probe are both refused once it is spent, and a sign-up cannot answer 409 (email known) where the
 * check already answers 429.
 */
export const SIGNUP_LIMIT = { perAddress: 50, windowSeconds: WINDOW } as const;
export const loginKeys = (email: string, address: string) => ({
  pair: `login:pair:${email}|${address}`,
  account: `login:account:${email}`,
  address: `login:address:${address}`,
});

/** Counts this attempt; the seconds to wait when it is over a limit, else 0. */
export async function takeLoginAttempt(db: Database, keys: ReturnType<typeof loginKeys>) {
  const taken = await takeAttempts(db, [
    { key: keys.pair, limit: LOGIN_LIMITS.perPair, windowSeconds: WINDOW },
    { key: keys.account, limit: LOGIN_LIMITS.perAccount, windowSeconds: WINDOW },
    { key: keys.address, limit: LOGIN_LIMITS.perAddress, windowSeconds: WINDOW },
  ]);
  const pair = taken.get(keys.pair)!;
  const account = taken.get(keys.account)!;
  const address = taken.get(keys.address)!;
  let wait = 0;
  if (pair.count > LOGIN_LIMITS.perPair) wait = Math.max(wait, pair.wait);
  if (address.count > LOGIN_LIMITS.perAddress) wait = Math.max(wait, address.wait);
  // Back-off: an account under attack gives every address one attempt, so its owner (elsewhere,
  // with the right password) still signs in while no address gets a series of guesses.
  if (account.count > LOGIN_LIMITS.perAccount && pair.count > 1) {
    wait = Math.max(wait, Math.min(pair.wait, account.wait));
  }
  return wait;
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
