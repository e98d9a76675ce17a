// The demo lessons' video on the local video host: a clip committed to the repo, long enough to
// try watching (resume, completion at 90 %), made once with Debian's ffmpeg 5.1 so seeding needs no
// ffmpeg: 75 s, 320x180 at 12 fps, VP9 + Opus WebM (784 KB) of a moving test pattern with a beep a
// second:
//   ffmpeg -f lavfi -i testsrc2=size=320x180:rate=12:duration=75 \
//     -f lavfi -i "sine=frequency=440:beep_factor=4:duration=75,volume=0.2" \
//     -c:v libvpx-vp9 -b:v 70k -crf 40 -deadline good -cpu-used 5 -row-mt 1 -g 120 \
//     -c:a libopus -b:a 16k -ac 1 demo-lesson.webm
// The 5 s sample.webm (the same recipe, 5 s) stays for the upload tests and journeys, where a
// small file keeps them quick. seedLectures uses ctx.sampleVideoId for its video details.
import { copyFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { API_DIR } from '../../paths.ts';
import { videos } from '../schema/videos.ts';
import { newVideoId, videoDirs } from '../../lib/video-host/local-host.ts';
import type { SeedContext } from './context.ts';

export const SAMPLE_VIDEO = path.join(API_DIR, 'src/db/seed/assets/sample.webm');
/** The demo lesson's length in whole seconds (its WebM Duration element: 75,008 ms): watch
 * reports are checked against it (contents.video_duration). */
export const DEMO_VIDEO_SECONDS = 75;
const DEMO_VIDEO_MS = 75_008;
export const DEMO_VIDEO = path.join(API_DIR, 'src/db/seed/assets/demo-lesson.webm');

export async function seedVideos(ctx: SeedContext) {
  const id = newVideoId();
  const dirs = videoDirs(ctx.dataDir);
  await mkdir(dirs.library, { recursive: true });
  const key = `library/${id}`;
  await copyFile(DEMO_VIDEO, path.join(dirs.root, key));
  const { size } = await stat(DEMO_VIDEO);
  const now = new Date();
  await ctx.db.insert(videos).values({
    id,
    ownerId: ctx.users.teacher.id,
    name: '데모 강의 영상.webm',
    status: 'READY',
    size,
    fileKey: key,
    contentType: 'video/webm',
    durationMs: DEMO_VIDEO_MS,
    createdAt: now,
    lastActivityAt: now,
    completedAt: now,
  });
  ctx.sampleVideoId = id;
}
