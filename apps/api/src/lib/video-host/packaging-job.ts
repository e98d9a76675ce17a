// The packaging job (docs/decisions/059-hls-streaming.md): a finished upload gets a row in
// video_streams (QUEUED, with its own random AES-128 key sealed by lib/field-encryption.ts) and a
// pg-boss job written in the same transaction; a worker packages it (PACKAGING, then READY or
// FAILED with the reason). One job per video at a time (queue policy `stately`, keyed by the
// video). A job redelivered after a crash (no heartbeat for 30 s, or past its expiry) starts the
// packaging again from a clean partial folder; a READY video's job does nothing. Without ffmpeg no
// job is written and the video keeps playing as its MP4.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { videoStreams } from '../../db/schema/streaming.ts';
import { videos } from '../../db/schema/videos.ts';
import type { Env } from '../../env.ts';
import { decryptField, encryptField } from '../field-encryption.ts';
import { jobQueue, jobsIn } from '../jobs/job-queue.ts';
import type { Logger } from '../logger.ts';
import { findFfmpeg } from './ffmpeg.ts';
import { hlsDir, packageHls } from './hls-packaging.ts';

export const VIDEO_PACKAGING_QUEUE = 'video-packaging';
export type VideoPackagingJob = { videoId: string };

/** How many times a failing packaging is tried before the video stays FAILED. */
const RETRY_LIMIT = 2;
const KEY_COLUMN = 'video_streams.sealed_key';

type Env_ = Pick<Env, 'DATA_DIR' | 'DATA_ENCRYPTION_KEY' | 'FFMPEG_PATH'>;

export const sealStreamKey = (env: Pick<Env, 'DATA_ENCRYPTION_KEY'>, key: Buffer) =>
  encryptField(env.DATA_ENCRYPTION_KEY, KEY_COLUMN, key.toString('hex'));

export const openStreamKey = (env: Pick<Env, 'DATA_ENCRYPTION_KEY'>, sealed: string) =>
  Buffer.from(decryptField(env.DATA_ENCRYPTION_KEY, KEY_COLUMN, sealed), 'hex');

const queueOptions = {
  policy: 'stately',
  retryLimit: RETRY_LIMIT,
  retryDelay: 30,
  // a process that dies mid-packaging stops beating: the job is put back after 30 s
  heartbeatSeconds: 30,
  expireInSeconds: 3 * 60 * 60,
} as const;

const readyQueues = new WeakSet<PgBoss>();
async function ensureQueue(boss: PgBoss) {
  if (readyQueues.has(boss)) return;
  if (!(await boss.getQueue(VIDEO_PACKAGING_QUEUE))) {
    await boss.createQueue(VIDEO_PACKAGING_QUEUE, queueOptions);
  }
  readyQueues.add(boss);
}

/**
 * A finished video is to be packaged: its stream row (kept when there is one) and its job, in one
 * transaction. False when this server has no ffmpeg (the video plays as its MP4).
 */
export async function queuePackaging(env: Env_, db: Database, videoId: string, boss?: PgBoss) {
  if (!findFfmpeg(env.FFMPEG_PATH)) return false;
  const queue = boss ?? jobQueue();
  await ensureQueue(queue);
  await db.transaction(async (tx) => {
    await tx
      .insert(videoStreams)
      .values({ videoId, sealedKey: sealStreamKey(env, randomBytes(16)) })
      .onConflictDoNothing();
    await queue.send(VIDEO_PACKAGING_QUEUE, { videoId } satisfies VideoPackagingJob, {
      singletonKey: videoId,
      db: jobsIn(tx),
    });
  });
  return true;
}

/**
 * Packages one video (the job's work). Answers its state afterwards; throws when a retry may
 * help (pg-boss tries again), after recording FAILED and the reason for staff.
 */
