// Password hashing: argon2id at OWASP's minimum (m=19456 KiB, t=2, p=1; docs/product/security.md,
// ASVS 6.2). The whole password is hashed (no truncation); verify() is constant-time inside argon2.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's default algorithm is argon2id (hashes start `$argon2id$`; a test checks). */
export const ARGON2_OPTIONS = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string) {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never lets anyone in
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spend the same time as a real verification when the account does not exist, so the answer's
 * timing does not tell which emails are registered (docs/product/api.md).
 */
export async function verifyAgainstDummy(password: string) {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/** True when a stored hash was made with other parameters: rehash it at the next login. */
export function needsRehash(passwordHash: string) {
  return !passwordHash.startsWith(CURRENT_PREFIX);
}
