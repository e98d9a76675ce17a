// Playback on the local host (docs/product/screens.md; docs/product/api.md): the embeddable player
// page and the stream with range requests, both behind a signed, expiring URL that names its
// viewer; every request checks again that the viewer may watch the video (docs/decisions/037: an
// ended enrolment stops it).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as validation from '@academy/strings/validation';
import type { AppEnv } from '../../app-env.ts';
import { appOrigins } from '../../env.ts';
import { videoStreams } from '../../db/schema/streaming.ts';
import { videos } from '../../db/schema/videos.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { mayWatchVideo } from '../../lib/lecture-access.ts';
import { verifySignedUrl } from '../../lib/signed-url.ts';
import { playerMessagePage, playerPage } from '../../lib/video-host/player-page.ts';
import { streamUrl } from '../../lib/video-host/player-url.ts';
import { playbackGrant } from './videos.hls.ts';
import { localVideoHost } from './videos.host.ts';

const messages = validation.video;

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

/**
 * The viewer a signed player or stream link names, when its signature and time hold and they may
 * still watch the video; null otherwise.
 */
async function linkViewer(c: Context<AppEnv>, videoId: string) {
  const { deps } = c.var;
  const url = new URL(c.req.url);
  const viewer = c.req.query('u');
  if (!viewer || !/^\d{1,10}$/.test(viewer)) return null;
  const signed = verifySignedUrl(
    deps.env,
    url.pathname,
    c.req.query('expires'),
    c.req.query('sig'),
    Date.now(),
    viewer,
  );
  if (!signed || !(await mayWatchVideo(deps.database.db, Number(viewer), videoId))) return null;
  return Number(viewer);
}

/** The embeddable player page behind its signed link. */
export async function playerPageResponse(c: Context<AppEnv>) {
  const { deps } = c.var;
  const id = c.req.param('id') ?? '';
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'no-referrer');
  // Its own CSP (the API's default-src 'none' would block the video): its one script, the
  // stylesheet and the stream from this origin, framed only by our three apps.
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      // hls.js feeds the video through a MediaSource (a blob: URL) from requests of its own
      "media-src 'self' blob:",
      "connect-src 'self'",
      "style-src 'self'",
      "script-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${Object.values(appOrigins(deps.env)).join(' ')}`,
    ].join('; '),
  );
  const origins = Object.values(appOrigins(deps.env));
  const controls = c.req.query('controls') !== '0';
  // A playback's player (the classroom's lessons): the HLS stream once packaged, else the file.
  if (c.req.query('pt') !== undefined) {
    const grant = await playbackGrant(c, id).catch((error: unknown) => {
      if (error instanceof ApiError) return error;
      throw error;
    });
    if (grant instanceof ApiError) return c.html(playerMessagePage(grant.message), grant.status);
    const [row] = await deps.database.db.select().from(videos).where(eq(videos.id, id)).limit(1);
    if (!row || row.status !== 'READY') return c.html(playerMessagePage(messages.notFound), 404);
    const [stream] = await deps.database.db
      .select({ state: videoStreams.state, renditions: videoStreams.renditions })
      .from(videoStreams)
      .where(eq(videoStreams.videoId, id))
      .limit(1);
    const hls = `/api/videos/${encodeURIComponent(id)}/hls`;
    const first = stream?.renditions[0]?.name;
    const query = `?pt=${grant.token}`;
    const source =
      stream?.state === 'READY'
        ? {
            hls: `${hls}/master.m3u8${query}`,
            // the chain hls.js walks before a first frame (master, the first variant, its key and
            // first segment), fetched at once instead of one round trip after another
            preload: first
              ? [
                  `${hls}/master.m3u8${query}`,
                  `${hls}/${first}/index.m3u8${query}`,
                  `${hls}/key${query}`,
                  `${hls}/${first}/seg0.ts${query}`,
                ]
              : [],
          }
        : { stream: streamUrl(deps.env, id, grant.userId) };
    return c.html(playerPage(source, row.name, origins, { controls }));
  }
  const viewer = await linkViewer(c, id);
  if (viewer === null) return c.html(playerMessagePage(messages.linkExpired), 403);
  const [row] = await deps.database.db.select().from(videos).where(eq(videos.id, id)).limit(1);
  if (!row || row.status !== 'READY') return c.html(playerMessagePage(messages.notFound), 404);
  return c.html(
    playerPage({ stream: streamUrl(deps.env, id, viewer) }, row.name, origins, { controls }),
  );
}

/** The video file, whole or a byte range, behind its signed link. */
export async function streamResponse(c: Context<AppEnv>) {
  const { deps } = c.var;
  const id = c.req.param('id') ?? '';
  if ((await linkViewer(c, id)) === null) {
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
  // not kept: the next request asks again whether the viewer may still watch
  c.header('Cache-Control', 'private, no-store');
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
}