export async function runPackaging(
  deps: { env: Env_; database: Pick<DatabaseHandle, 'db'>; logger?: Pick<Logger, 'info' | 'warn'> },
  videoId: string,
) {
  const { env, logger } = deps;
  const { db } = deps.database;
  const ffmpeg = findFfmpeg(env.FFMPEG_PATH);
  const [row] = await db
    .select({ stream: videoStreams, video: videos })
    .from(videoStreams)
    .innerJoin(videos, eq(videos.id, videoStreams.videoId))
    .where(eq(videoStreams.videoId, videoId))
    .limit(1);
  if (!row) return null;
  if (row.stream.state === 'READY') return 'READY' as const;
  const fail = async (error: string) => {
    await db
      .update(videoStreams)
      .set({ state: 'FAILED', error: error.slice(0, 1000), updatedAt: new Date() })
      .where(eq(videoStreams.videoId, videoId));
    return 'FAILED' as const;
  };
  if (!ffmpeg) return fail('ffmpeg not found');
  if (row.video.status !== 'READY' || !row.video.fileKey) return fail('the upload is not finished');
  await db
    .update(videoStreams)
    .set({
      state: 'PACKAGING',
      error: null,
      attempts: row.stream.attempts + 1,
      updatedAt: new Date(),
    })
    .where(eq(videoStreams.videoId, videoId));
  const started = Date.now();
  try {
    const renditions = await packageHls({
      ffmpeg,
      source: path.join(env.DATA_DIR, 'videos', row.video.fileKey),
      out: hlsDir(env.DATA_DIR, videoId),
      key: openStreamKey(env, row.stream.sealedKey),
      timeoutMs: 2 * 60 * 60 * 1000,
    });
    await db
      .update(videoStreams)
      .set({ state: 'READY', renditions, error: null, readyAt: new Date(), updatedAt: new Date() })
      .where(eq(videoStreams.videoId, videoId));
    logger?.info(
      { videoId, renditions: renditions.map((r) => r.name), ms: Date.now() - started },
      'video packaged as HLS',
    );
    return 'READY' as const;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger?.warn({ videoId, err: reason }, 'video packaging failed');
    await fail(reason);
    throw error;
  }
}

/**
 * This process's packaging worker (server.ts), one video at a time. Without ffmpeg it says so and
 * does nothing. On start it queues the finished videos that have no packaging yet (the demo
 * seed's, uploads from before streaming existed) and those whose job was lost.
 */
export async function startVideoPackagingWorker(
  boss: PgBoss,
  database: DatabaseHandle,
  env: Env_,
  logger: Pick<Logger, 'info' | 'warn'>,
) {
  const ffmpeg = findFfmpeg(env.FFMPEG_PATH);
  if (!ffmpeg) {
    logger.warn(
      { FFMPEG_PATH: env.FFMPEG_PATH },
      'ffmpeg not found: videos are not packaged as HLS and play as their MP4 (docs/decisions/059-hls-streaming.md)',
    );
    return false;
  }
  logger.info(
    { source: ffmpeg.source, version: ffmpeg.version },
    'ffmpeg found: videos are packaged as HLS',
  );
  await ensureQueue(boss);
  await boss.work<VideoPackagingJob>(
    VIDEO_PACKAGING_QUEUE,
    { batchSize: 1, localConcurrency: 1 },
    async ([job]) => {
      if (job) await runPackaging({ env, database, logger }, job.data.videoId);
    },
  );
  const { db } = database;
  const missing = await db
    .select({ id: videos.id })
    .from(videos)
    .leftJoin(videoStreams, eq(videoStreams.videoId, videos.id))
    .where(and(eq(videos.status, 'READY'), isNull(videoStreams.videoId)));
  const stalled = await db
    .select({ id: videoStreams.videoId })
    .from(videoStreams)
    .where(
      and(
        inArray(videoStreams.state, ['QUEUED', 'PACKAGING']),
        lt(videoStreams.updatedAt, new Date(Date.now() - 3 * 60 * 60 * 1000)),
      ),
    );
  for (const { id } of [...missing, ...stalled]) await queuePackaging(env, db, id, boss);
  if (missing.length) logger.info({ videos: missing.length }, 'queued videos for HLS packaging');
  return true;
}
