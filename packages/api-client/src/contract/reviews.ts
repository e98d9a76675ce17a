// Lecture reviews (docs/product/api.md: Lecture review; 2.6; 7.2; docs/product/learning.md): public
// GET /api/lectures/reviews answers data: {reviews, totalCount, summary}; a student enrolled in a
// lecture with at least REVIEW_MIN_PROGRESS % progress writes one review per lecture; the lecture's
// teacher and admins reply once (editable); admins hide abusive reviews; staff feature reviews for
// the home page.
import * as v from 'valibot';
import { reviewMessages as m } from '@academy/strings/reviews';
import { IsoDateTime, pageQuery, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';

/** The original system's rule, a whole percent of completed lessons (docs/product/learning.md) */
export const REVIEW_MIN_PROGRESS = 50;
export const REVIEW_TITLE_MAX = 200;
export const REVIEW_CONTENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
/** how many featured reviews the home carousel shows at most */
export const FEATURED_REVIEWS_MAX = 12;

export const ReviewReply = v.object({
  content: v.string(),
  authorName: v.string(),
  repliedAt: IsoDateTime,
});
export type ReviewReply = v.InferOutput<typeof ReviewReply>;

/** A public review: an anonymous one carries userName '익명'. */
export const Review = v.object({
  id: v.number(),
  /** null when the lecture is gone (the review keeps its name) */
  lectureId: v.nullable(v.number()),
  userName: v.string(),
  /** 1 to 5 */
  rating: v.number(),
  title: v.string(),
  content: v.string(),
  lectureName: v.string(),
  /** ISO 8601 */
  createdAt: v.string(),
  reply: v.optional(v.nullable(ReviewReply), null),
});
export type Review = v.InferOutput<typeof Review>;

/** Average (one decimal, null without reviews), count, and the count per star ([1..5] at [0..4]). */
export const ReviewSummary = v.object({
  average: v.nullable(v.number()),
  count: v.number(),
  stars: v.array(v.number()),
});
export type ReviewSummary = v.InferOutput<typeof ReviewSummary>;

const lectureFilter = v.optional(
  v.pipe(
    v.string(m.lectureInvalid),
    v.regex(/^[1-9]\d{0,9}$/, m.lectureInvalid),
    v.transform(Number),
    v.maxValue(2_147_483_647, m.lectureInvalid),
  ),
);

/**
 * Default page 0, size 10; size at most 100; `lectureId` filters by lecture
 * (docs/product/limits.md).
 */
export const ReviewListQuery = v.object({ ...pageQuery(10).entries, lectureId: lectureFilter });
export type ReviewListQuery = v.InferInput<typeof ReviewListQuery>;

export const ReviewList = v.object({
  reviews: v.array(Review),
  /** all visible reviews (of the lecture); the next button is disabled when page*size >= totalCount */
  totalCount: v.number(),
  summary: v.optional(ReviewSummary, { average: null, count: 0, stars: [0, 0, 0, 0, 0] }),
});
export type ReviewList = v.InferOutput<typeof ReviewList>;
export const ReviewListResponse = envelope(ReviewList);
export const FeaturedReviewsResponse = envelope(v.array(Review));

/** The author's own view: the real name kept, whether it was hidden, and the flags. */
export const MyReview = v.object({
  ...Review.entries,
  anonymous: v.boolean(),
  hidden: v.boolean(),
  updatedAt: IsoDateTime,
});
export type MyReview = v.InferOutput<typeof MyReview>;
export const MyReviewResponse = envelope(MyReview);
export const MyReviewsResponse = envelope(v.array(MyReview));

/** GET /api/lectures/{id}/reviews/mine: whether the caller may write, and their review. */
export const ReviewEligibility = v.object({
  lectureId: v.number(),
  lectureTitle: v.string(),
  progressRate: v.number(),
  /** enrolled, at least REVIEW_MIN_PROGRESS %, and a student */
  canWrite: v.boolean(),
  review: v.nullable(MyReview),
});
export type ReviewEligibility = v.InferOutput<typeof ReviewEligibility>;
export const ReviewEligibilityResponse = envelope(ReviewEligibility);

const text = (label: string, max: number, required: string) =>
  v.pipe(
    v.optional(v.string(required), ''),
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, m.tooLong(label, max)),
  );

/** POST /api/lectures/{id}/reviews and PUT /api/reviews/{id}. HTML is stored as text. */
export const ReviewWriteRequest = v.strictObject(
  {
    rating: v.pipe(
      v.number(m.ratingInvalid),
      v.integer(m.ratingInvalid),
      v.minValue(1, m.ratingInvalid),
      v.maxValue(5, m.ratingInvalid),
    ),
    title: text(m.titleLabel, REVIEW_TITLE_MAX, m.titleRequired),
    content: text(m.contentLabel, REVIEW_CONTENT_MAX, m.contentRequired),
    anonymous: v.optional(v.boolean(), false),
  },
  strictMessage,
);
export type ReviewWriteRequest = v.InferOutput<typeof ReviewWriteRequest>;
export type ReviewWriteInput = v.InferInput<typeof ReviewWriteRequest>;

/** PUT /api/reviews/{id}/reply: the lecture's teacher or an admin. */
export const ReviewReplyRequest = v.strictObject(
  { content: text(m.replyLabel, REVIEW_REPLY_MAX, m.replyRequired) },
  strictMessage,
);
export type ReviewReplyRequest = v.InferOutput<typeof ReviewReplyRequest>;

/** PATCH /api/admin/reviews/{id}: hide (admins) and feature (staff) */
export const ReviewModerationRequest = v.strictObject(
  { hidden: v.optional(v.boolean()), featured: v.optional(v.boolean()) },
  strictMessage,
);
export type ReviewModerationRequest = v.InferOutput<typeof ReviewModerationRequest>;

/** The staff's list: every review of the lectures they manage, hidden ones included. */
export const AdminReview = v.object({
  ...MyReview.entries,
  /** the author's real name even for an anonymous review (staff only) */
  authorName: v.string(),
  featured: v.boolean(),
});
export type AdminReview = v.InferOutput<typeof AdminReview>;
export const AdminReviewResponse = envelope(AdminReview);

export const AdminReviewListQuery = v.object({
  ...ReviewListQuery.entries,
  status: v.optional(v.picklist(['ALL', 'VISIBLE', 'HIDDEN', 'FEATURED'] as const), 'ALL'),
});
export type AdminReviewListQuery = v.InferInput<typeof AdminReviewListQuery>;
export const AdminReviewList = v.object({
  reviews: v.array(AdminReview),
  totalCount: v.number(),
});
export type AdminReviewList = v.InferOutput<typeof AdminReviewList>;
export const AdminReviewListResponse = envelope(AdminReviewList);

/** One lecture's rating on the shop card. */
export const LectureRating = v.object({
  lectureId: v.number(),
  /** one decimal */
  average: v.number(),
  count: v.number(),
});
export type LectureRating = v.InferOutput<typeof LectureRating>;
/** GET /api/lectures/reviews/ratings: every lecture with visible reviews (public, cached). */
export const LectureRatingsResponse = envelope(v.array(LectureRating));

/** The average as shown: one decimal (4.25 -> 4.3). */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;
