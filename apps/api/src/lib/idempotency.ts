// Retried writes (docs/decisions/038-shutdown-readiness-idempotency.md): a POST sent with an
// `Idempotency-Key` header is done once. The first request with a key takes it (a row in
// idempotency_keys, per caller); its answer, when it succeeded (2xx), is kept 24 hours and every
// retry with the same key and the same request gets that answer again, marked
// `Idempotent-Replayed: true`, without running anything. A refusal or a failure (not 2xx) changed
// nothing (every write is one transaction), so its key is released and a retry runs anew.
// - the same key with another method, path or body: 422;
// - the same key while the first request is still being answered: 409 with Retry-After;
// - a key whose first request never finished (its process died) is taken over after 2 minutes,
//   longer than any request may take (server.ts: requestTimeout).
// Not for the auth routes (their answers carry tokens, which are not stored) nor tus uploads
// (their own protocol resumes them).
import { createHash } from 'node:crypto';
import { api } from '@academy/strings/api';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/operations.ts';
import { verifyAccessToken } from './auth/access-token.ts';
import { ACCESS_COOKIE, isBrowserRequest } from './auth/cookies.ts';
import { clientAddress } from './client-address.ts';
import { fail } from './envelope.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY = /^[\x21-\x7e]{1,255}$/;
const EXCLUDED = /^\/api\/(?:auth\/|videos\/tus(?:\/|$))/;
/** A first request unanswered this long is taken to have died with its process. */
const ABANDONED_AFTER = sql`interval '2 minutes'`;
const KEPT_FOR = sql`interval '24 hours'`;

/** Who the key belongs to: the signed-in user (by a valid token), else the client's address. */
function scopeOf(c: Context<AppEnv>) {
  const header = c.req.header('authorization');
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  // As requireAuth reads it: the cookie counts for a write only from one of our pages.
  const token = bearer ?? (isBrowserRequest(c) ? getCookie(c, ACCESS_COOKIE) : undefined);
  const claims = token ? verifyAccessToken(c.var.deps.env.JWT_SECRET, token) : null;
  return claims ? `user:${claims.sub}` : `client:${clientAddress(c)}`;
}

/** Takes `key` for this request; the row standing in the way when another request has it. */
async function take(db: Database, scope: string, key: string, fingerprint: string) {
  const [taken] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (taken) return undefined;
  // Expired, or abandoned by a process that died: taken over.
  const [renewed] = await db
    .update(idempotencyKeys)
    .set({ fingerprint, status: null, body: null, contentType: null, createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        or(
          lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_FOR}`),
          and(
            sql`${idempotencyKeys.status} is null`,
            lt(idempotencyKeys.createdAt, sql`now() - ${ABANDONED_AFTER}`),
          ),
        ),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (renewed) return undefined;
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? 'gone';
}

/**
 * The request's method, path and body. A multipart body is the same request whatever boundary
 * the client picked (a FormData sent again is serialised with a new one), so it is left out.
 */
function fingerprintOf(method: string, path: string, type: string | undefined, body: ArrayBuffer) {
  const hash = createHash('sha256').update(`${method} ${path}\n`);
  const boundary = /^multipart\/form-data;.*boundary="?([^";]+)"?/i.exec(type ?? '')?.[1];
  if (!boundary) return hash.update(new Uint8Array(body)).digest('base64url');
  return hash
    .update(Buffer.from(body).toString('latin1').split(boundary).join('-'))
    .digest('base64url');
}

export function idempotency() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (c.req.method !== 'POST' || key === undefined || EXCLUDED.test(c.req.path)) return next();
    if (!KEY.test(key)) return fail(c, 400, 'BAD_REQUEST', api.idempotency.badKey);
    const { db } = c.var.deps.database;
    const scope = scopeOf(c);
    // The body is read once here (within the body limit) and kept for the route: Hono answers
    // c.req.json(), text() and formData() from it, and the raw request gets a fresh copy.
    const body = await c.req.arrayBuffer();
    c.req.raw = new Request(c.req.raw, { body });
    const fingerprint = fingerprintOf(c.req.method, c.req.path, c.req.header('content-type'), body);

    const standing = await take(db, scope, key, fingerprint);
    if (standing === 'gone') return fail(c, 409, 'CONFLICT', api.idempotency.inFlight);
    if (standing) {
      if (standing.fingerprint !== fingerprint) {
        return fail(c, 422, 'UNPROCESSABLE_ENTITY', api.idempotency.otherRequest);
      }
      if (standing.status === null) {
        c.header('Retry-After', '1');
        return fail(c, 409, 'CONFLICT', api.idempotency.inFlight);
      }
      return c.body(standing.body ?? '', standing.status as 200, {
        ...(standing.contentType ? { 'Content-Type': standing.contentType } : {}),
        'Idempotent-Replayed': 'true',
      });
    }

    const mine = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    try {
      await next();
    } finally {
      const { status } = c.res;
      if (status >= 200 && status < 300) {
        await db
          .update(idempotencyKeys)
          .set({
            status,
            contentType: c.res.headers.get('content-type'),
            body: await c.res.clone().text(),
          })
          .where(mine);
      } else {
        // Nothing was done: a retry may run again. The database away: the key stays taken
        // until it is abandoned (2 minutes), and a retry meanwhile is told to wait (409).
        await db
          .delete(idempotencyKeys)
          .where(mine)
          .catch(() => {});
      }
    }
  });
}

/** Keys older than a day are of no use (the hourly pruning in server.ts). */
export async function pruneIdempotencyKeys(db: Database) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_FOR}`));
}
