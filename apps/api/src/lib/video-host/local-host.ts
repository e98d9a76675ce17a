// The local video host (VIDEO_HOST=local, the default; docs/decisions/005-local-video-host.md): a
// tus 1.0 server (creation, core, HEAD resume, expiration) that answers like the hosting service,
// keeping every piece of upload state outside the process (FileStore metadata on disk,
// cross-process file locks, rows in the videos table), so a second API process can resume an upload
// the first one started.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, Upload } from '@tus/server';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import { VIDEO_MAX_BYTES } from '@academy/api-client/contract';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/schema/videos.ts';
import { appOrigins, type Env } from '../../env.ts';
import { signUrl } from '../signed-url.ts';
import { FileLocker } from './file-locker.ts';
import { mediaDurationMs } from './media-duration.ts';
import { queuePackaging } from './packaging-job.ts';

export const TUS_PATH = '/api/videos/tus';

export interface LocalVideoHostOptions {
  /** at most this many sessions may be uploading (created or active recently) at once, in all */
  maxRunningUploads?: number;
  /** ... and at most this many of one uploader's (one teacher cannot take every slot) */
  maxRunningUploadsPerUploader?: number;
  /** at most this many PATCH/HEAD transfers may hold a lock at once (all processes) */
  maxConcurrentTransfers?: number;
  /** an upload not finished this long after creation expires (410) and is cleaned up */
  expirationMs?: number;
  /** an upload with no request for this long no longer counts as running */
  idleAfterMs?: number;
  maxSize?: number;
  /** seconds a busy caller is told to wait */
  retryAfterSeconds?: number;
}

export interface CreatedUpload {
  id: string;
  uploadPath: string;
}

export type LocalVideoHost = ReturnType<typeof createLocalVideoHost>;

/** An unguessable video id: 128 random bits, base64url. */
export const newVideoId = () => randomBytes(16).toString('base64url');

export function videoDirs(dataDir: string) {
  const root = path.join(dataDir, 'videos');
  return {
    root,
    uploads: path.join(root, 'uploads'),
    library: path.join(root, 'library'),
    locks: path.join(root, 'locks'),
  };
}

