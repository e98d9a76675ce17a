// The small playable sample video on the local video host (a clip committed to the repo, made
// with Debian's ffmpeg: 5 s, 320x180, VP9 + Opus WebM with a test pattern and a 440 Hz tone).
// seedLectures uses ctx.sampleVideoId for its video details.
import { copyFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { API_DIR } from '../../paths.ts';
import { videos } from '../schema/videos.ts';
import { newVideoId, videoDirs } from '../../lib/video-host/local-host.ts';
import type { SeedContext } from './context.ts';

/** The sample's length in whole seconds (its WebM Duration element: 5,008 ms): watch reports are
 * checked against it (contents.video_duration). */
export const SAMPLE_VIDEO_SECONDS = 5;
const SAMPLE_VIDEO_MS = 5008;
export const SAMPLE_VIDEO = path.join(API_DIR, 'src/db/seed/assets/sample.webm');

export async function seedVideos(ctx: SeedContext) {
  const id = newVideoId();
  const dirs = videoDirs(ctx.dataDir);
  await mkdir(dirs.library, { recursive: true });
  const key = `library/${id}`;
  await copyFile(SAMPLE_VIDEO, path.join(dirs.root, key));
  const { size } = await stat(SAMPLE_VIDEO);
  const now = new Date();
  await ctx.db.insert(videos).values({
    id,
    ownerId: ctx.users.teacher.id,
    name: '샘플 영상.webm',
    status: 'READY',
    size,
    fileKey: key,
    contentType: 'video/webm',
    durationMs: SAMPLE_VIDEO_MS,
    createdAt: now,
    lastActivityAt: now,
    completedAt: now,
  });
  ctx.sampleVideoId = id;
}
