// The watch_progress row of one student and lesson, and the content facts a report is checked
// against.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { chapters, contents, details, lectures } from '../../db/schema/lectures.ts';
import { lessonCompletions, watchProgress } from '../../db/schema/progress.ts';
import type { Tx } from '../../app-env.ts';

const mine = (userId: number, detailId: number) =>
  and(eq(watchProgress.userId, userId), eq(watchProgress.detailId, detailId));

/**
 * Everything a report is checked against, in one round trip (a report arrives every 10 s from
 * every student watching): the lesson, its lecture, its video, the student's enrolment and
 * whether the lesson is already completed. Null: no such lesson.
 */
export async function reportTarget(db: Pick<Database, 'select'>, userId: number, detailId: number) {
  const [row] = await db
    .select({
      detail: { id: details.id, type: details.type },
      lecture: {
        id: lectures.id,
        period: lectures.period,
        completionThreshold: lectures.completionThreshold,
      },
      videoId: contents.videoId,
      videoDuration: contents.videoDuration,
      enrolledAt: enrolments.enrolledAt,
      completedAt: lessonCompletions.completedAt,
    })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .innerJoin(lectures, eq(lectures.id, chapters.lectureId))
    .leftJoin(contents, eq(contents.detailId, details.id))
    .leftJoin(enrolments, and(eq(enrolments.lectureId, lectures.id), eq(enrolments.userId, userId)))
    .leftJoin(
      lessonCompletions,
      and(eq(lessonCompletions.detailId, details.id), eq(lessonCompletions.userId, userId)),
    )
    .where(eq(details.id, detailId))
    .limit(1);
  return row ?? null;
}

/**
 * The student's row, locked until the transaction ends: two reports at once (the 10 s batch and a
 * pagehide beacon) are merged one after the other, so neither's intervals are lost. Created on the
 * first report with the length measured then. One statement: an upsert locks the row it returns.
 */
export async function lockedWatchRow(tx: Tx, userId: number, detailId: number, durationMs: number) {
  const [row] = await tx
    .insert(watchProgress)
    .values({ userId, detailId, durationMs, positionAt: new Date(0) })
    .onConflictDoUpdate({
      target: [watchProgress.userId, watchProgress.detailId],
      set: { userId: sql`excluded.user_id` },
    })
    .returning();
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
