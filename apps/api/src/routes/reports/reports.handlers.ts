// Who may read one student's week, and the staff's 보고서 보내기 (docs/product/reports.md). The
// student themself, a guardian linked to them (guardian_links), and staff who may see the student
// (a teacher only a student of their own lectures, and only those lectures; an admin all). Anyone
// else is answered as if the student did not exist.
import { and, eq, isNull } from 'drizzle-orm';
import type { StudentOverview } from '@academy/api-client/contract';
import * as accessLogStrings from '@academy/strings/access-log';
import * as reportStrings from '@academy/strings/reports';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { guardianLinks } from '../../db/schema/guardians.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { enqueueReport, guardiansOf, overviewLink } from '../../lib/jobs/weekly-report.ts';
import { seoulDay, seoulWeek, type SeoulWeek } from '../../lib/seoul-time.ts';
import { weekSummaries, type ReportScope } from './reports.queries.ts';

type Reader = AppServices['database']['db'];

export const isStaff = (user: AuthUser) => user.role === 'TEACHER' || user.role === 'ADMIN';

/** The week asked for (any of its days), or this week. */
export const weekOf = (day: string | undefined) => seoulWeek(day ?? new Date());

/**
 * The student when `user` may read their week, with the scope of what they see; 404 for an
 * unknown student and for a caller with no tie to them, 403 for a teacher who does not teach them.
 */
export async function readableStudent(db: Reader, user: AuthUser, studentId: number) {
  const [student] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT'), isNull(users.withdrawnAt)))
    .limit(1);
  if (!student) throw notFound(reportStrings.errors.studentNotFound);
  if (user.id === studentId || user.role === 'ADMIN') return { student, scope: {} };
  if (user.role === 'TEACHER') {
    const [taught] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(lectures, eq(lectures.id, enrolments.lectureId))
      .where(and(eq(enrolments.userId, studentId), eq(lectures.teacherId, user.id)))
      .limit(1);
    if (!taught) throw forbidden(accessLogStrings.errors.notOwnStudent);
    return { student, scope: { teacherId: user.id } satisfies ReportScope };
  }
  const [link] = await db
    .select({ id: guardianLinks.id })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.studentId, studentId), eq(guardianLinks.guardianId, user.id)))
    .limit(1);
  if (!link) throw notFound(reportStrings.errors.studentNotFound);
  return { student, scope: {} };
}

/** GET /api/students/{id}/overview */
export async function studentOverview(
  deps: AppServices,
  user: AuthUser,
  studentId: number,
  week: SeoulWeek,
): Promise<StudentOverview> {
  const { db } = deps.database;
  const { student, scope } = await readableStudent(db, user, studentId);
  const [summary] = await weekSummaries(db, [student], week, scope);
  return summary!;
}

/**
 * POST /api/admin/students/{id}/report: the week's report to the student and their guardians
 * now, through the outbox (the whole week, whoever sends it). Once a day per week and recipient: a second press the same Seoul day
 * writes nothing (messages 0).
 */
export async function sendReport(
  deps: AppServices,
  user: AuthUser,
  studentId: number,
  week: SeoulWeek,
  now = new Date(),
) {
  const { db } = deps.database;
  // Who may send is who may read; what is sent is the whole week, as the weekly report (a
  // teacher's page shows only their lectures, the guardian's message shows every one).
  const { student } = await readableStudent(db, user, studentId);
  return db.transaction(async (tx) => {
    const [summary] = await weekSummaries(tx, [student], week, { now: now.getTime() });
    const guardians = await guardiansOf(tx, [studentId]);
    const recipients = guardians.get(studentId) ?? [];
    const messages = await enqueueReport(
      tx,
      summary!,
      recipients,
      overviewLink(deps.env.CLASSROOM_URL, studentId, week),
      `staff-report:${week.start}:${seoulDay(now)}`,
    );
    return { messages, recipients: recipients.length + 1 };
  });
}
