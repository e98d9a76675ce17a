// The roster of a lecture and a student's page (docs/product/learning.md): every enrolled student
// with progress (lib/completion.ts, as the classroom computes it), last activity, quiz best scores,
// submissions waiting for feedback and days left; filters for who is behind or inactive; a CSV for
// Excel.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Roster, RosterRow, StudentPage } from '@academy/api-client/contract';
import * as enrolmentStrings from '@academy/strings/enrolments';
import type { AppServices } from '../../app-env.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import type { AuthUser } from '../../app-env.ts';
import { completedLessons, progressRate } from '../../lib/completion.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import * as accessLogStrings from '@academy/strings/access-log';
import { iso, managedLecture } from '../../lib/lecture-access.ts';
import { enrolmentView } from '../enrolments/enrolments.handlers.ts';
import { lessons } from '../learning/learning.queries.ts';
import * as q from './roster.queries.ts';
import { seoulMinute } from '../../lib/seoul-time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RosterFilters = {
  behindBelow?: number;
  behindDaysLeft?: number;
  inactiveDays?: number;
  status?: 'ACTIVE' | 'ENDED';
};

/** Whether a row passes the filters given (each filter given narrows the list). */
export function matchesFilters(row: RosterRow, filters: RosterFilters, now = Date.now()) {
  if (filters.status && row.enrolment.status !== filters.status) return false;
  if (filters.behindBelow !== undefined && row.progressRate >= filters.behindBelow) return false;
  if (filters.behindDaysLeft !== undefined) {
    const left = row.enrolment.expireDaysLeft;
    if (left === null || left >= filters.behindDaysLeft) return false;
  }
  if (filters.inactiveDays !== undefined && row.lastActivityAt) {
    const idle = (now - new Date(row.lastActivityAt).getTime()) / DAY_MS;
    if (idle < filters.inactiveDays) return false;
  }
  return true;
}

export async function roster(
  deps: AppServices,
  user: AuthUser,
  lectureId: number,
  filters: RosterFilters = {},
): Promise<Roster> {
  const { db } = deps.database;
  const lecture = await managedLecture(db, user, lectureId);
  const [enrolled, lessonRows] = await Promise.all([
    q.enrolmentsOf(db, { lectureId }),
    lessons(db, lectureId),
  ]);
  const quizzes = lessonRows.filter((lesson) => lesson.type === 'QUIZ');
  const detailIds = lessonRows.map((lesson) => lesson.detailId);
  const userIds = enrolled.map((row) => row.student.id);
  const [done, last, best, pending] = await Promise.all([
    Promise.all(userIds.map((id) => completedLessons(db, id, [lectureId]))),
    q.lastActivity(db, [lectureId], userIds),
    q.bestScores(
      db,
      quizzes.map((quiz) => quiz.detailId),
    ),
    q.pendingSubmissions(db, detailIds),
  ]);
  const now = Date.now();
  const rows = enrolled.map(({ enrolment, student }, index): RosterRow => {
    const completed = lessonRows.filter((lesson) => done[index]!.has(lesson.detailId)).length;
    const at = last.get(`${student.id}:${lectureId}`);
    return {
      enrolment: enrolmentView(enrolment, now),
      student,
      progressRate: progressRate(completed, lessonRows.length),
      completedLessons: completed,
      totalLessons: lessonRows.length,
      lastActivityAt: at ? iso(at) : null,
      quizBestScores: quizzes.map((quiz) => ({
        detailId: quiz.detailId,
        bestScore: best.get(`${student.id}:${quiz.detailId}`) ?? null,
      })),
      pendingSubmissions: pending.get(student.id) ?? 0,
    };
  });
  return {
    lectureId,
    lectureTitle: lecture.title,
    quizzes: quizzes.map((quiz) => ({ detailId: quiz.detailId, detailTitle: quiz.detailTitle })),
    rows: rows.filter((row) => matchesFilters(row, filters, now)),
  };
}

