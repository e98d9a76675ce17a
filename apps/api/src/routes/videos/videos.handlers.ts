// What the video API does (docs/product/api.md; docs/decisions/005-local-video-host.md): an upload
// session, at the hosting service or on the local tus host, and where an upload stands with a fresh
// player link.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  VIDEO_LIST_LIMIT,
  type Video,
  type VideoStreaming,
  type VideoListItem,
  type VideoUploadSession,
  type VideoUploadSessionRequest,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import type * as v from 'valibot';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { videoStreams } from '../../db/schema/streaming.ts';
import { videos } from '../../db/schema/videos.ts';
import { ApiError, forbidden, notFound } from '../../lib/errors.ts';
import { findFfmpeg } from '../../lib/video-host/ffmpeg.ts';
import { playerUrl } from '../../lib/video-host/player-url.ts';
import { createVimeoSession } from '../../lib/video-host/vimeo.ts';
import { localVideoHost, vimeoBaseUrl } from './videos.host.ts';

const messages = validation.video;

/**
 * docs/product/api.md step 1, through the API so no credential reaches the browser
 * (docs/product/api.md). `origin` is the caller's: the tus link is on the origin each app calls the
 * API at.
 */
export async function createUploadSession(
  deps: AppServices,
  user: AuthUser,
  { name, size }: v.InferOutput<typeof VideoUploadSessionRequest>,
  origin: string,
): Promise<VideoUploadSession> {
  if (deps.env.VIDEO_HOST === 'vimeo') {
    return createVimeoSession(
      deps.env.VIMEO_ACCESS_TOKEN!,
      { name, size },
      { baseUrl: vimeoBaseUrl(deps) },
    );
  }
  const host = localVideoHost(deps);
  await host.maybeCleanUp();
  // Per uploader, under a ceiling for all.
  const refusal = await host.uploadRefusal(user.id);
  if (refusal) {
    const message = refusal === 'own' ? messages.busyOwn : messages.busy;
    throw new ApiError(429, 'TOO_MANY_REQUESTS', message, null, {
      'Retry-After': String(host.limits.retryAfterSeconds),
    });
  }
  const upload = await host.createUpload(user.id, name, size);
  return {
    uri: `/videos/${upload.id}`,
    name,
    upload: { approach: 'tus', upload_link: `${origin}${upload.uploadPath}`, size },
  };
}

/** Where an upload stands and, once READY, a signed player URL; its uploader's and the admins'. */
export async function videoStatus(deps: AppServices, caller: AuthUser, id: string): Promise<Video> {
  const [row] = await deps.database.db.select().from(videos).where(eq(videos.id, id)).limit(1);
  if (!row || row.status === 'EXPIRED') throw notFound(messages.notFound);
  // A video and its player link are its uploader's and the admins'.
  if (caller.role !== 'ADMIN' && row.ownerId !== caller.id) throw forbidden(messages.notYours);
  let uploadedBytes = row.status === 'READY' ? row.size : 0;
  if (row.status === 'UPLOADING') {
    const upload = await localVideoHost(deps)
      .store.getUpload(id)
      .catch(() => null);
    uploadedBytes = upload?.offset ?? 0;
  }
  return {
    videoId: row.id,
    status: row.status === 'READY' ? 'READY' : 'UPLOADING',
    size: row.size,
    uploadedBytes,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    playerUrl: row.status === 'READY' ? playerUrl(deps.env, row.id, caller.id) : null,
    streaming: row.status === 'READY' ? await streamingOf(deps, row.id) : null,
  };
}

/**
 * A finished video's HLS packaging for staff (docs/decisions/059-hls-streaming.md): without
 * ffmpeg on this server, UNAVAILABLE (it plays as its MP4); with it and no row yet, QUEUED (the
 * worker's start queues it).
 */
async function streamingOf(deps: AppServices, videoId: string): Promise<VideoStreaming | null> {
  if (deps.env.VIDEO_HOST !== 'local') return null;
  const [stream] = await deps.database.db
    .select()
    .from(videoStreams)
    .where(eq(videoStreams.videoId, videoId))
    .limit(1);
  if (stream?.state === 'READY') {
    return { state: 'READY', renditions: stream.renditions.map((r) => r.height), error: null };
  }
  if (!findFfmpeg(deps.env.FFMPEG_PATH)) {
    return { state: 'UNAVAILABLE', renditions: [], error: null };
  }
  return {
    state: stream?.state ?? 'QUEUED',
    renditions: [],
    error: stream?.state === 'FAILED' ? stream.error : null,
  };
}

/**
 * The finished uploads a lesson may use, newest first: the caller's own, an admin's everyone's
 * (the rule a content's video is checked with: contents.handlers.ts).
 */
export async function videoLibrary(deps: AppServices, caller: AuthUser): Promise<VideoListItem[]> {
  // The service's videos are not kept here (only the local host's rows are playable).
  if (deps.env.VIDEO_HOST !== 'local') return [];
  const where: SQL[] = [eq(videos.status, 'READY')];
  if (caller.role !== 'ADMIN') where.push(eq(videos.ownerId, caller.id));
  const rows = await deps.database.db
    .select({
      id: videos.id,
      name: videos.name,
      durationMs: videos.durationMs,
      size: videos.size,
      createdAt: videos.createdAt,
    })
    .from(videos)
    .where(and(...where))
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(VIDEO_LIST_LIMIT);
  return rows.map((row) => ({
    videoId: row.id,
    name: row.name,
    durationSeconds: row.durationMs === null ? null : Math.round(row.durationMs / 1000),
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  }));
}
