// Video upload and playback (docs/product/api.md; docs/decisions/005-local-video-host.md). The
// session endpoint answers like the hosting service ({uri: '/videos/{id}', upload: {approach:
// 'tus', upload_link}}); with VIDEO_HOST=local the API itself is the tus server (videos.tus.ts) and
// plays the videos back through signed, expiring URLs (videos.playback.ts).
import { api } from '@academy/strings/api';
import { describeRoute } from 'hono-openapi';
import { Hono, type Context } from 'hono';
import {
  ErrorEnvelope,
  VIDEO_LIST_LIMIT,
  VideoListResponse,
  VideoResponse,
  VideoUploadSessionRequest,
  VideoUploadSessionResponse,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { optionalAuth, requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { playerStylesheet } from '../../lib/video-host/player-page.ts';
import { HLS_SCRIPT_PATH, playerScript } from '../../lib/video-host/player-script.ts';
import { jsonContent as json } from '../../lib/openapi.ts';
import { createUploadSession, videoLibrary, videoStatus } from './videos.handlers.ts';
import { localVideoHost } from './videos.host.ts';
import {
  hlsScriptResponse,
  keyResponse,
  masterResponse,
  segmentResponse,
  variantResponse,
} from './videos.hls.ts';
import { playerPageResponse, streamResponse } from './videos.playback.ts';
import { tusCreate, tusUpload } from './videos.tus.ts';

// Tests tune the host through the resource's routes module.
export { configureVideoHost, localVideoHost, type VideoHostConfig } from './videos.host.ts';

const staff = requireStaff();

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

export const videoRoutes = new Hono<AppEnv>()
  // docs/product/api.md step 1, through the API so no credential reaches the browser
  // (docs/product/api.md).
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
      const session = await createUploadSession(
        c.var.deps,
        c.var.user,
        c.req.valid('json'),
        callerOrigin(c),
      );
      return ok(c, session, api.videos.sessionCreated, 201);
    },
  )
  // The finished uploads a lesson may use (the admin's content dialog picks one by its name).
  .get(
    '/videos',
    describeRoute({
      tags: ['videos'],
      summary: api.docs.summaries.videoList,
      description: `TEACHER or ADMIN. Finished (READY) uploads, newest first, at most ${VIDEO_LIST_LIMIT}: a teacher's own, an admin's everyone's. {videoId, name, durationSeconds (null: unknown), size, createdAt}. With VIDEO_HOST=vimeo the list is empty (the service keeps them).`,
      responses: {
        200: { description: 'the videos', ...json(VideoListResponse) },
        401: { description: 'not signed in', ...json(ErrorEnvelope) },
        403: { description: 'a student', ...json(ErrorEnvelope) },
      },
    }),
    staff,
    async (c) => ok(c, await videoLibrary(c.var.deps, c.var.user), api.videos.list),
  )
  // tus creation (POST) for staff clients that create uploads the plain tus way.
  .post('/videos/tus', staff, tusCreate)
  .options('/videos/tus/:id?', (c) => localVideoHost(c.var.deps).tus.handleWeb(c.req.raw))
  // Hono answers HEAD through the GET route (and drops the body); the handler reads the real method.
  .get('/videos/tus/:id', optionalAuth(), (c) =>
    c.req.raw.method === 'HEAD'
      ? tusUpload(c)
      : c.body(null, 405, { Allow: 'HEAD, PATCH, DELETE, OPTIONS' }),
  )
  .on(['PATCH', 'DELETE'], '/videos/tus/:id', optionalAuth(), tusUpload)
  // The player's postMessage script (docs/decisions/017-watch-reports.md), a file for the same
  // reason.
  .get('/videos/player.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(playerScript);
  })
  // hls.js for the player page only (no app bundles it).
  .get(HLS_SCRIPT_PATH.replace(/^\/api/, ''), hlsScriptResponse)
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
    async (c) =>
      ok(c, await videoStatus(c.var.deps, c.var.user, c.req.param('id')), api.videos.detail),
  )
  // The embeddable player page behind its signed link (docs/product/screens.md;
  // docs/product/security.md).
  .get('/videos/:id/player', optionalAuth(), playerPageResponse)
  // HLS behind the playback token (docs/decisions/059-hls-streaming.md): playlists, the key and the
  // encrypted segments.
  .get('/videos/:id/hls/master.m3u8', optionalAuth(), masterResponse)
  .get('/videos/:id/hls/key', optionalAuth(), keyResponse)
  .get('/videos/:id/hls/:rendition/index.m3u8', optionalAuth(), variantResponse)
  .get('/videos/:id/hls/:rendition/:segment', optionalAuth(), segmentResponse)
  // Playback with range requests behind the signed, expiring URL.
  .get('/videos/:id/stream', streamResponse);
