// Attendance of LIVE lessons (docs/product/learning.md: live lessons). Staff read, for a lecture's
// live lessons, which students with an open enrolment completed each and how they were marked,
// mark several students at once (출석, 지각, 결석, 공결) and undo or change a mark on the Korean day
// it was made. 출석 and 지각 complete the lesson: the completion row is recorded with the mark and,
// when the mark itself added it, taken back with it (a lesson completed by its recording stays).
import { maskEmail } from '../../lib/masking.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  COMPLETING_ATTENDANCE,
  type AttendanceMark,
  type AttendanceStatus,
  type LectureAttendance,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import type { AppServices, AuthUser, Tx } from '../../app-env.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { chapters, details } from '../../db/schema/lectures.ts';
import { lessonCompletions, liveAttendance } from '../../db/schema/progress.ts';
import { users } from '../../db/schema/users.ts';
import { recordCompletion, studyDay } from '../../lib/completion.ts';
import { keepProgress } from '../../lib/enrolment-progress.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { enrolmentOpen, iso, managedDetail, managedLecture } from '../../lib/lecture-access.ts';

const m = validation.attendance;

/** A LIVE lesson completes by attendance or by its recording; other reasons do not apply. */
const liveReason = (reason: string) => (reason === 'ATTENDED' ? 'ATTENDED' : 'WATCHED');

type MarkRow = typeof liveAttendance.$inferSelect;

/** A mark may be undone or changed on the Korean calendar day it was made. */
const undoable = (row: Pick<MarkRow, 'markedAt'>, now: Date) =>
  studyDay(row.markedAt) === studyDay(now);

const markView = (row: MarkRow, now: Date): AttendanceMark => ({
  detailId: row.detailId,
  status: row.status,
  markedAt: iso(row.markedAt),
  undoable: undoable(row, now),
});

/** GET /api/admin/lectures/{id}/attendance */
export async function lectureAttendance(
  deps: AppServices,
  user: AuthUser,
  lectureId: number,
): Promise<LectureAttendance> {
  const { db } = deps.database;
  const lecture = await managedLecture(db, user, lectureId);
  const now = new Date();
  const lessons = await db
    .select({
      detailId: details.id,
      detailTitle: details.title,
      startsAt: details.liveStartsAt,
    })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .where(and(eq(chapters.lectureId, lecture.id), eq(details.type, 'LIVE')))
    .orderBy(
      asc(chapters.chapterOrder),
      asc(chapters.id),
      asc(details.detailOrder),
      asc(details.id),
    );
  const enrolled = await db
    .select({
      id: users.id,
      name: users.name,
      userId: users.email,
      status: enrolments.status,
      startsAt: enrolments.startsAt,
      endsAt: enrolments.endsAt,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(eq(enrolments.lectureId, lecture.id))
    .orderBy(asc(users.name), asc(users.id));
  // Ended (by date or by staff) enrolments are not offered.
  // Emails masked, as every staff list shows them (docs/product/security.md: least exposure).
  const students = enrolled
    .filter((row) => enrolmentOpen(row, now.getTime()))
    .map((row) => ({ ...row, userId: maskEmail(row.userId) }));
  const detailIds = lessons.map((lesson) => lesson.detailId);
  const userIds = students.map((student) => student.id);
  const none = detailIds.length === 0 || userIds.length === 0;
  const [done, marks] = none
    ? [[], []]
    : await Promise.all([
        db
          .select()
          .from(lessonCompletions)
          .where(
            and(
              inArray(lessonCompletions.detailId, detailIds),
              inArray(lessonCompletions.userId, userIds),
            ),
          ),
        db
          .select()
          .from(liveAttendance)
          .where(
            and(
              inArray(liveAttendance.detailId, detailIds),
              inArray(liveAttendance.userId, userIds),
            ),
          ),
      ]);
  return {
    lectureId: lecture.id,
    lessons: lessons.map((lesson) => ({
      ...lesson,
      startsAt: lesson.startsAt ? iso(lesson.startsAt) : null,
    })),
    students: students.map(({ id, name, userId }) => ({
      id,
      name,
      userId,
      completed: done
        .filter((row) => row.userId === id)
        .map((row) => ({
          detailId: row.detailId,
          reason: liveReason(row.reason),
          completedAt: iso(row.completedAt),
        })),
      marks: marks.filter((row) => row.userId === id).map((row) => markView(row, now)),
    })),
  };
}

/**
 * The live lesson staff may mark and the students' marks so far. Every student must have an open
 * enrolment (none at all: 404; ended or cancelled: 409), and every existing mark must be today's
 * (409): one refused student refuses the whole request.
 */
async function markable(deps: AppServices, user: AuthUser, detailId: number, userIds: number[]) {
  const { db } = deps.database;
  const { detail, lecture } = await managedDetail(db, user, detailId);
  if (detail.type !== 'LIVE') throw badRequest(m.notLive, { field: 'lectureDetailId' });
  const rows = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.lectureId, lecture.id), inArray(enrolments.userId, userIds)));
  const now = new Date();
  for (const userId of userIds) {
    const row = rows.find((enrolment) => enrolment.userId === userId);
    if (!row) throw notFound(m.notEnrolled);
    if (!enrolmentOpen(row, now.getTime())) throw conflict(m.enrolmentEnded);
  }
  return { detail, lecture, now };
}