export function createLocalVideoHost(env: Env, db: Database, options: LocalVideoHostOptions = {}) {
  const limits = {
    maxRunningUploads: options.maxRunningUploads ?? 20,
    maxRunningUploadsPerUploader: options.maxRunningUploadsPerUploader ?? 3,
    maxConcurrentTransfers: options.maxConcurrentTransfers ?? 4,
    expirationMs: options.expirationMs ?? 24 * 60 * 60 * 1000,
    idleAfterMs: options.idleAfterMs ?? 5 * 60 * 1000,
    maxSize: options.maxSize ?? VIDEO_MAX_BYTES,
    retryAfterSeconds: options.retryAfterSeconds ?? 5,
  };
  const dirs = videoDirs(env.DATA_DIR);
  for (const dir of [dirs.uploads, dirs.library, dirs.locks]) mkdirSync(dir, { recursive: true });

  const store = new FileStore({
    directory: dirs.uploads,
    expirationPeriodInMilliseconds: limits.expirationMs,
  });
  const locker = new FileLocker(dirs.locks);

  /** The signed path of an upload: only its creator is ever handed it. */
  // Valid an hour past the upload's own expiry, so an expired upload answers 410, not 403.
  const signedUploadPath = (id: string) =>
    signUrl(env, `${TUS_PATH}/${id}`, Math.ceil(limits.expirationMs / 1000) + 3600);

  const tus = new Server({
    path: TUS_PATH,
    datastore: store,
    locker,
    maxSize: limits.maxSize,
    respectForwardedHeaders: env.TRUST_PROXY,
    // The apps call their own origin; no other site gets CORS access to an upload.
    allowedOrigins: Object.values(appOrigins(env)),
    // The id is the last path segment; the signature rides in the query string.
    getFileIdFromRequest: (req) => {
      const last = new URL(req.url).pathname.split('/').pop() ?? '';
      return /^[A-Za-z0-9_-]{16,64}$/.test(last) ? last : undefined;
    },
    namingFunction: () => newVideoId(),
    generateUrl: (_req, { proto, host, id }) => `${proto}://${host}${signedUploadPath(id)}`,
    async onUploadCreate(req, upload) {
      // Creation through tus POST (the API's own session endpoint creates uploads directly).
      const owner = creators.get(req);
      if (!owner) throw { status_code: 403, body: 'Forbidden\n' };
      await db.insert(videos).values({
        id: upload.id,
        ownerId: owner,
        name: upload.metadata?.filename ?? upload.metadata?.name ?? 'video',
        size: upload.size ?? 0,
      });
      return {};
    },
    async onUploadFinish(_req, upload) {
      await finish(upload.id);
      return {};
    },
  });

  /** Who creates an upload through tus POST, handed from the route to onUploadCreate. */
  const creators = new WeakMap<object, number>();

  /**
   * A finished upload: checked by content (a file that is not a video is refused with 415 and
   * dropped), moved out of the tus folder (so expiry never touches it) and marked READY.
   */
  async function finish(id: string) {
    const from = path.join(dirs.uploads, id);
    const type = await fileTypeFromFile(from).catch(() => undefined);
    if (!type?.mime.startsWith('video/')) {
      await rm(from, { force: true });
      await rm(path.join(dirs.uploads, `${id}.json`), { force: true });
      await db.update(videos).set({ status: 'EXPIRED' }).where(eq(videos.id, id));
      throw { status_code: 415, body: 'Unsupported Media Type: not a video\n' };
    }
    const key = `library/${id}`;
    await rename(from, path.join(dirs.root, key));
    await rm(path.join(dirs.uploads, `${id}.json`), { force: true });
    // The host's own reading of the length: a lesson without one from staff completes by it.
    const durationMs = await mediaDurationMs(path.join(dirs.root, key), type.mime).catch(
      () => null,
    );
    await db
      .update(videos)
      .set({
        status: 'READY',
        fileKey: key,
        contentType: type.mime,
        durationMs,
        completedAt: new Date(),
        lastActivityAt: new Date(),
      })
      .where(eq(videos.id, id));
    // HLS packaging in the background (a failure to queue leaves the MP4 path; the worker's start
    // queues it again).
    await queuePackaging(env, db, id).catch(() => false);
  }

  /**
   * Uploads still running (created or touched within idleAfterMs, not finished or expired): in
   * all, and `ownerId`'s.
   */
  async function runningUploads(ownerId: number, now = Date.now()) {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        mine: sql<number>`(count(*) filter (where ${videos.ownerId} = ${ownerId}))::int`,
      })
      .from(videos)
      .where(
        and(
          eq(videos.status, 'UPLOADING'),
          gt(videos.lastActivityAt, new Date(now - limits.idleAfterMs)),
        ),
      );
    return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
  }

  /**
   * Why `ownerId` may not start another upload now: too many of their own running ('own'), or
   * too many in all ('all'); undefined when they may.
   */
  async function uploadRefusal(ownerId: number) {
    const { total, mine } = await runningUploads(ownerId);
    if (mine >= limits.maxRunningUploadsPerUploader) return 'own' as const;
    if (total >= limits.maxRunningUploads) return 'all' as const;
    return undefined;
  }

  let lastCleanup = 0;
  /** Deletes abandoned uploads past their expiry and marks their rows EXPIRED (410 from then on). */
  async function cleanUpExpired(now = Date.now()) {
    lastCleanup = now;
    const removed = await store.deleteExpired().catch(() => 0);
    await db
      .update(videos)
      .set({ status: 'EXPIRED' })
      .where(
        and(
          eq(videos.status, 'UPLOADING'),
          lt(videos.createdAt, new Date(now - limits.expirationMs)),
        ),
      );
    return removed;
  }

  // Abandoned uploads go even when nobody creates sessions (every process; the work is idempotent).
  const sweeper = setInterval(() => void cleanUpExpired().catch(() => {}), 10 * 60 * 1000);
  sweeper.unref();

  return {
    env,
    limits,
    dirs,
    tus,
    locker,
    store,
    creators,
    signedUploadPath,
    runningUploads,
    uploadRefusal,
    cleanUpExpired,
    finish,

    stop: () => clearInterval(sweeper),

    /** Expired uploads are also cleaned on a session creation, at most every ten minutes. */
    async maybeCleanUp(now = Date.now()) {
      if (now - lastCleanup > 10 * 60 * 1000) await cleanUpExpired(now);
    },

    /** A new upload of `size` bytes owned by `ownerId`, ready for PATCH at its signed path. */
    async createUpload(ownerId: number, name: string, size: number): Promise<CreatedUpload> {
      const id = newVideoId();
      await db.insert(videos).values({ id, ownerId, name, size });
      await store.create(
        new Upload({
          id,
          size,
          offset: 0,
          metadata: { filename: name },
          creation_date: new Date().toISOString(),
        }),
      );
      return { id, uploadPath: signedUploadPath(id) };
    },

    /** Absolute path of a finished video's file. */
    filePath(fileKey: string) {
      if (!/^library\/[A-Za-z0-9_-]{16,64}$/.test(fileKey)) throw new Error('bad video key');
      return path.join(dirs.root, fileKey);
    },
  };
}
