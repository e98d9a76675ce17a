// Enrolments (issue 20, design 3 revised): staff enrol one student or a pasted list, extend and
// end; students send 수강 신청 and staff approve (the enrolment is made in the same transaction)
// or decline. A teacher works only on their own lectures (lib/lecture-access); every change is
// one transaction.
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type {
  BulkEnrolResult,
  Enrolment,
  EnrolmentRequestStatus,
  EnrolmentSource,
  MyEnrolments,
  QueuedEnrolmentRequest,
} from '@academy/api-client/contract';
import { enrolmentStrings } from '@academy/strings/enrolments';
import { validation } from '@academy/strings/validation';
import type { AppServices } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { enrolmentRequests, enrolments } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import type { AuthUser } from '../../app-env.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  assertManages,
  enrolledLectureIds,
  enrolmentDaysLeft,
  iso,
  managedLecture,
  takesEnrolments,
} from '../../lib/lecture-access.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import { enrolmentDecided, notify } from '../notifications/notifications.handlers.ts';

type Reader = Pick<Database, 'select'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type EnrolmentRow = typeof enrolments.$inferSelect;
type LectureRow = typeof lectures.$inferSelect;

const e = enrolmentStrings.errors;
const DAY_MS = 24 * 60 * 60 * 1000;

export function enrolmentView(row: EnrolmentRow, now = Date.now()): Enrolment {
  return {
    enrolmentId: row.id,
    userId: row.userId,
    lectureId: row.lectureId,
    startsAt: iso(row.startsAt),
    endsAt: row.endsAt ? iso(row.endsAt) : null,
    status: row.status,
    source: row.source,
    expireDaysLeft: enrolmentDaysLeft(row, now),
  };
}

/**
 * When an enrolment starting `from` ends: the lecture's period (absent endsOn; no limit when the
 * lecture has none), no limit (null), or when the chosen Korean calendar day ends.
 */
export function endsAtFor(
  lecture: { period: number },
  endsOn: string | null | undefined,
  from: Date,
): Date | null {
  if (endsOn === undefined) {
    return lecture.period === 0 ? null : new Date(from.getTime() + lecture.period * DAY_MS);
  }
  if (endsOn === null) return null;
  const end = new Date(new Date(`${endsOn}T00:00:00+09:00`).getTime() + DAY_MS);
  if (Number.isNaN(end.getTime())) throw badRequest(enrolmentStrings.validation.endsOnInvalid);
  if (end.getTime() <= from.getTime()) throw badRequest(enrolmentStrings.validation.endsOnPast);
  return end;
}

/** An active student account (404 otherwise: a teacher, a withdrawn or a disabled account). */
async function studentById(db: Reader, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.role, 'STUDENT'),
        isNull(users.withdrawnAt),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound(e.studentNotFound);
  return row;
}

/**
 * Enrols a student (or reopens their ended enrolment) in one statement: 409 when they are
 * enrolled now. Two staff enrolling the same student at once: one wins, the other gets the 409.
 */
async function enrolIn(
  tx: Pick<Database, 'insert'>,
  lecture: LectureRow,
  studentId: number,
  endsOn: string | null | undefined,
  source: EnrolmentSource,
  by: number,
) {
  const now = new Date();
  const endsAt = endsAtFor(lecture, endsOn, now);
  const [row] = await tx
    .insert(enrolments)
    .values({
      userId: studentId,
      lectureId: lecture.id,
      startsAt: now,
      endsAt,
      source,
      createdBy: by,
    })
    .onConflictDoUpdate({
      target: [enrolments.userId, enrolments.lectureId],
      set: { startsAt: now, endsAt, status: 'ACTIVE', source, createdBy: by },
      setWhere: sql`${enrolments.status} = 'ENDED' or (${enrolments.endsAt} is not null and ${enrolments.endsAt} <= now())`,
    })
    .returning();
  if (!row) throw conflict(e.alreadyEnrolled);
  return row;
}

/** The lecture when `user` manages it and it takes new enrolments (only published ones). */
async function openLecture(db: Reader, user: AuthUser, lectureId: number) {
  const lecture = await managedLecture(db, user, lectureId);
  if (!takesEnrolments(lecture)) throw conflict(e.notPublished);
  return lecture;
}

export async function enrol(
  deps: AppServices,
  user: AuthUser,
  input: { userId: number; lectureId: number; endsOn?: string | null },
) {
  const { db } = deps.database;
  const lecture = await openLecture(db, user, input.lectureId);
  const student = await studentById(db, input.userId);
  const row = await db.transaction((tx) =>
    enrolIn(tx, lecture, student.id, input.endsOn, 'STAFF', user.id),
  );
  return enrolmentView(row);
}

const EmailSchema = v.pipe(v.string(), v.email());