async function marksOf(tx: Tx, detailId: number, userIds: number[]) {
  return tx
    .select()
    .from(liveAttendance)
    .where(and(eq(liveAttendance.detailId, detailId), inArray(liveAttendance.userId, userIds)));
}

/** Takes back the completion a mark recorded (a completion by the recording is not the mark's). */
async function takeBackCompletion(tx: Tx, userId: number, detailId: number) {
  await tx
    .delete(lessonCompletions)
    .where(
      and(
        eq(lessonCompletions.userId, userId),
        eq(lessonCompletions.detailId, detailId),
        eq(lessonCompletions.reason, 'ATTENDED'),
      ),
    );
}

/** PUT /api/admin/lectures/attendance: the students' mark for the lesson, in one transaction. */
export async function markAttendance(
  deps: AppServices,
  user: AuthUser,
  input: { lectureDetailId: number; userIds: number[]; status: AttendanceStatus },
) {
  const { detail, lecture, now } = await markable(deps, user, input.lectureDetailId, input.userIds);
  const completes = COMPLETING_ATTENDANCE.includes(input.status);
  const rows = await deps.database.db.transaction(async (tx) => {
    const before = await marksOf(tx, detail.id, input.userIds);
    if (before.some((row) => !undoable(row, now))) throw conflict(m.undoSameDay);
    const written: MarkRow[] = [];
    for (const userId of input.userIds) {
      const old = before.find((row) => row.userId === userId);
      let completedLesson = old?.completedLesson ?? false;
      if (completes && !completedLesson) {
        completedLesson = (await recordCompletion(tx, userId, detail.id, 'ATTENDED')) !== undefined;
      } else if (!completes && completedLesson) {
        await takeBackCompletion(tx, userId, detail.id);
        completedLesson = false;
      }
      const values = {
        userId,
        detailId: detail.id,
        status: input.status,
        markedAt: now,
        markedBy: user.id,
        completedLesson,
      };
      const [row] = await tx
        .insert(liveAttendance)
        .values(values)
        .onConflictDoUpdate({
          target: [liveAttendance.userId, liveAttendance.detailId],
          set: { status: values.status, markedAt: now, markedBy: user.id, completedLesson },
        })
        .returning();
      written.push(row!);
    }
    // a completion recorded or taken back: the enrolments' kept progress (docs/decisions/048)
    await keepProgress(tx, { userId: input.userIds, lectureId: lecture.id });
    return written;
  });
  return rows.map((row) => ({ userId: row.userId, ...markView(row, now) }));
}

/** POST /api/admin/lectures/attendance/undo: today's marks go, with what they completed. */
export async function undoAttendance(
  deps: AppServices,
  user: AuthUser,
  input: { lectureDetailId: number; userIds: number[] },
) {
  const { db } = deps.database;
  const { detail, lecture } = await managedDetail(db, user, input.lectureDetailId);
  if (detail.type !== 'LIVE') throw badRequest(m.notLive, { field: 'lectureDetailId' });
  const now = new Date();
  await db.transaction(async (tx) => {
    const marks = await marksOf(tx, detail.id, input.userIds);
    if (marks.length !== input.userIds.length) throw notFound(m.nothingToUndo);
    if (marks.some((row) => !undoable(row, now))) throw conflict(m.undoSameDay);
    for (const mark of marks) {
      if (mark.completedLesson) await takeBackCompletion(tx, mark.userId, detail.id);
    }
    await keepProgress(tx, { userId: input.userIds, lectureId: lecture.id });
    await tx
      .delete(liveAttendance)
      .where(
        and(eq(liveAttendance.detailId, detail.id), inArray(liveAttendance.userId, input.userIds)),
      );
  });
  return { detailId: detail.id, userIds: input.userIds };
}
