// 수강 신청 (docs/product/learning.md, docs/product/roles.md): a student asks for a published lecture;
// staff approve (the enrolment is made in the same transaction) or decline, and the student is
// told.
import { maskEmail } from '../../lib/masking.ts';
import { and, eq, sql } from 'drizzle-orm';
import type {
  Enrolment,
  EnrolmentRequestStatus,
  MyEnrolments,
  EnrolmentQueue,
} from '@academy/api-client/contract';
import * as enrolmentStrings from '@academy/strings/enrolments';
import * as validation from '@academy/strings/validation';
import type { AppServices, AuthUser, Tx } from '../../app-env.ts';
import { enrolmentRequests } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { assertManages, enrolledLectureIds, takesEnrolments } from '../../lib/lecture-access.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import { enrolmentDecided, notify } from '../notifications/notifications.handlers.ts';
import { enrolIn, enrolmentView } from './enrolments.handlers.ts';
import {
  peopleById,
  queuedCount,
  queuedRequests,
  requestById,
  requestsOf,
  requestView,
  studentById,
} from './enrolments.queries.ts';

const e = enrolmentStrings.errors;

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
  return requestById(db, row.id);
}

/** The student's requests (newest first) and the lectures they are enrolled in now. */
export async function myEnrolments(deps: AppServices, user: AuthUser): Promise<MyEnrolments> {
  const { db } = deps.database;
  const [requests, enrolled] = await Promise.all([
    requestsOf(db, user.id),
    enrolledLectureIds(db, user.id),
  ]);
  return {
    requests,
    enrolledLectureIds: [...enrolled].sort((a, b) => a - b),
  };
}

/** The staff queue: a teacher sees the requests for their own lectures, an admin all. */
export async function requestQueue(
  deps: AppServices,
  user: AuthUser,
  status: EnrolmentRequestStatus,
  paging: { page: number; size: number },
): Promise<EnrolmentQueue> {
  const { db } = deps.database;
  const teacherId = user.role === 'ADMIN' ? undefined : user.id;
  const [rows, total] = await Promise.all([
    queuedRequests(db, status, teacherId, paging),
    queuedCount(db, status, teacherId),
  ]);
  const byId = await peopleById(db, [
    ...new Set(rows.flatMap((row) => [row.studentId, row.teacherId])),
  ]);
  const requests = rows.map(({ studentId, teacherId, ...row }) => ({
    ...requestView(row),
    student: {
      id: studentId,
      name: byId.get(studentId)?.name ?? '',
      userId: maskEmail(byId.get(studentId)?.email ?? ''),
    },
    teacherName: byId.get(teacherId)?.name ?? '',
  }));
  return { requests, total };
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
