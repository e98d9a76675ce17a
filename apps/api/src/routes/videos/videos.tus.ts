// tus 1.0 on the local host (docs/decisions/005-local-video-host.md): the protocol checks
// @tus/server gets wrong or cannot know, and the upload's signed link (HEAD to resume, PATCH,
// DELETE), answered with tus's statuses.
import { api } from '@academy/strings/api';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as validation from '@academy/strings/validation';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { appOrigins } from '../../env.ts';
import { videos } from '../../db/schema/videos.ts';
import { fail } from '../../lib/envelope.ts';
import { verifySignedUrl } from '../../lib/signed-url.ts';
import type { LocalVideoHost } from '../../lib/video-host/local-host.ts';
import { localVideoHost } from './videos.host.ts';

const messages = validation.video;
const TUS_VERSION = '1.0.0';

/** A tus-level refusal: the protocol's status, Tus-Resumable, and our envelope as the body. */
function tusRefusal(
  c: Context<AppEnv>,
  status: 403 | 404 | 409 | 410 | 412 | 413 | 415 | 429,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  c.header('Tus-Resumable', TUS_VERSION);
  c.header('Cache-Control', 'no-store');
  // Like @tus/server's own answers: one of our apps calling cross-origin (pnpm dev) can read it.
  const origin = c.req.header('origin');
  if (origin && Object.values(appOrigins(c.var.deps.env)).includes(origin)) {
    c.header('Access-Control-Allow-Origin', origin);
    c.header(
      'Access-Control-Expose-Headers',
      'Tus-Resumable, Tus-Version, Retry-After, Upload-Offset',
    );
    c.header('Vary', 'Origin');
  }
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return fail(c, status, code, message);
}

/**
 * The checks @tus/server gets wrong or cannot know (it answers 400 where tus 1.0
 * says 412 and 415): version, content type, signature, owner, expiry, how busy the host is.
 */
function protocolRefusal(c: Context<AppEnv>) {
  const method = c.req.raw.method;
  if (method === 'OPTIONS' || method === 'GET') return null;
  const version = c.req.header('tus-resumable');
  if (version === undefined || version !== TUS_VERSION) {
    return tusRefusal(c, 412, 'PRECONDITION_FAILED', api.videos.tusVersion, {
      'Tus-Version': TUS_VERSION,
    });
  }
  if (method === 'PATCH') {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/offset+octet-stream') {
      return tusRefusal(c, 415, 'UNSUPPORTED_MEDIA_TYPE', api.videos.tusContentType);
    }
  }
  return null;
}

async function touch(deps: AppDeps, id: string) {
  await deps.database.db
    .update(videos)
    .set({ lastActivityAt: new Date() })
    .where(eq(videos.id, id));
}

function busy(c: Context<AppEnv>, host: LocalVideoHost, why: 'own' | 'all' = 'all') {
  return tusRefusal(c, 429, 'TOO_MANY_REQUESTS', why === 'own' ? messages.busyOwn : messages.busy, {
    'Retry-After': String(host.limits.retryAfterSeconds),
  });
}

/** tus core (HEAD, PATCH) and termination (DELETE) on an upload's signed link. */
export async function tusUpload(c: Context<AppEnv>) {
  const refusal = protocolRefusal(c);
  if (refusal) return refusal;
  const { deps } = c.var;
  const host = localVideoHost(deps);
  const id = c.req.param('id') ?? '';
  const [row] = /^[A-Za-z0-9_-]{16,64}$/.test(id)
    ? await deps.database.db.select().from(videos).where(eq(videos.id, id)).limit(1)
    : [];
  if (!row) return tusRefusal(c, 404, 'NOT_FOUND', messages.notFound);
  const url = new URL(c.req.url);
  if (!verifySignedUrl(deps.env, url.pathname, c.req.query('expires'), c.req.query('sig'))) {
    return tusRefusal(c, 403, 'FORBIDDEN', messages.linkExpired);
  }
  // Only the staff member who created the session may write to it.
  const caller = c.get('user');
  if (caller && caller.id !== row.ownerId) {
    return tusRefusal(c, 403, 'FORBIDDEN', api.videos.uploadForbidden);
  }
  const expired =
    row.status === 'EXPIRED' ||
    (row.status === 'UPLOADING' && row.createdAt.getTime() + host.limits.expirationMs < Date.now());
  if (expired) return tusRefusal(c, 410, 'GONE', messages.linkExpired);
  if (row.status === 'READY') {
    // Finished (the last PATCH's answer may have been lost): report the full offset.
    if (c.req.raw.method === 'HEAD') {
      c.header('Tus-Resumable', TUS_VERSION);
      c.header('Upload-Offset', String(row.size));
      c.header('Upload-Length', String(row.size));
      c.header('Cache-Control', 'no-store');
      return c.body(null, 200);
    }
    if (c.req.raw.method === 'PATCH' && Number(c.req.header('upload-offset')) === row.size) {
      c.header('Tus-Resumable', TUS_VERSION);
      c.header('Upload-Offset', String(row.size));
      return c.body(null, 204);
    }
    return tusRefusal(c, 409, 'CONFLICT', api.videos.uploadFinished);
  }
  if (c.req.raw.method === 'PATCH') {
    const held = await host.locker.heldIds();
    if (!held.includes(id) && held.length >= host.limits.maxConcurrentTransfers) {
      return busy(c, host);
    }
  }
  await touch(deps, id);
  const response = await host.tus.handleWeb(c.req.raw);
  if (c.req.raw.method === 'DELETE' && response.status === 204) {
    await deps.database.db.update(videos).set({ status: 'EXPIRED' }).where(eq(videos.id, id));
  }
  return response;
}

/** tus creation (POST) for staff clients that create uploads the plain tus way. */
export async function tusCreate(c: Context<AppEnv>) {
  const refusal = protocolRefusal(c);
  if (refusal) return refusal;
  const host = localVideoHost(c.var.deps);
  const busyWhy = await host.uploadRefusal(c.var.user.id);
  if (busyWhy) return busy(c, host, busyWhy);
  host.creators.set(c.req.raw, c.var.user.id);
  return host.tus.handleWeb(c.req.raw);
}
