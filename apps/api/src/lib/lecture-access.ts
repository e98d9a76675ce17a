// Who may touch which lecture (design 3's authorization rule): a teacher sees and changes only
// their own lectures and everything under them; an admin sees all. Each loader answers 404 for
// an unknown id and 403 LECTURE_FORBIDDEN for another teacher's lecture.
import { eq } from 'drizzle-orm';
import { validation } from '@academy/ui/strings/validation';
import type { Database } from '../db/client.ts';
import { chapters, details, lectures } from '../db/schema/lectures.ts';
import type { AuthUser } from './auth/middleware.ts';
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

/** ISO 8601 with an offset, as every response gives times. */
export const iso = (date: Date) => date.toISOString();
