// Video upload and playback (spec 7.6; design 3). The session endpoint answers like the hosting
// service ({uri: '/videos/{id}', upload: {approach: 'tus', upload_link}}); with VIDEO_HOST=local
// the API itself is the tus server and plays the videos back through signed, expiring URLs.
import { api } from '@academy/strings/api';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { Hono, type Context } from 'hono';
import {
  ErrorEnvelope,
  VideoResponse,
  VideoUploadSessionRequest,
  VideoUploadSessionResponse,
  type Video,
  type VideoUploadSession,
} from '@academy/api-client/contract';
import { validation } from '@academy/strings/validation';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { appOrigins } from '../../env.ts';
import { videos } from '../../db/schema/videos.ts';
import { optionalAuth, requireStaff } from '../../lib/auth/middleware.ts';
import { fail, ok } from '../../lib/envelope.ts';
import { ApiError, forbidden, notFound } from '../../lib/errors.ts';
import { verifySignedUrl } from '../../lib/signed-url.ts';
import { validate } from '../../lib/validate.ts';
import {
  createLocalVideoHost,
  type LocalVideoHost,
  type LocalVideoHostOptions,
} from '../../lib/video-host/local-host.ts';
import {
  playerMessagePage,
  playerPage,
  playerStylesheet,
} from '../../lib/video-host/player-page.ts';
import { playerScript } from '../../lib/video-host/player-script.ts';
import { playerUrl, streamUrl } from '../../lib/video-host/player-url.ts';
import { createVimeoSession } from '../../lib/video-host/vimeo.ts';
import { jsonContent as json } from '../../lib/openapi.ts';

const messages = validation.video;
const TUS_VERSION = '1.0.0';

export interface VideoHostConfig extends LocalVideoHostOptions {
  /** where VIDEO_HOST=vimeo creates sessions (a faked service in tests) */
  vimeoBaseUrl?: string;
}

// Keyed by the app's database handle (one per app instance; shared by its deps and services).
const configs = new WeakMap<object, VideoHostConfig>();
const hosts = new WeakMap<object, LocalVideoHost>();

/** Tests (and the bench) tune limits before the first request. */
export function configureVideoHost(deps: Pick<AppDeps, 'database'>, config: VideoHostConfig) {
  configs.set(deps.database, config);
  hosts.get(deps.database)?.stop();
  hosts.delete(deps.database);
}

/** The local host of this app: one per app instance, all of its state on disk or in the database. */
export function localVideoHost(deps: Pick<AppDeps, 'env' | 'database'>): LocalVideoHost {
  let host = hosts.get(deps.database);
  if (!host) {
    host = createLocalVideoHost(deps.env, deps.database.db, configs.get(deps.database));
    hosts.set(deps.database, host);
  }
  return host;
}

