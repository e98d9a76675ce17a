// HLS on the local host (docs/decisions/059-hls-streaming.md): playlists built per request so every
// URI in them (variants, segments, the key) carries the playback token: hls.js and Safari's own
// HLS play the same links. The key answers only a valid, unexpired token of the student's current
// playback (not taken over) while they may watch. Segments are encrypted: they take a token whose
// time may have run out while its session is still alive (Safari cannot swap tokens mid-video).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as enrolmentStrings from '@academy/strings/enrolments';
import * as s from '@academy/strings/streaming';
import type { AppEnv } from '../../app-env.ts';
import { playbackSessions, videoStreams } from '../../db/schema/streaming.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { mayWatchVideo } from '../../lib/lecture-access.ts';
import { readPlaybackToken } from '../../lib/playback-token.ts';
import { hlsDir, masterPlaylist } from '../../lib/video-host/hls-packaging.ts';
import { openStreamKey } from '../../lib/video-host/packaging-job.ts';
import { PLAYBACK_STALE_MS, endedRefusal } from '../playback/playback.handlers.ts';

const e = s.errors;
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

export type PlaybackGrant = { userId: number; sessionId: string; token: string };

/**
 * Who a playback token lets watch `videoId`, or the refusal: 401 without a token, with a bad or
 * expired one; 403 for another person's token, a taken-over or ended session, or a student who
 * may no longer watch. `allowExpired`: segments, while the session is still alive.
 */
export async function playbackGrant(
  c: Context<AppEnv>,
  videoId: string,
  options: { allowExpired?: boolean } = {},
): Promise<PlaybackGrant> {
  const { deps } = c.var;
  const token = c.req.query('pt');
  const read = readPlaybackToken(deps.env, token, videoId);
  if (!read.ok) {
    throw new ApiError(
      401,
      'PLAYBACK_TOKEN',
      read.reason === 'missing' ? e.tokenMissing : e.tokenInvalid,
    );
  }
  if (read.expired && !options.allowExpired) {
    throw new ApiError(401, 'PLAYBACK_TOKEN_EXPIRED', e.tokenExpired);
  }
  // A signed-in caller holding someone else's token (a copied link): refused.
  const caller = c.get('user');
  if (caller && caller.id !== read.userId)
    throw new ApiError(403, 'PLAYBACK_FORBIDDEN', e.notYourToken);
  const { db } = deps.database;
  const [session] = await db
    .select()
    .from(playbackSessions)
    .where(eq(playbackSessions.id, read.sessionId))
    .limit(1);
  if (!session || session.userId !== read.userId || session.videoId !== videoId) {
    throw new ApiError(401, 'PLAYBACK_TOKEN', e.tokenInvalid);
  }
  if (session.endedAt) {
    const refusal = endedRefusal(session.endReason);
    throw new ApiError(403, refusal.code, refusal.message);
  }
  if (read.expired && Date.now() - session.lastSeenAt.getTime() > PLAYBACK_STALE_MS) {
    throw new ApiError(401, 'PLAYBACK_TOKEN_EXPIRED', e.tokenExpired);
  }
  if (!(await mayWatchVideo(db, read.userId, videoId))) {
    throw new ApiError(403, 'NOT_ENROLLED', enrolmentStrings.errors.notEnrolled);
  }
  return { userId: read.userId, sessionId: read.sessionId, token: token! };
}

async function readyStream(c: Context<AppEnv>, videoId: string) {
  const [stream] = await c.var.deps.database.db
    .select()
    .from(videoStreams)
    .where(eq(videoStreams.videoId, videoId))
    .limit(1);
  if (!stream || stream.state !== 'READY') throw notFound(e.notPackaged);
  return stream;
}

const base = (videoId: string) => `/api/videos/${encodeURIComponent(videoId)}/hls`;

function noStore(c: Context<AppEnv>, type: string) {
  c.header('Content-Type', type);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
}

/** GET /api/videos/{id}/hls/master.m3u8?pt= */
export async function masterResponse(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  const grant = await playbackGrant(c, id);
  const stream = await readyStream(c, id);
  noStore(c, PLAYLIST_TYPE);
  return c.body(
    masterPlaylist(stream.renditions, (name) => `${base(id)}/${name}/index.m3u8?pt=${grant.token}`),
  );
}

/** GET /api/videos/{id}/hls/{rendition}/index.m3u8?pt=: segment and key URIs with the token. */
export async function variantResponse(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  const name = c.req.param('rendition') ?? '';
  const grant = await playbackGrant(c, id);
  const stream = await readyStream(c, id);
  if (!stream.renditions.some((r) => r.name === name)) throw notFound(e.notPackaged);
  const file = path.join(hlsDir(c.var.deps.env.DATA_DIR, id), name, 'index.m3u8');
  const playlist = await readFile(file, 'utf8').catch(() => null);
  if (playlist === null) throw notFound(e.notPackaged);
  const query = `?pt=${grant.token}`;
  const rewritten = playlist
    .split('\n')
    .map((line) => {
      if (line.startsWith('#EXT-X-KEY:'))
        return line.replace(/URI="[^"]*"/, `URI="${base(id)}/key${query}"`);
      if (/^seg\d+\.ts$/.test(line.trim())) return `${base(id)}/${name}/${line.trim()}${query}`;
      return line;
    })
    .join('\n');
  noStore(c, PLAYLIST_TYPE);
  return c.body(rewritten);
}

/** GET /api/videos/{id}/hls/{rendition}/{segment}.ts?pt=: an encrypted segment. */
export async function segmentResponse(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  const name = c.req.param('rendition') ?? '';
  const segment = c.req.param('segment') ?? '';
  if (!/^\d{3,4}p$/.test(name) || !/^seg\d{1,6}\.ts$/.test(segment)) throw notFound(e.notPackaged);
  await playbackGrant(c, id, { allowExpired: true });
  const file = path.join(hlsDir(c.var.deps.env.DATA_DIR, id), name, segment);
  const info = await stat(file).catch(() => null);
  if (!info) throw notFound(e.notPackaged);
  c.header('Content-Type', 'video/mp2t');
  c.header('Content-Length', String(info.size));
  // encrypted, yet kept by nobody: the next request asks again
  c.header('Cache-Control', 'private, no-store');
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream);
}

/** GET /api/videos/{id}/hls/key?pt=: the 16 bytes, to the current playback only. */
export async function keyResponse(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  await playbackGrant(c, id);
  const stream = await readyStream(c, id);
  const key = openStreamKey(c.var.deps.env, stream.sealedKey);
  noStore(c, 'application/octet-stream');
  c.header('Content-Length', String(key.length));
  return c.body(new Uint8Array(key));
}

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };
let hlsScript: Promise<Encoded> | undefined;

/**
 * hls.js (its light build: no DRM, no alternate audio) compressed once per process (the API's
 * answers are not compressed on the way out): ~390 KB is ~100 KB of brotli, what a phone on a
 * slow network waits for before the first frame. The server warms it at start.
 */
export function compressedHlsScript() {
  hlsScript ??= readFile(
    createRequire(import.meta.url).resolve('hls.js/dist/hls.light.min.js'),
  ).then((identity) => ({
    identity,
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  }));
  return hlsScript;
}

/** GET /api/videos/hls-{version}.js, for the player page only. */
export async function hlsScriptResponse(c: Context<AppEnv>) {
  const encoded = await compressedHlsScript();
  const accepted = c.req.header('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  // the path names hls.js's version: a new one is a new URL
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('Vary', 'Accept-Encoding');
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(new Uint8Array(encoding ? encoded[encoding] : encoded.identity));
}