/** One CSV field: quoted when needed; a leading =, +, - or @ is defused (Excel formulas). */
export function csvField(value: string | number | null) {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A moment as staff read it in a spreadsheet: Seoul time, `YYYY-MM-DD HH:mm`, which Excel takes as
 * a date and time (an ISO instant in UTC read as text, nine hours off for a Korean reader).
 */
export const seoulDateTime = (iso: string | null) => (iso ? seoulMinute(new Date(iso)) : '');

/** The roster as CSV, UTF-8 with a BOM so Excel reads the Korean correctly. */
export function rosterCsv(data: Roster) {
  const a = enrolmentStrings.admin;
  const header = [
    a.student,
    a.email,
    a.status,
    a.progress,
    a.lastActivity,
    a.daysLeft,
    a.pendingSubmissions,
    ...data.quizzes.map((quiz) => `${a.quizBest}: ${quiz.detailTitle}`),
  ];
  const lines = data.rows.map((row) => [
    row.student.name,
    row.student.userId,
    enrolmentStrings.status[row.enrolment.status],
    `${row.progressRate}%`,
    seoulDateTime(row.lastActivityAt),
    row.enrolment.expireDaysLeft === null ? a.unlimited : row.enrolment.expireDaysLeft,
    row.pendingSubmissions,
    ...row.quizBestScores.map((score) => score.bestScore),
  ]);
  return `\uFEFF${[header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * A student's page: their enrolments with progress and last activity. A teacher sees only the
 * enrolments in their own lectures; an admin all.
 */
export async function studentPage(
  deps: AppServices,
  user: AuthUser,
  studentId: number,
): Promise<StudentPage> {
  const { db } = deps.database;
  const [student] = await db
    .select({ id: users.id, name: users.name, userId: users.email })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT'), isNull(users.withdrawnAt)))
    .limit(1);
  if (!student) throw notFound(enrolmentStrings.errors.studentNotFound);
  const enrolled = await q.enrolmentsOf(db, { userId: studentId });
  const lectureIds = enrolled.map((row) => row.enrolment.lectureId);
  const lectureRows = lectureIds.length
    ? await db
        .select({ id: lectures.id, title: lectures.title, teacherId: lectures.teacherId })
        .from(lectures)
        .where(inArray(lectures.id, lectureIds))
    : [];
  const visible = lectureRows.filter(
    (lecture) => user.role === 'ADMIN' || lecture.teacherId === user.id,
  );
  // A teacher reads only the students of their own lectures (docs/product/roles.md).
  if (visible.length === 0 && user.role !== 'ADMIN')
    throw forbidden(accessLogStrings.errors.notOwnStudent);
  const ids = visible.map((lecture) => lecture.id);
  const [lessonRows, done, last] = await Promise.all([
    lessons(db),
    completedLessons(db, studentId, ids),
    q.lastActivity(db, ids, [studentId]),
  ]);
  const now = Date.now();
  const list = enrolled
    .filter((row) => ids.includes(row.enrolment.lectureId))
    .map(({ enrolment }) => {
      const mine = lessonRows.filter((lesson) => lesson.lectureId === enrolment.lectureId);
      const at = last.get(`${studentId}:${enrolment.lectureId}`);
      return {
        enrolment: enrolmentView(enrolment, now),
        lectureTitle: visible.find((lecture) => lecture.id === enrolment.lectureId)!.title,
        progressRate: progressRate(
          mine.filter((lesson) => done.has(lesson.detailId)).length,
          mine.length,
        ),
        lastActivityAt: at ? iso(at) : null,
      };
    });
  const latest = list
    .map((row) => row.lastActivityAt)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  return { student, lectures: list, lastActivityAt: latest ?? null };
}

/**
 * A student's contacts whole, for the 보기 action: staff, a teacher only for a student of their
 * own lectures (the caller records the read).
 */
export async function studentContact(deps: AppServices, user: AuthUser, studentId: number) {
  const { db } = deps.database;
  const [student] = await db
    .select({
      id: users.id,
      name: users.name,
      userId: users.email,
      studentContact: users.studentContact,
      parentContact: users.parentContact,
    })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT'), isNull(users.withdrawnAt)))
    .limit(1);
  if (!student) throw notFound(enrolmentStrings.errors.studentNotFound);
  if (user.role !== 'ADMIN') {
    const [taught] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(lectures, eq(lectures.id, enrolments.lectureId))
      .where(and(eq(enrolments.userId, studentId), eq(lectures.teacherId, user.id)))
      .limit(1);
    if (!taught) throw forbidden(accessLogStrings.errors.notOwnStudent);
  }
  return student;
}
