// Reads of lecture reviews (docs/product/learning.md): public views (hidden ones never; anonymous
// ones as 익명), the author's own view, the staff's list, ratings per lecture, and the 50 % rule's
// progress.
import { and, avg, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  oneDecimal,
  type AdminReview,
  type LectureRating,
  type MyReview,
  type Review,
  type ReviewSummary,
} from '@academy/api-client/contract';
import { reviewMessages } from '@academy/strings/reviews';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { chapters, details, lectures } from '../../db/schema/lectures.ts';
import type { AuthUser } from '../../app-env.ts';
import { completedLessons, progressRate } from '../../lib/completion.ts';

type Reader = Pick<Database, 'select'>;
type Row = typeof reviews.$inferSelect;

export function toReview(row: Row): Review {
  return {
    id: row.id,
    lectureId: row.lectureId,
    userName: row.anonymous ? reviewMessages.anonymous : row.userName,
    rating: row.rating,
    title: row.title,
    content: row.content,
    lectureName: row.lectureName,
    createdAt: row.createdAt.toISOString(),
    reply:
      row.replyContent && row.repliedAt
        ? {
            content: row.replyContent,
            authorName: row.replyAuthorName ?? '',
            repliedAt: row.repliedAt.toISOString(),
          }
        : null,
  };
}

export const toMyReview = (row: Row): MyReview => ({
  ...toReview(row),
  anonymous: row.anonymous,
  hidden: row.hidden,
  updatedAt: row.updatedAt.toISOString(),
});

export const toAdminReview = (row: Row): AdminReview => ({
  ...toMyReview(row),
  authorName: row.userName,
  featured: row.featured,
});

const visible = eq(reviews.hidden, false);
const ofLecture = (lectureId?: number) =>
  lectureId === undefined ? visible : and(visible, eq(reviews.lectureId, lectureId));

/** One public page, newest first, with the total and the summary of the same filter. */
export async function publicPage(db: Reader, page: number, size: number, lectureId?: number) {
  const where = ofLecture(lectureId);
  const [rows, stars] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ rating: reviews.rating, value: count() })
      .from(reviews)
      .where(where)
      .groupBy(reviews.rating),
  ]);
  const summary = summarise(stars);
  return { reviews: rows.map(toReview), totalCount: summary.count, summary };
}

export function summarise(stars: { rating: number; value: number }[]): ReviewSummary {
  const counts = [0, 0, 0, 0, 0];
  let total = 0;
  let sum = 0;
  for (const { rating, value } of stars) {
    counts[rating - 1] = value;
    total += value;
    sum += rating * value;
  }
  return { average: total ? oneDecimal(sum / total) : null, count: total, stars: counts };
}

/** Every lecture's average (one decimal) and count of visible reviews. */
export async function lectureRatings(db: Reader): Promise<LectureRating[]> {
  const rows = await db
    .select({ lectureId: reviews.lectureId, average: avg(reviews.rating), value: count() })
    .from(reviews)
    .where(visible)
    .groupBy(reviews.lectureId);
  return rows
    .filter((row) => row.lectureId !== null)
    .map((row) => ({
      lectureId: row.lectureId!,
      average: oneDecimal(Number(row.average ?? 0)),
      count: row.value,
    }));
}

export async function featuredReviews(db: Reader, max: number) {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(visible, eq(reviews.featured, true)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(max);
  return rows.map(toReview);
}

export async function reviewById(db: Reader, id: number) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row;
}

export async function lectureById(db: Reader, id: number) {
  const [row] = await db.select().from(lectures).where(eq(lectures.id, id)).limit(1);
  return row;
}

/** Completed lessons / all lessons of the lecture, a whole percent (docs/product/learning.md). */
export async function lectureProgress(db: Reader, userId: number, lectureId: number) {
  const [[total], done] = await Promise.all([
    db
      .select({ value: count() })
      .from(details)
      .innerJoin(chapters, eq(chapters.id, details.chapterId))
      .where(eq(chapters.lectureId, lectureId)),
    completedLessons(db, userId, [lectureId]),
  ]);
  return progressRate(done.size, total?.value ?? 0);
}

export async function ownReview(db: Reader, userId: number, lectureId: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.lectureId, lectureId)))
    .limit(1);
  return row;
}

export async function myReviews(db: Reader, userId: number) {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toMyReview);
}

const STATUS: Record<string, SQL | undefined> = {
  ALL: undefined,
  VISIBLE: eq(reviews.hidden, false),
  HIDDEN: eq(reviews.hidden, true),
  FEATURED: eq(reviews.featured, true),
};

/** The staff's list: a teacher sees their own lectures' reviews, an admin every review. */
export async function staffPage(
  db: Reader,
  user: AuthUser,
  query: { page: number; size: number; lectureId?: number; status: string },
) {
  let scope: SQL | undefined;
  if (user.role !== 'ADMIN') {
    const own = await db
      .select({ id: lectures.id })
      .from(lectures)
      .where(eq(lectures.teacherId, user.id));
    const ids = own.map((row) => row.id);
    if (ids.length === 0) return { reviews: [], totalCount: 0 };
    scope = inArray(reviews.lectureId, ids);
  }
  const where = and(
    scope,
    STATUS[query.status],
    query.lectureId === undefined ? undefined : eq(reviews.lectureId, query.lectureId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ value: count() }).from(reviews).where(where),
  ]);
  return { reviews: rows.map(toAdminReview), totalCount: total?.value ?? 0 };
}