const staff = requireStaff();

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
 * The checks @tus/server gets wrong or cannot know (toolchain.md: it answers 400 where tus 1.0
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

/**
 * The origin the browser called: behind a trusted proxy (TRUST_PROXY) its X-Forwarded-Proto and
 * -Host, so an https page gets an https upload link.
 */
function callerOrigin(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  if (!c.var.deps.env.TRUST_PROXY) return url.origin;
  const first = (name: string) => c.req.header(name)?.split(',')[0]?.trim();
  const proto = first('x-forwarded-proto');
  const host = first('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  return proto === 'http' || proto === 'https' ? `${proto}://${host}` : url.origin;
}

/** Parses `bytes=a-b` for a file of `size` bytes; null = whole file, 'bad' = unsatisfiable. */
function parseRange(header: string | undefined, size: number) {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'bad' as const;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'bad' as const;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'bad' as const;
  return { start, end };
}

/** tus core (HEAD, PATCH) and termination (DELETE) on an upload's signed link. */
async function tusUpload(c: Context<AppEnv>) {
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

export const videoRoutes = new Hono<AppEnv>()
  // spec 7.6 step 1, through the API so no credential reaches the browser (design 3).
  .post(
    '/videos/upload-sessions',
    describeRoute({
      tags: ['videos'],
      summary: api.docs.summaries.uploadSession,
      description:
        "TEACHER or ADMIN. {name, size} (at most 2 GiB). Answers like the hosting service: {uri: '/videos/{id}', upload: {approach: 'tus', upload_link, size}}; then PATCH the file with tus 1.0 to upload_link (HEAD to resume). 429 with Retry-After when too many uploads run. With VIDEO_HOST=vimeo the session is created at the service.",
      responses: {
        201: { description: 'the session', ...json(VideoUploadSessionResponse) },
        400: { description: 'bad name or size', ...json(ErrorEnvelope) },
        429: { description: 'busy: retry after Retry-After seconds', ...json(ErrorEnvelope) },
      },
    }),
    staff,
    validate('json', VideoUploadSessionRequest),
    async (c) => {
      const { name, size } = c.req.valid('json');
      const { deps } = c.var;
      if (deps.env.VIDEO_HOST === 'vimeo') {
        const session = await createVimeoSession(
          deps.env.VIMEO_ACCESS_TOKEN!,
          { name, size },
          { baseUrl: configs.get(deps.database)?.vimeoBaseUrl },
        );
        return ok(c, session, api.videos.sessionCreated, 201);
      }
      const host = localVideoHost(deps);
      await host.maybeCleanUp();
      // Per uploader, under a ceiling for all (issue 17 item 16).
      const refusal = await host.uploadRefusal(c.var.user.id);
      if (refusal) {
        const message = refusal === 'own' ? messages.busyOwn : messages.busy;
        throw new ApiError(429, 'TOO_MANY_REQUESTS', message, null, {
          'Retry-After': String(host.limits.retryAfterSeconds),
        });
      }
      const upload = await host.createUpload(c.var.user.id, name, size);
      // The tus endpoint on the caller's own origin (each app calls the API at its origin).
      const origin = callerOrigin(c);
      const session: VideoUploadSession = {
        uri: `/videos/${upload.id}`,
        name,
        upload: { approach: 'tus', upload_link: `${origin}${upload.uploadPath}`, size },
      };
      return ok(c, session, api.videos.sessionCreated, 201);
    },
  )
  // tus creation (POST) for staff clients that create uploads the plain tus way.
  .post('/videos/tus', staff, async (c) => {
    const refusal = protocolRefusal(c);
    if (refusal) return refusal;
    const host = localVideoHost(c.var.deps);
    const busyWhy = await host.uploadRefusal(c.var.user.id);
    if (busyWhy) return busy(c, host, busyWhy);
    host.creators.set(c.req.raw, c.var.user.id);
    return host.tus.handleWeb(c.req.raw);
  })
  .options('/videos/tus/:id?', (c) => localVideoHost(c.var.deps).tus.handleWeb(c.req.raw))
  // Hono answers HEAD through the GET route (and drops the body); the handler reads the real method.
  .get('/videos/tus/:id', optionalAuth(), (c) =>
    c.req.raw.method === 'HEAD'
      ? tusUpload(c)
      : c.body(null, 405, { Allow: 'HEAD, PATCH, DELETE, OPTIONS' }),
  )
  .on(['PATCH', 'DELETE'], '/videos/tus/:id', optionalAuth(), tusUpload)
  // The player's postMessage script (issue 19), a file for the same reason.
  .get('/videos/player.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(playerScript);
  })
  // The player's style as a stylesheet (the CSP allows no inline style without a nonce).
  .get('/videos/player.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(playerStylesheet);
  })
  // Where an upload stands, with a fresh player link (the admin's content dialog preview).
  .get(
    '/videos/:id',
    describeRoute({
      tags: ['videos'],
      summary: api.docs.summaries.videoStatus,
      description:
        'Its uploader or an ADMIN (403 for another teacher). Where an upload stands and, once READY, a signed player URL (6 hours).',
      responses: {
        200: { description: 'the video', ...json(VideoResponse) },
        403: { description: "another teacher's video", ...json(ErrorEnvelope) },
        404: { description: 'unknown or expired', ...json(ErrorEnvelope) },
      },
    }),
    staff,
    async (c) => {
      const { deps } = c.var;
      const id = c.req.param('id');
      const [row] = await deps.database.db.select().from(videos).where(eq(videos.id, id)).limit(1);
      if (!row || row.status === 'EXPIRED') throw notFound(messages.notFound);
      // A video and its player link are its uploader's and the admins' (issue 17).
      const caller = c.var.user;
      if (caller.role !== 'ADMIN' && row.ownerId !== caller.id) throw forbidden(messages.notYours);
      let uploadedBytes = row.status === 'READY' ? row.size : 0;
      if (row.status === 'UPLOADING') {
        const upload = await localVideoHost(deps)
          .store.getUpload(id)
          .catch(() => null);
        uploadedBytes = upload?.offset ?? 0;
      }
      const video: Video = {
        videoId: row.id,
        status: row.status === 'READY' ? 'READY' : 'UPLOADING',
        size: row.size,
        uploadedBytes,
        createdAt: row.createdAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
        playerUrl: row.status === 'READY' ? playerUrl(deps.env, row.id) : null,
      };
      return ok(c, video, api.videos.detail);
    },
  )
  // The embeddable player page behind its signed link (spec 2.7; design 3).
  .get('/videos/:id/player', async (c) => {
    const { deps } = c.var;
    const id = c.req.param('id');
    c.header('Cache-Control', 'private, no-store');
    c.header('Referrer-Policy', 'no-referrer');
    // Its own CSP (the API's default-src 'none' would block the video): its one script, the
    // stylesheet and the stream from this origin, framed only by our three apps.
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        "media-src 'self'",
        "style-src 'self'",
        "script-src 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        `frame-ancestors ${Object.values(appOrigins(deps.env)).join(' ')}`,
      ].join('; '),
    );
    const url = new URL(c.req.url);
    if (!verifySignedUrl(deps.env, url.pathname, c.req.query('expires'), c.req.query('sig'))) {
      return c.html(playerMessagePage(messages.linkExpired), 403);
    }
    const [row] = await deps.database.db.select().from(videos).where(eq(videos.id, id)).limit(1);
    if (!row || row.status !== 'READY') return c.html(playerMessagePage(messages.notFound), 404);
    return c.html(
      playerPage(streamUrl(deps.env, id), row.name, Object.values(appOrigins(deps.env))),
    );
  })
  // Playback with range requests behind the signed, expiring URL.
  .get('/videos/:id/stream', async (c) => {
    const { deps } = c.var;
    const id = c.req.param('id');
    const url = new URL(c.req.url);
    if (!verifySignedUrl(deps.env, url.pathname, c.req.query('expires'), c.req.query('sig'))) {
      throw new ApiError(403, 'FORBIDDEN', messages.linkExpired);
    }
    const [row] = await deps.database.db.select().from(videos).where(eq(videos.id, id)).limit(1);
    if (!row || row.status !== 'READY' || !row.fileKey) throw notFound(messages.notFound);
    const file = localVideoHost(deps).filePath(row.fileKey);
    const info = await stat(file).catch(() => null);
    if (!info) throw notFound(messages.notFound);
    const size = info.size;
    c.header('Accept-Ranges', 'bytes');
    c.header('Content-Type', row.contentType ?? 'application/octet-stream');
    c.header('Cache-Control', 'private, max-age=3600');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Disposition', 'inline');
    const range = parseRange(c.req.header('range'), size);
    if (range === 'bad') {
      c.header('Content-Range', `bytes */${size}`);
      return c.body(null, 416);
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    c.header('Content-Length', String(end - start + 1));
    if (range) c.header('Content-Range', `bytes ${start}-${end}/${size}`);
    const status = range ? 206 : 200;
    if (c.req.method === 'HEAD' || size === 0) return c.body(null, status);
    const stream = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream;
    return c.body(stream, status);
  });
