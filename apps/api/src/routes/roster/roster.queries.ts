// What the roster reads for one lecture: enrolments with the students and their kept progress
// (completed lessons, last activity: lib/enrolment-progress.ts), filtered on those columns' indexes,
// then for one batch of them (a page, or a slice of the CSV) their quiz best scores and
// submissions waiting for feedback. Every read of a batch is bounded by its students, so a
// lecture of 10,000 costs a page what a lecture of 10 does.
import { and, asc, count, desc, eq, inArray, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrolments, submissions } from '../../db/schema/learning.ts';
import { chapters, details } from '../../db/schema/lectures.ts';
import { quizAttempts, watchProgress } from '../../db/schema/progress.ts';
import { users } from '../../db/schema/users.ts';

type Reader = Pick<Database, 'select'>;

type EnrolmentsWhere = {
  lectureId?: number;
  userId?: number;
  status?: 'ACTIVE' | 'ENDED';
  /** keyset: only the students after this one in the roster's order (name, then id) */
  after?: { name: string; id: number };
  /** only enrolments with at most this many lessons completed (the kept count) */
  completedAtMost?: number;
  /** only enrolments without activity since this moment (or none at all) */
  inactiveSince?: Date;
};

const enrolmentsWhere = (where: EnrolmentsWhere) =>
  and(
    where.lectureId === undefined ? undefined : eq(enrolments.lectureId, where.lectureId),
    where.userId === undefined ? undefined : eq(enrolments.userId, where.userId),
    where.status === undefined ? undefined : eq(enrolments.status, where.status),
    // a row comparison: the name index is walked from there
    where.after === undefined
      ? undefined
      : sql`(${users.name}, ${users.id}) > (${where.after.name}, ${where.after.id})`,
    where.completedAtMost === undefined
      ? undefined
      : lte(enrolments.completedLessons, where.completedAtMost),
    where.inactiveSince === undefined
      ? undefined
      : or(isNull(enrolments.lastActivityAt), lte(enrolments.lastActivityAt, where.inactiveSince)),
  );

/** Whether the student's email is verified (docs/product/security.md: email verification). */
export const emailVerified = () => sql<boolean>`${users.emailVerifiedAt} is not null`;

/**
 * The lecture's enrolments (of one student, or all) with the students, by name (`backwards`: from
 * the last name, the same index walked the other way).
 */
export function enrolmentsOf(db: Reader, where: EnrolmentsWhere, backwards = false) {
  const order = backwards ? desc : asc;
  return db
    .select({
      enrolment: enrolments,
      student: {
        id: users.id,
        name: users.name,
        userId: users.email,
        emailVerified: emailVerified(),
      },
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(enrolmentsWhere(where))
    .orderBy(order(users.name), order(users.id));
}
export type EnrolledRow = Awaited<ReturnType<typeof enrolmentsOf>>[number];

/**
 * How many enrolments match (the roster's total): counted on the enrolments' own index, without
 * the students (every enrolment has one; the keyset, which reads their names, is not used here).
 */
export async function enrolmentCount(db: Reader, where: Omit<EnrolmentsWhere, 'after'>) {
  const [row] = await db.select({ count: count() }).from(enrolments).where(enrolmentsWhere(where));
  return row?.count ?? 0;
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

/**
 * For a batch of students: the best quiz score per student and quiz lesson, and the submissions
 * waiting for feedback per student in the lecture's lessons. One statement (a union of the two
 * counts), so PGlite's one connection answers it once, not twice in turn.
 */
export async function scoresAndPending(
  db: Reader,
  { quizIds, detailIds, userIds }: { quizIds: number[]; detailIds: number[]; userIds: number[] },
) {
  const best = new Map<string, number>();
  const pending = new Map<number, number>();
  if (detailIds.length === 0 || userIds.length === 0) return { best, pending };
  const waiting = db
    .select({
      userId: submissions.userId,
      detailId: sql<number | null>`null::int`,
      value: sql<number>`count(*)::int`,
    })
    .from(submissions)
    .where(
      and(
        inArray(submissions.userId, userIds),
        inArray(submissions.detailId, detailIds),
        isNull(submissions.feedbackAt),
      ),
    )
    .groupBy(submissions.userId);
  const rows =
    quizIds.length === 0
      ? await waiting
      : await db
          .select({
            userId: quizAttempts.userId,
            detailId: sql<number | null>`${quizAttempts.detailId}`,
            value: sql<number>`max(${quizAttempts.score})::int`,
          })
          .from(quizAttempts)
          .where(
            and(inArray(quizAttempts.userId, userIds), inArray(quizAttempts.detailId, quizIds)),
          )
          .groupBy(quizAttempts.userId, quizAttempts.detailId)
          .unionAll(waiting);
  for (const row of rows) {
    if (row.detailId === null) pending.set(row.userId, Number(row.value));
    else best.set(`${row.userId}:${row.detailId}`, Number(row.value));
  }
  return { best, pending };
}
