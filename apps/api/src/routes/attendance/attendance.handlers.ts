// Attendance of LIVE lessons (docs/product/learning.md: a live lesson completes when staff mark
// attendance or its recording is watched). Staff read who completed the lecture's live lessons and
// mark a student present; the mark is a lesson_completions row, insert-only like every completion,
// so marking twice changes nothing and a lesson completed (by either way) stays completed.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AttendanceRequest, LectureAttendance } from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { chapters, details } from '../../db/schema/lectures.ts';
import { lessonCompletions } from '../../db/schema/progress.ts';
import { users } from '../../db/schema/users.ts';
import { recordCompletion } from '../../lib/completion.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { iso, managedDetail, managedLecture, studentEnrolment } from '../../lib/lecture-access.ts';

const m = validation.attendance;

/** A LIVE lesson completes by attendance or by its recording; other reasons do not apply. */
const liveReason = (reason: string) => (reason === 'ATTENDED' ? 'ATTENDED' : 'WATCHED');

/** GET /api/admin/lectures/{id}/attendance */
export async function lectureAttendance(
  deps: AppServices,
  user: AuthUser,
  lectureId: number,
): Promise<LectureAttendance> {
  const { db } = deps.database;
  const lecture = await managedLecture(db, user, lectureId);
  const lessons = await db
    .select({ detailId: details.id, detailTitle: details.title })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .where(and(eq(chapters.lectureId, lecture.id), eq(details.type, 'LIVE')))
    .orderBy(
      asc(chapters.chapterOrder),
      asc(chapters.id),
      asc(details.detailOrder),
      asc(details.id),
    );
  const students = await db
    .select({ id: users.id, name: users.name, userId: users.email })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(eq(enrolments.lectureId, lecture.id))
    .orderBy(asc(users.name), asc(users.id));
  const done =
    lessons.length === 0 || students.length === 0
      ? []
      : await db
          .select()
          .from(lessonCompletions)
          .where(
            and(
              inArray(
                lessonCompletions.detailId,
                lessons.map((lesson) => lesson.detailId),
              ),
              inArray(
                lessonCompletions.userId,
                students.map((student) => student.id),
              ),
            ),
          );
  return {
    lectureId: lecture.id,
    lessons,
    students: students.map((student) => ({
      ...student,
      completed: done
        .filter((row) => row.userId === student.id)
        .map((row) => ({
          detailId: row.detailId,
          reason: liveReason(row.reason),
          completedAt: iso(row.completedAt),
        })),
    })),
  };
}

/** PUT /api/admin/lectures/attendance: the student attended the live lesson. */
export async function markAttendance(deps: AppServices, user: AuthUser, input: AttendanceRequest) {
  const { db } = deps.database;
  const { detail, lecture } = await managedDetail(db, user, input.lectureDetailId);
  if (detail.type !== 'LIVE') throw badRequest(m.notLive, { field: 'lectureDetailId' });
  // Any enrolment, even one whose period ended: staff record what happened in class.
  if (!(await studentEnrolment(db, input.userId, lecture.id))) throw notFound(m.notEnrolled);
  const row = await db.transaction(async (tx) => {
    await recordCompletion(tx, input.userId, detail.id, 'ATTENDED');
    const [kept] = await tx
      .select()
      .from(lessonCompletions)
      .where(
        and(eq(lessonCompletions.userId, input.userId), eq(lessonCompletions.detailId, detail.id)),
      );
    return kept!;
  });
  return {
    userId: row.userId,
    detailId: row.detailId,
    reason: liveReason(row.reason),
    completedAt: iso(row.completedAt),
  };
}
