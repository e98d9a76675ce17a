// Who may touch which lecture (design 3's authorization rule): a teacher sees and changes only
// their own lectures and everything under them; an admin sees all. Each loader answers 404 for
// an unknown id and 403 LECTURE_FORBIDDEN for another teacher's lecture.
import { and, eq } from 'drizzle-orm';
import { validation } from '@academy/strings/validation';
import type { Database } from '../db/client.ts';
import { enrolments } from '../db/schema/learning.ts';
import { chapters, details, lectures } from '../db/schema/lectures.ts';
import type { AuthUser } from '../app-env.ts';
import { forbidden, notFound } from './errors.ts';

type Reader = Pick<Database, 'select'>;

/** The lecture's row when `user` may manage it. */
export function assertManages(user: AuthUser, lecture: { teacherId: number }) {
  if (user.role !== 'ADMIN' && lecture.teacherId !== user.id) {
    throw forbidden(validation.lecture.forbidden, 'LECTURE_FORBIDDEN');
  }
}

export async function managedLecture(db: Reader, user: AuthUser, lectureId: number) {
  const [lecture] = await db.select().from(lectures).where(eq(lectures.id, lectureId)).limit(1);
  if (!lecture) throw notFound(validation.lecture.notFound);
  assertManages(user, lecture);
  return lecture;
}

export async function managedChapter(db: Reader, user: AuthUser, chapterId: number) {
  const [row] = await db
    .select({ chapter: chapters, teacherId: lectures.teacherId })
    .from(chapters)
    .innerJoin(lectures, eq(lectures.id, chapters.lectureId))
    .where(eq(chapters.id, chapterId))
    .limit(1);
  if (!row) throw notFound(validation.detail.chapterNotFound);
  assertManages(user, row);
  return row.chapter;
}

/** A detail with its chapter and lecture, for any signed-in reader (the classroom). */
export async function detailWithLecture(db: Reader, detailId: number) {
  const [row] = await db
    .select({ detail: details, chapter: chapters, lecture: lectures })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .innerJoin(lectures, eq(lectures.id, chapters.lectureId))
    .where(eq(details.id, detailId))
    .limit(1);
  if (!row) throw notFound(validation.detail.notFound);
  return row;
}

export async function managedDetail(db: Reader, user: AuthUser, detailId: number) {
  const row = await detailWithLecture(db, detailId);
  assertManages(user, row.lecture);
  return row;
}

/**
 * issue 20: a draft lecture exists only for staff (its teacher and admins): anyone else gets the
 * same 404 as for a lecture that does not exist.
 */
export function assertVisible(
  user: Pick<AuthUser, 'id' | 'role'>,
  lecture: { status: string; teacherId: number },
) {
  if (lecture.status !== 'DRAFT' || user.role === 'ADMIN') return;
  if (user.role === 'TEACHER' && lecture.teacherId === user.id) return;
  throw notFound(validation.lecture.notFound);
}

/** ISO 8601 with an offset, as every response gives times. */
export const iso = (date: Date) => date.toISOString();

/**
 * Whether a student is enrolled in a lecture today: every student is enrolled in every lecture
 * from their first visit (design 3) until the lecture's period ends. Issue 20 replaces this body
 * with real enrolments; everything that asks (the lesson chat, its channel) calls only this.
 */
export async function studentEnrolled(
  db: Reader,
  userId: number,
  lecture: { id: number; period: number },
) {
  if (lecture.period === 0) return true;
  const [row] = await db
    .select({ enrolledAt: enrolments.enrolledAt })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.lectureId, lecture.id)))
    .limit(1);
  if (!row) return true; // enrolled on the first visit
  const daysUsed = Math.floor((Date.now() - row.enrolledAt.getTime()) / (24 * 60 * 60 * 1000));
  return daysUsed < lecture.period;
}

/**
 * Who may read a lecture's lessons and their chat: an admin, the lecture's own teacher, and an
 * enrolled student.
 */
export async function mayReadLecture(
  db: Reader,
  user: Pick<AuthUser, 'id' | 'role'>,
  lecture: { id: number; period: number; teacherId: number; status: string },
) {
  if (user.role === 'ADMIN') return true;
  if (user.role === 'TEACHER') return lecture.teacherId === user.id;
  if (lecture.status === 'DRAFT') return false;
  return studentEnrolled(db, user.id, lecture);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days left of a student's enrolment in a lecture (design 3: null when the lecture has no period,
 * or for staff). Every student is enrolled in every lecture from their first visit (issue 20 brings
 * real enrolments): the enrolment is made on first use. The classroom outline reads the same in
 * one prepared query of its own (routes/classroom).
 */
export async function expireDaysLeft(
  db: Pick<Database, 'select' | 'insert'>,
  user: AuthUser,
  lecture: { id: number; period: number },
  /** the enrolment's start when the caller already read it (undefined: read it here) */
  known?: Date | null,
  now = Date.now(),
): Promise<number | null> {
  if (lecture.period === 0 || user.role !== 'STUDENT') return null;
  const mine = and(eq(enrolments.userId, user.id), eq(enrolments.lectureId, lecture.id));
  let [row] = known
    ? [{ enrolledAt: known }]
    : await db.select({ enrolledAt: enrolments.enrolledAt }).from(enrolments).where(mine);
  if (!row) {
    await db
      .insert(enrolments)
      .values({ userId: user.id, lectureId: lecture.id })
      .onConflictDoNothing({ target: [enrolments.userId, enrolments.lectureId] });
    [row] = await db.select({ enrolledAt: enrolments.enrolledAt }).from(enrolments).where(mine);
  }
  const used = row ? Math.floor((now - row.enrolledAt.getTime()) / DAY_MS) : 0;
  return Math.max(0, lecture.period - used);
}

/**
 * design 3: a student records learning (watching, quiz attempts) only in lectures they may read
 * (any signed-in user reads the classroom today) and whose period has not ended: 403 otherwise.
 * Staff read everything but record nothing.
 */
export async function assertMayRecordLearning(
  db: Pick<Database, 'select' | 'insert'>,
  user: AuthUser,
  lecture: { id: number; period: number },
  enrolledAt?: Date | null,
) {
  if (user.role !== 'STUDENT') {
    throw forbidden(validation.learning.studentsOnly);
  }
  const left = await expireDaysLeft(db, user, lecture, enrolledAt);
  if (left === 0) throw forbidden(validation.learning.periodEnded, 'PERIOD_ENDED');
}
