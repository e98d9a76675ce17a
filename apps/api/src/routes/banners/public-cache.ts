// A cache for the public read routes (banners, notices, reviews) that stays correct across API
// processes (issue 3: "caching is welcome if a write through any process is seen at once by every
// process"). Shared by the banner, notice and review routes.
//
// Every write bumps its area's row in content_versions inside the write's own transaction.
// - PostgreSQL (several processes may share it): each read first reads that row (a primary-key
//   lookup, much cheaper than the list) and answers from memory only when the version it cached
//   under is still current. A write committed by any process is therefore seen by the next read.
// - PGlite: only one process can open the embedded database, so every write goes through this
//   process; the version is also kept in memory (bumped after commit) and reads skip the lookup.
//
// Answers carry an ETag (a hash of the body, so equal across processes) and `Cache-Control:
// no-cache`: a browser revalidates every time and gets 304 when nothing changed.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Envelope } from '@academy/api-client/contract';
import type { AppEnv } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { contentVersions } from '../../db/schema/banners.ts';

export type ContentArea = 'banners' | 'notices' | 'reviews';
const MAX_ENTRIES = 500;

interface Entry {
  version: number;
  /** the JSON, encoded once (Korean text makes re-encoding on every answer measurable) */
  body: Uint8Array;
  etag: string;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Deps = AppEnv['Variables']['deps'];

class PublicCache {
  /** PGlite only: versions bumped after each commit in this (the only) process */
  readonly local = new Map<ContentArea, number>();
  readonly entries = new Map<string, Entry>();

  set(key: string, entry: Entry) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, entry);
  }
}

const caches = new WeakMap<object, PublicCache>();

function cacheFor(deps: Pick<Deps, 'database'>) {
  // Keyed by the connection itself: app instances over the same PGlite share one cache.
  let cache = caches.get(deps.database.db);
  if (!cache) {
    cache = new PublicCache();
    caches.set(deps.database.db, cache);
  }
  return cache;
}

/** Inside a write's transaction: bumps the area's version row (seen by every process at commit). */
export async function announceChange(tx: Tx | Database, area: ContentArea) {
  await tx
    .insert(contentVersions)
    .values({ area, version: 1 })
    .onConflictDoUpdate({
      target: contentVersions.area,
      set: { version: sql`${contentVersions.version} + 1` },
    });
}

/** After the write committed: this process's own memory follows at once. */
export function changed(deps: Pick<Deps, 'database'>, area: ContentArea) {
  const cache = cacheFor(deps);
  cache.local.set(area, (cache.local.get(area) ?? 0) + 1);
  for (const key of cache.entries.keys()) {
    if (key.startsWith(`${area}:`)) cache.entries.delete(key);
  }
}

async function currentVersion(deps: Pick<Deps, 'database'>, cache: PublicCache, area: ContentArea) {
  if (deps.database.kind === 'pglite') return cache.local.get(area) ?? 0;
  const [row] = await deps.database.db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.area, area))
    .limit(1);
  return row?.version ?? 0;
}

/** The success envelope ok() would send, as a value to cache. */
export function okBody<T>(data: T, message: string): Envelope<T> {
  return { success: true, code: 'OK', message, data };
}

const etagOf = (body: Uint8Array) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function answer(c: Context<AppEnv>, entry: { body: Uint8Array; etag: string }) {
  c.header('ETag', entry.etag);
  c.header('Cache-Control', 'no-cache');
  const wanted = c.req.header('if-none-match');
  if (wanted && wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
    return c.body(null, 304);
  }
  c.header('Content-Type', 'application/json; charset=UTF-8');
  return c.body(entry.body as Uint8Array<ArrayBuffer>, 200);
}

/**
 * A public GET answered from memory while `area` has not changed; `compute` builds the envelope
 * otherwise. The version is read before computing, so data written meanwhile is never cached
 * under the old version for longer than the next read.
 */
export async function cachedJson(
  c: Context<AppEnv>,
  area: ContentArea,
  key: string,
  compute: () => Promise<unknown>,
) {
  const { deps } = c.var;
  const cache = cacheFor(deps);
  const cacheKey = `${area}:${key}`;
  const version = await currentVersion(deps, cache, area);
  const hit = cache.entries.get(cacheKey);
  if (hit && hit.version === version) return answer(c, hit);
  const body = Buffer.from(JSON.stringify(await compute()));
  const entry = { version, body, etag: etagOf(body) };
  cache.set(cacheKey, entry);
  return answer(c, entry);
}
