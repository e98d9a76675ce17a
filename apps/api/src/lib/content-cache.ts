// A cache for read routes whose answers are the same for every caller (banners, notices,
// reviews, the lecture shop and lists, lecture outlines) that stays correct across API processes
// (docs/decisions/009-content-cache-across-processes.md: "caching is welcome if a write through any
// process is seen at once by every process").
//
// Every write bumps its area's row in content_versions and NOTIFYs `content_changed` inside the
// write's own transaction; the writing process also forgets its own entries after the commit.
// - PGlite: only one process can open the embedded database, so every write goes through this
//   process and the versions kept in memory are exact.
// - PostgreSQL (several processes may share it): each process LISTENs; a notification (delivered
//   at the other's commit) bumps the area in memory. While that connection is down (the database
//   restarting), reads check the version row instead (a primary-key read), so a write is never
//   missed; switching between the two forgets everything cached. The listener proves it hears
//   with a heartbeat; memory is trusted only within STALE_BOUND_MS of the last proof (decision
//   009: the read-after-write bound).
//
// Answers carry an ETag (a hash of the body, so equal across processes) and `Cache-Control:
// no-cache`: a browser revalidates every time and gets 304 when nothing changed.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Envelope } from '@academy/api-client/contract';
import type { AppEnv, Tx } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { contentVersions } from '../db/schema/banners.ts';

/** What a write changes; `lectures` covers lectures, their outlines and their teachers' names. */
export type ContentArea = 'banners' | 'notices' | 'reviews' | 'pass-stories' | 'lectures';
const MAX_ENTRIES = 500;
/**
 * PostgreSQL, several processes: a read started this long after another process's write
 * committed never answers from before it, whatever fails (a listener dropped silently, lost
 * notifications, a stalled process): memory is trusted only while the listener's heartbeat
 * confirmed within this bound that every commit was heard (decision 009).
 */
export const STALE_BOUND_MS = 1000;

interface Entry {
  version: string;
  value: unknown;
  /**
   * When the answer changes by itself, without a write (Date.now() time): a scheduled notice's
   * publish time. Past it the entry is not served, and the next read computes it again.
   */
  until?: number;
}

/** Whether `entry` is the answer for `version` now. */
const fresh = (entry: Entry | undefined, version: string) =>
  entry !== undefined &&
  entry.version === version &&
  (entry.until === undefined || Date.now() < entry.until);

export interface Answer {
  /** the JSON, encoded once (Korean text makes re-encoding on every answer measurable) */
  body: Uint8Array;
  etag: string;
}

type Deps = AppEnv['Variables']['deps'];

class ContentCache {
  /** Versions bumped in memory: by this process's commits and, on PostgreSQL, by NOTIFY. */
  readonly local = new Map<ContentArea, number>();
  readonly entries = new Map<string, Entry>();
  /** PostgreSQL: true while this process's LISTEN connection is up. */
  hearing = false;
  /** PostgreSQL: every change committed before this time (Date.now()) has been heard. */
  confirmedAt = -Infinity;
  /** Whether versions came from memory at the last look (switching forgets everything). */
  fromMemory = false;
  /** Bumped whenever versions switch between memory and the database, so they never mix. */
  epoch = 0;

