// Rate limits kept in the database, so every API process shares them (docs/product/security.md):
// fixed windows per key. Nothing is permanent: a window ends and its count starts again.
import { api } from '@academy/strings/api';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/auth.ts';
import { ApiError } from './errors.ts';

export interface LimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface Taken {
  /** The key's count in its window, this attempt included. */
  count: number;
  /** Seconds until the key's window ends. */
  wait: number;
}

/**
 * Counts one attempt for each rule's key in one statement and answers every key's count, this
 * attempt included. The upsert takes each row's lock, so parallel attempts (in any number of
 * processes) each see a different count: checking the answer against the limit lets no more than
 * the limit through, which a read-then-count cannot promise (docs/decisions/013-login-limits.md).
 */
export async function takeAttempts(db: Database, rules: LimitRule[]): Promise<Map<string, Taken>> {
  const taken = new Map<string, Taken>();
  if (rules.length === 0) return taken;
  // Sorted keys: two statements lock their rows in the same order, so they cannot deadlock.
  const sorted = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await db
    .insert(rateLimits)
    .values(
      sorted.map((rule) => ({
        key: rule.key,
        count: 1,
        resetAt: sql`now() + make_interval(secs => ${rule.windowSeconds})`,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        // excluded.reset_at is now() plus this key's own window
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      key: rateLimits.key,
      count: rateLimits.count,
      wait: sql<number>`greatest(ceil(extract(epoch from (${rateLimits.resetAt} - now()))), 1)::int`,
    });
  for (const row of rows) taken.set(row.key, { count: row.count, wait: Number(row.wait) });
  return taken;
}

/** Takes back attempts that should not count (a successful login), never below zero. */
export async function giveBack(db: Database, keys: string[]) {
  if (keys.length === 0) return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, sql`now()`)));
}

/** A Korean 429 naming the wait, with Retry-After (docs/product/security.md). */
export function tooManyRequests(action: string, seconds: number) {
  return new ApiError(
    429,
    'TOO_MANY_REQUESTS',
    api.common.tooManyAttempts(action, seconds),
    { retryAfterSeconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}

/** Old windows, deleted now and then so the table stays small. */
export async function pruneRateLimits(db: Database) {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 day'`);
}