/**
 * Enrols every email of a pasted list that names a student who is not enrolled yet; each row is
 * its own transaction (one failing changes nothing else), and the answer says which failed and why.
 */
export async function bulkEnrol(
  deps: AppServices,
  user: AuthUser,
  input: { lectureId: number; emails: string[]; endsOn?: string | null },
): Promise<BulkEnrolResult> {
  const { db } = deps.database;
  const r = enrolmentStrings.bulkReasons;
  const lecture = await openLecture(db, user, input.lectureId);
  // a bad chosen end fails the whole request before anything is written
  endsAtFor(lecture, input.endsOn, new Date());
  const wanted = input.emails.map((email) => email.trim()).filter(Boolean);
  const valid = wanted.filter((email) => v.is(EmailSchema, email));
  const found = valid.length
    ? await db
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .where(
          and(
            inArray(
              sql`lower(${users.email})`,
              valid.map((email) => email.toLowerCase()),
            ),
            isNull(users.withdrawnAt),
            isNull(users.disabledAt),
          ),
        )
    : [];
  const byEmail = new Map(found.map((row) => [row.email.toLowerCase(), row]));
  const result: BulkEnrolResult = { enrolled: [], failed: [] };
  const seen = new Set<string>();
  for (const email of wanted) {
    const key = email.toLowerCase();
    if (seen.has(key)) {
      result.failed.push({ email, reason: r.duplicate });
      continue;
    }
    seen.add(key);
    if (!v.is(EmailSchema, email)) {
      result.failed.push({ email, reason: r.invalidEmail });
      continue;
    }
    const account = byEmail.get(key);
    if (!account) {
      result.failed.push({ email, reason: r.notFound });
      continue;
    }
    if (account.role !== 'STUDENT') {
      result.failed.push({ email, reason: r.notStudent });
      continue;
    }
    try {
      await db.transaction((tx) => enrolIn(tx, lecture, account.id, input.endsOn, 'BULK', user.id));
      result.enrolled.push(email);
    } catch (error) {
      if ((error as { status?: number }).status !== 409) throw error;
      result.failed.push({ email, reason: r.alreadyEnrolled });
    }
  }
  return result;
}