  set(key: string, entry: Entry) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, entry);
  }

  forget(area: ContentArea) {
    this.local.set(area, (this.local.get(area) ?? 0) + 1);
    for (const key of this.entries.keys()) {
      if (key.startsWith(`${area}:`)) this.entries.delete(key);
    }
  }

  /** Hearing changes starts or stops: nothing cached before can be trusted. */
  hear(hearing: boolean) {
    this.hearing = hearing;
    // Listening starts now: nothing older is cached after the clear below.
    this.confirmedAt = hearing ? Date.now() : -Infinity;
    this.reset();
  }

  /**
   * PostgreSQL: memory is trusted while the listener is up and its heartbeat proved, within
   * STALE_BOUND_MS, that it hears every commit; otherwise versions are read from the database.
   */
  memoryTrusted(now = Date.now()) {
    const trusted = this.hearing && now - this.confirmedAt < STALE_BOUND_MS;
    if (trusted !== this.fromMemory) {
      this.fromMemory = trusted;
      this.reset();
    }
    return trusted;
  }

  private reset() {
    this.epoch += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<object, ContentCache>();
const CHANNEL = 'content_changed';

function cacheFor(deps: Pick<Deps, 'database'>) {
  // Keyed by the connection itself: app instances over the same PGlite share one cache.
  let cache = caches.get(deps.database.db);
  if (!cache) {
    const created = new ContentCache();
    deps.database.listen?.(CHANNEL, {
      onListening: () => created.hear(true),
      onConfirmed: (at) => {
        if (at > created.confirmedAt) created.confirmedAt = at;
      },
      onLost: () => created.hear(false),
      onMessage: (area) => created.forget(area as ContentArea),
    });
    caches.set(deps.database.db, created);
    cache = created;
  }
  return cache;
}

/**
 * Inside a write's transaction: bumps the area's version row and notifies the listening
 * processes (both take effect at commit).
 */
export async function announceChange(tx: Tx | Database, area: ContentArea) {
  await tx
    .insert(contentVersions)
    .values({ area, version: 1 })
    .onConflictDoUpdate({
      target: contentVersions.area,
      set: { version: sql`${contentVersions.version} + 1` },
    });
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${area})`);
}

/** After the write committed: this process's own memory follows at once. */
export function changed(deps: Pick<Deps, 'database'>, area: ContentArea) {
  cacheFor(deps).forget(area);
}

/** How long `changedSoon` gathers changes into one announcement. */
export const COALESCE_MS = 500;
const announcing = new WeakMap<object, Set<ContentArea>>();
/** The announcements `changedSoon` has started and not finished, by database. */
const unfinished = new WeakMap<object, Set<Promise<void>>>();

/**
 * For frequent writes that only nudge what a list shows (a notice's view count): the area is
 * announced once COALESCE_MS after the first such write, however many follow meanwhile, so every
 * process forgets its cached answers at most twice a second instead of on every write. Lists show
 * the change within about half a second; the write itself is committed at once.
 */
export function changedSoon(deps: Pick<Deps, 'database'>, area: ContentArea) {
  const { database } = deps;
  let pending = announcing.get(database.db);
  if (!pending) {
    pending = new Set();
    announcing.set(database.db, pending);
  }
  if (pending.has(area)) return;
  pending.add(area);
  let started = unfinished.get(database.db);
  if (!started) {
    started = new Set();
    unfinished.set(database.db, started);
  }
  const announced = new Promise<void>((resolve) => {
    setTimeout(() => {
      pending.delete(area);
      database.db
        .transaction((tx) => announceChange(tx, area))
        .then(() => changed(deps, area))
        // The database away: the next change of the area announces it.
        .catch(() => {})
        .finally(resolve);
    }, COALESCE_MS).unref();
  });
  started.add(announced);
  void announced.then(() => started.delete(announced));
}

/**
 * Resolves once every change `changedSoon` holds for this database has been announced, so a test
 * waits for that moment rather than for a time.
 */
export async function announcedSoon(deps: Pick<Deps, 'database'>) {
  await Promise.all([...(unfinished.get(deps.database.db) ?? [])]);
}

/**
 * A content write: `write` runs in a transaction that also bumps `area`, and this process forgets
 * its cached answers once it committed.
 */
export async function changeContent<T>(
  deps: Pick<Deps, 'database'>,
  area: ContentArea,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await deps.database.db.transaction(async (tx) => {
    const value = await write(tx);
    await announceChange(tx, area);
    return value;
  });
  changed(deps, area);
  return result;
}

/** The version `area` is at now when memory knows it (PGlite, or PostgreSQL while hearing). */
function knownVersion(deps: Pick<Deps, 'database'>, cache: ContentCache, area: ContentArea) {
  if (deps.database.kind === 'pglite' || cache.memoryTrusted()) {
    return `${cache.epoch}:${cache.local.get(area) ?? 0}`;
  }
  return undefined;
}

/** The version `area` is at now, tagged with the epoch it was read in. */
async function currentVersion(
  deps: Pick<Deps, 'database'>,
  cache: ContentCache,
  area: ContentArea,
) {
  const { epoch } = cache;
  const known = knownVersion(deps, cache, area);
  if (known) return known;
  const [row] = await deps.database.db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.area, area))
    .limit(1);
  return `${epoch}:${row?.version ?? 0}`;
}

/** The success envelope ok() would send, as a value to cache. */
export function okBody<T>(data: T, message: string): Envelope<T> {
  return { success: true, code: 'OK', message, data };
}

const etagOf = (body: Uint8Array) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const JSON_TYPE = 'application/json; charset=UTF-8';

/** Answers behind a sign-in stay out of shared caches. */
const cacheControl = (scope: 'public' | 'private') =>
  scope === 'private' ? 'private, no-cache' : 'no-cache';

function answer(c: Context<AppEnv>, entry: Answer, scope: 'public' | 'private') {
  c.header('ETag', entry.etag);
  c.header('Cache-Control', cacheControl(scope));
  const wanted = c.req.header('if-none-match');
  if (wanted && wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
    return c.body(null, 304);
  }
  c.header('Content-Type', JSON_TYPE);
  return c.body(entry.body as Uint8Array<ArrayBuffer>, 200);
}

/**
 * `compute()` while `area` has not changed since it last ran for `key`, else the value it gave
 * then. The version is read before computing, so data written meanwhile is never cached under
 * the old version for longer than the next read.
 */
export async function cachedValue<T>(
  deps: Pick<Deps, 'database'>,
  area: ContentArea,
  key: string,
  compute: () => Promise<T>,
  /** when the answer changes without a write (a scheduled publish time); see Entry.until */
  until?: number,
): Promise<T> {
  const cache = cacheFor(deps);
  const cacheKey = `${area}:${key}`;
  const version = await currentVersion(deps, cache, area);
  const hit = cache.entries.get(cacheKey);
  if (fresh(hit, version)) return hit!.value as T;
  const value = await compute();
  cache.set(cacheKey, { version, value, ...(until === undefined ? {} : { until }) });
  return value;
}

/**
 * A GET whose answer is the same for every caller, from memory while `area` has not changed;
 * `compute` builds the envelope otherwise. `private` answers (behind a sign-in) stay out of
 * shared caches.
 */
export async function cachedJson(
  c: Context<AppEnv>,
  area: ContentArea,
  key: string,
  compute: () => Promise<unknown>,
  scope: 'public' | 'private' = 'public',
  /** when the answer changes without a write (a scheduled publish time); see Entry.until */
  until?: number,
) {
  const deps = c.get('deps');
  const entry = await cachedValue(
    deps,
    area,
    `json:${key}`,
    async (): Promise<Answer> => {
      const body = Buffer.from(JSON.stringify(await compute()));
      return { body, etag: etagOf(body) };
    },
    until,
  );
  return answer(c, entry, scope);
}

/**
 * Whether memory alone holds a current answer for `area` (no version read from the database):
 * what the tests observe of the cache from outside.
 */
export function heldInMemory(deps: Pick<Deps, 'database'>, area: ContentArea) {
  const cache = cacheFor(deps);
  const version = knownVersion(deps, cache, area);
  if (!version) return false;
  for (const [key, entry] of cache.entries) {
    if (key.startsWith(`${area}:`) && fresh(entry, version)) return true;
  }
  return false;
}
