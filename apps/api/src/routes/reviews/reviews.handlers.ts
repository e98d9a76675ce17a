// Writes of lecture reviews (docs/product/learning.md), each one transaction that also bumps the
// 'reviews' area of the content cache: a student's own review (the 50 % rule, one per lecture), the
// lecture teacher's or an admin's reply, and an admin's hiding / staff's featuring.
import { eq } from 'drizzle-orm';
import {
  REVIEW_MIN_PROGRESS,
  type ReviewEligibility,
  type ReviewModerationRequest,
  type ReviewWriteRequest,
} from '@academy/api-client/contract';
import { reviewMessages as m } from '@academy/strings/reviews';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import type { AuthUser } from '../../app-env.ts';
import { changeContent } from '../../lib/content-cache.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { assertManages, studentEnrolled } from '../../lib/lecture-access.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import * as q from './reviews.queries.ts';

type Deps = AppEnv['Variables']['deps'];
type Reader = Pick<Database, 'select'>;

async function lectureOr404(db: Reader, lectureId: number) {
  const lecture = await q.lectureById(db, lectureId);
  if (!lecture) throw notFound(m.lectureInvalid);
  return lecture;
}

/** Whether the caller may write a review of the lecture now, and their review. */
export async function eligibility(
  db: Reader,
  user: AuthUser,
  lectureId: number,
): Promise<ReviewEligibility> {
  const lecture = await lectureOr404(db, lectureId);
  const [enrolled, progressRate, mine] = await Promise.all([
    user.role === 'STUDENT' ? studentEnrolled(db, user.id, lecture) : false,
    user.role === 'STUDENT' ? q.lectureProgress(db, user.id, lectureId) : 0,
    q.ownReview(db, user.id, lectureId),
  ]);
  return {
    lectureId,
    lectureTitle: lecture.title,
    progressRate,
    canWrite: enrolled && progressRate >= REVIEW_MIN_PROGRESS,
    review: mine ? q.toMyReview(mine) : null,
  };
}

export async function createReview(
  deps: Deps,
  user: AuthUser,
  lectureId: number,
  body: ReviewWriteRequest,
) {
  try {
    return await changeContent(deps, 'reviews', async (tx) => {
      const lecture = await lectureOr404(tx, lectureId);
      if (!(await studentEnrolled(tx, user.id, lecture))) throw forbidden(m.notEnrolled);
      // The original system's rule and words (docs/product/api.md)
      if ((await q.lectureProgress(tx, user.id, lectureId)) < REVIEW_MIN_PROGRESS) {
        throw forbidden(m.progressTooLow, 'PROGRESS_TOO_LOW');
      }
      if (await q.ownReview(tx, user.id, lectureId)) throw conflict(m.duplicate);
      const [row] = await tx
        .insert(reviews)
        .values({
          userId: user.id,
          lectureId,
          userName: user.name,
          lectureName: lecture.title,
          ...body,
        })
        .returning();
      return q.toMyReview(row!);
    });
  } catch (error) {
    // two submits at once: the unique (user, lecture) pair refuses the second
    if (isUniqueViolation(error)) throw conflict(m.duplicate);
    throw error;
  }
}

/** The caller's own review; anyone else's answers 404, as if it did not exist. */
async function ownRow(db: Reader, user: AuthUser, id: number) {
  const row = await q.reviewById(db, id);
  if (!row || row.userId !== user.id) throw notFound(m.notFound);
  return row;
}

export function updateReview(deps: Deps, user: AuthUser, id: number, body: ReviewWriteRequest) {
  return changeContent(deps, 'reviews', async (tx) => {
    const row = await ownRow(tx, user, id);
    if (row.hidden) throw forbidden(m.hiddenLocked, 'REVIEW_HIDDEN');
    const [updated] = await tx
      .update(reviews)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(reviews.id, row.id))
      .returning();
    return q.toMyReview(updated!);
  });
}

/**
 * The author deletes their own while it is shown; an admin deletes any. A review an admin hid
 * stays (one per student and lecture): deleting it would let its author post it again, shown.
 */
export function deleteReview(deps: Deps, user: AuthUser, id: number) {
  return changeContent(deps, 'reviews', async (tx) => {
    const row = user.role === 'ADMIN' ? await q.reviewById(tx, id) : await ownRow(tx, user, id);
    if (!row) throw notFound(m.notFound);
    if (row.hidden && user.role !== 'ADMIN') {
      throw forbidden(m.hiddenDeleteLocked, 'REVIEW_HIDDEN');
    }
    await tx.delete(reviews).where(eq(reviews.id, row.id));
    return null;
  });
}

/** A review of a lecture the caller manages (its teacher, or any for an admin). */
async function managedRow(db: Reader, user: AuthUser, id: number) {
  const row = await q.reviewById(db, id);
  if (!row) throw notFound(m.notFound);
  if (user.role === 'ADMIN') return row;
  const lecture = row.lectureId === null ? undefined : await q.lectureById(db, row.lectureId);
  if (!lecture) throw forbidden();
  assertManages(user, lecture);
  return row;
}

export function reply(deps: Deps, user: AuthUser, id: number, content: string | null) {
  return changeContent(deps, 'reviews', async (tx) => {
    const row = await managedRow(tx, user, id);
    const [updated] = await tx
      .update(reviews)
      .set(
        content === null
          ? { replyContent: null, replyUserId: null, replyAuthorName: null, repliedAt: null }
          : {
              replyContent: content,
              replyUserId: user.id,
              replyAuthorName: user.name,
              repliedAt: new Date(),
            },
      )
      .where(eq(reviews.id, row.id))
      .returning();
    return q.toAdminReview(updated!);
  });
}

/** Hiding is an admin's; featuring is the staff's (a teacher for their own lectures). */
export function moderate(deps: Deps, user: AuthUser, id: number, body: ReviewModerationRequest) {
  if (body.hidden !== undefined && user.role !== 'ADMIN') throw forbidden();
  return changeContent(deps, 'reviews', async (tx) => {
    const row = await managedRow(tx, user, id);
    const hidden = body.hidden ?? row.hidden;
    // a hidden review leaves every public place, the home carousel too
    const featured = hidden ? false : (body.featured ?? row.featured);
    const [updated] = await tx
      .update(reviews)
      .set({ hidden, featured })
      .where(eq(reviews.id, row.id))
      .returning();
    return q.toAdminReview(updated!);
  });
}
