// The reads of enrolments and 수강 신청: the accounts staff may enrol, an enrolment with its
// lecture, and the request rows as every screen shows them.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import * as enrolmentStrings from '@academy/strings/enrolments';
import type { AuthUser } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { enrolmentRequests, enrolments } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/errors.ts';
import { assertManages, iso } from '../../lib/lecture-access.ts';

type Reader = Pick<Database, 'select'>;

const e = enrolmentStrings.errors;

/** An account that can sign in: neither withdrawn nor disabled. */
const usable = () => and(isNull(users.withdrawnAt), isNull(users.disabledAt));

/** An active student account (404 otherwise: a teacher, a withdrawn or a disabled account). */
export async function studentById(db: Reader, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'STUDENT'), usable()))
    .limit(1);
  if (!row) throw notFound(e.studentNotFound);
  return row;
}

/** The usable accounts of these emails (any case), with their role. */
export async function accountsByEmail(db: Reader, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        inArray(
          sql`lower(${users.email})`,
          emails.map((email) => email.toLowerCase()),
        ),
        usable(),
      ),
    );
}

/**
 * Students by a part of the name or the whole email (any case), for staff to enrol (at most 20, by
 * name). Not a part of the email: staff lists mask it, and a search by parts would spell it out.
 */
export function searchStudents(db: Reader, query: string) {
  const pattern = `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return db
    .select({ id: users.id, name: users.name, userId: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'STUDENT'),
        usable(),
        or(ilike(users.name, pattern), sql`lower(${users.email}) = ${query.toLowerCase()}`),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(20);
}

/** The enrolment with its lecture, when `user` manages the lecture. */
export async function managedEnrolment(db: Reader, user: AuthUser, id: number) {
  const [row] = await db
    .select({ enrolment: enrolments, lecture: lectures })
    .from(enrolments)
    .innerJoin(lectures, eq(lectures.id, enrolments.lectureId))
    .where(eq(enrolments.id, id))
    .limit(1);
  if (!row) throw notFound(e.enrolmentNotFound);
  assertManages(user, row.lecture);
  return row;
}

// ---- 수강 신청 -------------------------------------------------------------------------------

const requestColumns = {
  requestId: enrolmentRequests.id,
  lectureId: enrolmentRequests.lectureId,
  lectureTitle: lectures.title,
  status: enrolmentRequests.status,
  createdAt: enrolmentRequests.createdAt,
  decidedAt: enrolmentRequests.decidedAt,
};

export const requestView = <T extends { createdAt: Date; decidedAt: Date | null }>(row: T) => ({
  ...row,
  createdAt: iso(row.createdAt),
  decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
});

export async function requestById(db: Reader, id: number) {
  const [row] = await db
    .select(requestColumns)
    .from(enrolmentRequests)
    .innerJoin(lectures, eq(lectures.id, enrolmentRequests.lectureId))
    .where(eq(enrolmentRequests.id, id));
  return requestView(row!);
}

/** A student's requests, newest first. */
export async function requestsOf(db: Reader, userId: number) {
  const rows = await db
    .select(requestColumns)
    .from(enrolmentRequests)
    .innerJoin(lectures, eq(lectures.id, enrolmentRequests.lectureId))
    .where(eq(enrolmentRequests.userId, userId))
    .orderBy(desc(enrolmentRequests.createdAt), desc(enrolmentRequests.id));
  return rows.map(requestView);
}

/** The requests in `status` for the lectures `teacherId` teaches (all, without one), oldest first. */
const queueWhere = (
  status: (typeof enrolmentRequests.$inferSelect)['status'],
  teacherId: number | undefined,
) =>
  and(
    eq(enrolmentRequests.status, status),
    teacherId === undefined ? undefined : eq(lectures.teacherId, teacherId),
  );

/** One page of the queue, oldest first (on the status and age index). */
export function queuedRequests(
  db: Reader,
  status: (typeof enrolmentRequests.$inferSelect)['status'],
  teacherId: number | undefined,
  paging: { page: number; size: number },
) {
  return db
    .select({
      ...requestColumns,
      studentId: enrolmentRequests.userId,
      teacherId: lectures.teacherId,
    })
    .from(enrolmentRequests)
    .innerJoin(lectures, eq(lectures.id, enrolmentRequests.lectureId))
    .where(queueWhere(status, teacherId))
    .orderBy(asc(enrolmentRequests.createdAt), asc(enrolmentRequests.id))
    .limit(paging.size)
    .offset(paging.page * paging.size);
}

/** How many requests the queue holds on every page. */
export async function queuedCount(
  db: Reader,
  status: (typeof enrolmentRequests.$inferSelect)['status'],
  teacherId: number | undefined,
) {
  const [row] = await db
    .select({ count: count() })
    .from(enrolmentRequests)
    .innerJoin(lectures, eq(lectures.id, enrolmentRequests.lectureId))
    .where(queueWhere(status, teacherId));
  return row?.count ?? 0;
}

/** Names and emails of these accounts, by id. */
export async function peopleById(db: Reader, ids: number[]) {
  const people = ids.length
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  return new Map(people.map((row) => [row.id, row]));
}
