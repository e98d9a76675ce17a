// The demo student's playback devices (docs/product/player.md): two devices played on before, so
// the admin's student page shows its 재생 기기 section with something to reset. The demo video is
// packaged as HLS by the server's worker after the seed (it queues finished videos without one).
import { playbackDevices } from '../schema/streaming.ts';
import type { SeedContext } from './context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedPlaybackDevices(ctx: SeedContext) {
  const now = Date.now();
  await ctx.db.insert(playbackDevices).values([
    {
      userId: ctx.users.student.id,
      deviceId: 'demo-device-laptop-0001',
      label: 'Chrome · Windows',
      firstSeenAt: new Date(now - 9 * DAY_MS),
      lastSeenAt: new Date(now - DAY_MS),
    },
    {
      userId: ctx.users.student.id,
      deviceId: 'demo-device-phone-00001',
      label: 'Safari · iOS',
      firstSeenAt: new Date(now - 5 * DAY_MS),
      lastSeenAt: new Date(now - 3 * DAY_MS),
    },
  ]);
}