/** The enrolment with its lecture, when `user` manages the lecture. */
async function managedEnrolment(db: Reader, user: AuthUser, id: number) {
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

/** Extend (or shorten) an active enrolment: a new last day, or null for no limit. */
export async function updateEnrolment(
  deps: AppServices,
  user: AuthUser,
  id: number,
  endsOn: string | null,
) {
  const { db } = deps.database;
  const { enrolment, lecture } = await managedEnrolment(db, user, id);
  if (enrolment.status === 'ENDED') throw conflict(e.alreadyEnded);
  const endsAt = endsAtFor(lecture, endsOn, new Date());
  const [row] = await db
    .update(enrolments)
    .set({ endsAt })
    .where(and(eq(enrolments.id, id), eq(enrolments.status, 'ACTIVE')))
    .returning();
  if (!row) throw conflict(e.alreadyEnded);
  return enrolmentView(row);
}

/** End an enrolment now: the student can no longer read the lecture; the row and progress stay. */
export async function endEnrolment(deps: AppServices, user: AuthUser, id: number) {
  const { db } = deps.database;
  await managedEnrolment(db, user, id);
  const [row] = await db
    .update(enrolments)
    .set({ status: 'ENDED', endsAt: sql`now()` })
    .where(and(eq(enrolments.id, id), eq(enrolments.status, 'ACTIVE')))
    .returning();
  if (!row) throw conflict(e.alreadyEnded);
  return enrolmentView(row);
}

/** Students by name or email, for staff to enrol (at most 20, by name). */
export async function searchStudents(deps: AppServices, query: string) {
  const pattern = `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await deps.database.db
    .select({ id: users.id, name: users.name, userId: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'STUDENT'),
        isNull(users.withdrawnAt),
        isNull(users.disabledAt),
        or(ilike(users.name, pattern), ilike(users.email, pattern)),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(20);
  return rows;
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
const requestView = <T extends { createdAt: Date; decidedAt: Date | null }>(row: T) => ({
  ...row,
  createdAt: iso(row.createdAt),
  decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
});

/** A student's 수강 신청 for a published lecture they are not enrolled in. */
export async function requestEnrolment(deps: AppServices, user: AuthUser, lectureId: number) {
  const { db } = deps.database;
  const [lecture] = await db.select().from(lectures).where(eq(lectures.id, lectureId)).limit(1);
  if (!lecture) throw notFound(validation.lecture.notFound);
  if (!takesEnrolments(lecture)) throw conflict(e.notPublished);
  if ((await enrolledLectureIds(db, user.id)).has(lectureId)) throw conflict(e.alreadyEnrolled);
  const [row] = await db
    .insert(enrolmentRequests)
    .values({ userId: user.id, lectureId })
    .onConflictDoNothing()
    .returning({ id: enrolmentRequests.id });
  if (!row) throw conflict(e.requestPending);
  const [view] = await db
    .select(requestColumns)
    .from(enrolmentRequests)
    .innerJoin(lectures, eq(lectures.id, enrolmentRequests.lectureId))
    .where(eq(enrolmentRequests.id, row.id));
  return requestView(view!);
}

/** The student's requests (newest first) and the lectures they are enrolled in now. */
export async function myEnrolments(deps: AppServices, user: AuthUser): Promise<MyEnrolments> {
  const { db } = deps.database;
  const [rows, enrolled] = await Promise.all([
    db
      .select(requestColumns)
      .from(enrolmentRequests)
      .innerJoin(lectures, eq(lectures.id, enrolmentRequests.lectureId))
      .where(eq(enrolmentRequests.userId, user.id))
      .orderBy(desc(enrolmentRequests.createdAt), desc(enrolmentRequests.id)),
    enrolledLectureIds(db, user.id),
  ]);
  return {
    requests: rows.map(requestView),
    enrolledLectureIds: [...enrolled].sort((a, b) => a - b),
  };
}

/** The staff queue: a teacher sees the requests for their own lectures, an admin all. */
export async function requestQueue(
  deps: AppServices,
  user: AuthUser,
  status: EnrolmentRequestStatus,
): Promise<QueuedEnrolmentRequest[]> {
  const teacher = users;
  const rows = await deps.database.db
    .select({
      ...requestColumns,
      studentId: enrolmentRequests.userId,
      teacherId: lectures.teacherId,
    })
    .from(enrolmentRequests)
    .innerJoin(lectures, eq(lectures.id, enrolmentRequests.lectureId))
    .where(
      and(
        eq(enrolmentRequests.status, status),
        user.role === 'ADMIN' ? undefined : eq(lectures.teacherId, user.id),
      ),
    )
    .orderBy(asc(enrolmentRequests.createdAt), asc(enrolmentRequests.id))
    .limit(500);
  const ids = [...new Set(rows.flatMap((row) => [row.studentId, row.teacherId]))];
  const people = ids.length
    ? await deps.database.db
        .select({ id: teacher.id, name: teacher.name, email: teacher.email })
        .from(teacher)
        .where(inArray(teacher.id, ids))
    : [];
  const byId = new Map(people.map((row) => [row.id, row]));
  return rows.map(({ studentId, teacherId, ...row }) => ({
    ...requestView(row),
    student: {
      id: studentId,
      name: byId.get(studentId)?.name ?? '',
      userId: byId.get(studentId)?.email ?? '',
    },
    teacherName: byId.get(teacherId)?.name ?? '',
  }));
}

/**
 * Approve or decline a pending request. Approving makes the enrolment (the lecture's period) in
 * the same transaction; either way the student is told (a notification). A request decided
 * already answers 409 (two staff deciding at once: one wins).
 */
export async function decideRequest(
  deps: AppServices,
  user: AuthUser,
  id: number,
  approved: boolean,
) {
  return liveTransaction(deps, async (tx: Tx, emit) => {
    const [found] = await tx
      .select({ request: enrolmentRequests, lecture: lectures })
      .from(enrolmentRequests)
      .innerJoin(lectures, eq(lectures.id, enrolmentRequests.lectureId))
      .where(eq(enrolmentRequests.id, id))
      .limit(1)
      .for('update', { of: enrolmentRequests });
    if (!found) throw notFound(e.requestNotFound);
    const { request, lecture } = found;
    assertManages(user, lecture);
    if (request.status !== 'PENDING') throw conflict(e.requestDecided);
    const [decided] = await tx
      .update(enrolmentRequests)
      .set({
        status: approved ? 'APPROVED' : 'DECLINED',
        decidedBy: user.id,
        decidedAt: sql`now()`,
      })
      .where(and(eq(enrolmentRequests.id, id), eq(enrolmentRequests.status, 'PENDING')))
      .returning();
    if (!decided) throw conflict(e.requestDecided);
    let enrolment: Enrolment | null = null;
    if (approved) {
      if (!takesEnrolments(lecture)) throw conflict(e.notPublished);
      await studentById(tx, request.userId);
      enrolment = enrolmentView(
        await enrolIn(tx, lecture, request.userId, undefined, 'REQUEST', user.id),
      );
    }
    await notify(tx, emit, [
      enrolmentDecided({ userId: request.userId, lectureTitle: lecture.title, approved }),
    ]);
    return {
      request: requestView({
        requestId: decided.id,
        lectureId: lecture.id,
        lectureTitle: lecture.title,
        status: decided.status,
        createdAt: decided.createdAt,
        decidedAt: decided.decidedAt,
      }),
      enrolment,
    };
  });
}
