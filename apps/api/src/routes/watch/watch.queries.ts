// The watch_progress row of one student and lesson, and the content facts a report is checked
// against.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contents } from '../../db/schema/lectures.ts';
import { lessonCompletions, watchProgress } from '../../db/schema/progress.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const mine = (userId: number, detailId: number) =>
  and(eq(watchProgress.userId, userId), eq(watchProgress.detailId, detailId));

/** The video of a lesson and its known length in seconds (null: not given). */
export async function lessonVideo(db: Pick<Database, 'select'>, detailId: number) {
  const [row] = await db
    .select({ videoId: contents.videoId, videoDuration: contents.videoDuration })
    .from(contents)
    .where(eq(contents.detailId, detailId));
  return row ?? null;
}

/**
 * The student's row, locked until the transaction ends: two reports at once (the 10 s batch and a
 * pagehide beacon) are merged one after the other, so neither's intervals are lost. Created on the
 * first report with the length measured then.
 */
export async function lockedWatchRow(tx: Tx, userId: number, detailId: number, durationMs: number) {
  await tx
    .insert(watchProgress)
    .values({ userId, detailId, durationMs, positionAt: new Date(0) })
    .onConflictDoNothing({ target: [watchProgress.userId, watchProgress.detailId] });
  const [row] = await tx.select().from(watchProgress).where(mine(userId, detailId)).for('update');
  return row!;
}

export async function saveWatchRow(
  tx: Tx,
  userId: number,
  detailId: number,
  values: {
    intervals: number[];
    watchedMs: number;
    durationMs: number;
    lastPositionMs: number;
    positionAt: Date;
  },
) {
  await tx
    .update(watchProgress)
    .set({ ...values, updatedAt: sql`now()` })
    .where(mine(userId, detailId));
}

export async function watchRow(db: Pick<Database, 'select'>, userId: number, detailId: number) {
  const [row] = await db
    .select({
      progress: watchProgress,
      completedAt: lessonCompletions.completedAt,
    })
    .from(watchProgress)
    .leftJoin(
      lessonCompletions,
      and(
        eq(lessonCompletions.userId, watchProgress.userId),
        eq(lessonCompletions.detailId, watchProgress.detailId),
      ),
    )
    .where(mine(userId, detailId));
  return row ?? null;
}

export async function completionOf(db: Pick<Database, 'select'>, userId: number, detailId: number) {
  const [row] = await db
    .select({ completedAt: lessonCompletions.completedAt })
    .from(lessonCompletions)
    .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.detailId, detailId)));
  return row?.completedAt ?? null;
}
