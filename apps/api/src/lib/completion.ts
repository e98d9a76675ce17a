// Which lessons a student completed (docs/product/learning.md): VIDEO and LIVE by watched time,
// QUIZ by the best attempt (both recorded in lesson_completions when they happen), OTHER by a
// passed submission. Both sources only ever gain rows, so a lesson completed stays completed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { submissions } from '../db/schema/learning.ts';
import { chapters, details } from '../db/schema/lectures.ts';
import { lessonCompletions, studyDays } from '../db/schema/progress.ts';
import { seoulDay } from './seoul-time.ts';

type Reader = Pick<Database, 'select'>;

/** detailId -> when it was completed, for the student's lessons (of `lectureIds`, or all). */
export async function completedLessons(
  db: Reader,
  userId: number,
  lectureIds?: number[],
): Promise<Map<number, Date>> {
  if (lectureIds?.length === 0) return new Map();
  const inLectures = lectureIds ? inArray(chapters.lectureId, lectureIds) : undefined;
  const [recorded, passed] = await Promise.all([
    db
      .select({ detailId: lessonCompletions.detailId, at: lessonCompletions.completedAt })
      .from(lessonCompletions)
      .innerJoin(details, eq(details.id, lessonCompletions.detailId))
      .innerJoin(chapters, eq(chapters.id, details.chapterId))
      .where(and(eq(lessonCompletions.userId, userId), inLectures)),
    db
      .select({
        detailId: submissions.detailId,
        at: sql<Date>`coalesce(${submissions.feedbackAt}, ${submissions.submittedAt})`.mapWith(
          submissions.submittedAt,
        ),
      })
      .from(submissions)
      .innerJoin(details, eq(details.id, submissions.detailId))
      .innerJoin(chapters, eq(chapters.id, details.chapterId))
      .where(and(eq(submissions.userId, userId), eq(submissions.isCompleted, true), inLectures)),
  ]);
  const done = new Map<number, Date>();
  for (const row of [...recorded, ...passed]) {
    const known = done.get(row.detailId);
    if (!known || row.at < known) done.set(row.detailId, row.at);
  }
  return done;
}

/** Completed lessons / all lessons of the lecture, a whole percent (docs/product/learning.md). */
export const progressRate = (completed: number, total: number) =>
  total === 0 ? 0 : Math.round((completed / total) * 100);

/** Records a completion once; a later call changes nothing (completed stays completed). */
export async function recordCompletion(
  db: Pick<Database, 'insert'>,
  userId: number,
  detailId: number,
  reason: (typeof lessonCompletions.$inferInsert)['reason'],
) {
  const [row] = await db
    .insert(lessonCompletions)
    .values({ userId, detailId, reason })
    .onConflictDoNothing({ target: [lessonCompletions.userId, lessonCompletions.detailId] })
    .returning({ completedAt: lessonCompletions.completedAt });
  /** when it was completed now; undefined when it already was */
  return row?.completedAt;
}

/** Korea's calendar day of `now`: study streaks follow the students' days. */
export function studyDay(now = new Date()) {
  return seoulDay(now);
}

/** The last study day this process wrote per user: a report every 10 s writes it once a day. */
const recordedDays = new Map<number, string>();

/** Marks today as a study day (one row a day; another process writing it too is harmless). */
export async function recordStudyDay(db: Pick<Database, 'insert'>, userId: number, now?: Date) {
  const day = studyDay(now);
  if (recordedDays.get(userId) === day) return;
  if (recordedDays.size > 100_000) recordedDays.clear();
  await db
    .insert(studyDays)
    .values({ userId, day })
    .onConflictDoNothing({ target: [studyDays.userId, studyDays.day] });
  recordedDays.set(userId, day);
}
