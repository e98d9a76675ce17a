// A week's watched time (docs/product/reports.md): each watch report that grows the merged set of
// watched parts adds that growth to the student's Seoul day for the lecture. Rewatching adds
// nothing, as completion counts it; the day's row is one upsert, so concurrent reports add up.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { watchDays } from '../db/schema/reports.ts';
import { seoulDay } from './seoul-time.ts';

export async function recordWatchedTime(
  db: Pick<Database, 'insert'>,
  userId: number,
  lectureId: number,
  addedMs: number,
  now = new Date(),
) {
  if (addedMs <= 0) return;
  await db
    .insert(watchDays)
    .values({ userId, lectureId, day: seoulDay(now), watchedMs: addedMs })
    .onConflictDoUpdate({
      target: [watchDays.userId, watchDays.day, watchDays.lectureId],
      set: { watchedMs: sql`${watchDays.watchedMs} + excluded.watched_ms` },
    });
}
