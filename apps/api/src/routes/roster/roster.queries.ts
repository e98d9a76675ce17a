// What the roster reads for one lecture, grouped by student in one query each: enrolments with
// the students, last activity, quiz best scores and submissions waiting for feedback.
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrolments, submissions } from '../../db/schema/learning.ts';
import { chapters, details } from '../../db/schema/lectures.ts';
import { quizAttempts, watchProgress } from '../../db/schema/progress.ts';
import { users } from '../../db/schema/users.ts';

type Reader = Pick<Database, 'select'>;

/** The lecture's enrolments (of one student, or all) with the students. */
export function enrolmentsOf(db: Reader, where: { lectureId?: number; userId?: number }) {
  return db
    .select({
      enrolment: enrolments,
      student: { id: users.id, name: users.name, userId: users.email },
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(
      and(
        where.lectureId === undefined ? undefined : eq(enrolments.lectureId, where.lectureId),
        where.userId === undefined ? undefined : eq(enrolments.userId, where.userId),
      ),
    )
    .orderBy(users.name, users.id);
}

/** The latest watch, attempt or submission per student and lecture. */
export async function lastActivity(db: Reader, lectureIds: number[], userIds: number[]) {
  if (lectureIds.length === 0 || userIds.length === 0) return new Map<string, Date>();
  const lectureOf = sql<number>`${chapters.lectureId}`;
  const sources = [
    { table: watchProgress, at: watchProgress.updatedAt },
    { table: quizAttempts, at: quizAttempts.createdAt },
    { table: submissions, at: submissions.submittedAt },
  ] as const;
  const found = new Map<string, Date>();
  for (const source of sources) {
    const rows = await db
      .select({ userId: source.table.userId, lectureId: lectureOf, at: max(source.at) })
      .from(source.table)
      .innerJoin(details, eq(details.id, source.table.detailId))
      .innerJoin(chapters, eq(chapters.id, details.chapterId))
      .where(and(inArray(chapters.lectureId, lectureIds), inArray(source.table.userId, userIds)))
      .groupBy(source.table.userId, chapters.lectureId);
    for (const row of rows) {
      if (!row.at) continue;
      const key = `${row.userId}:${row.lectureId}`;
      const at = new Date(row.at);
      const known = found.get(key);
      if (!known || at > known) found.set(key, at);
    }
  }
  return found;
}

/** Best quiz score per student and quiz lesson of a lecture. */
export async function bestScores(db: Reader, detailIds: number[]) {
  if (detailIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      userId: quizAttempts.userId,
      detailId: quizAttempts.detailId,
      best: max(quizAttempts.score),
    })
    .from(quizAttempts)
    .where(inArray(quizAttempts.detailId, detailIds))
    .groupBy(quizAttempts.userId, quizAttempts.detailId);
  return new Map(rows.map((row) => [`${row.userId}:${row.detailId}`, row.best ?? 0]));
}

/** Submissions waiting for feedback per student, in the lessons given. */
export async function pendingSubmissions(db: Reader, detailIds: number[]) {
  if (detailIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ userId: submissions.userId, count: sql<number>`count(*)::int` })
    .from(submissions)
    .where(and(inArray(submissions.detailId, detailIds), isNull(submissions.feedbackAt)))
    .groupBy(submissions.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}
