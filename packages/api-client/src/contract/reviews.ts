// Lecture reviews (spec 3: Lecture review; 2.6; 7.2): GET /api/lectures/reviews?page=0&size=10
// answers data: {reviews, totalCount}.
import * as v from 'valibot';
import { pageQuery } from './common.ts';
import { envelope } from './envelope.ts';

export const Review = v.object({
  id: v.number(),
  userName: v.string(),
  /** 1 to 5 */
  rating: v.number(),
  title: v.string(),
  content: v.string(),
  lectureName: v.string(),
  /** ISO 8601 */
  createdAt: v.string(),
});
export type Review = v.InferOutput<typeof Review>;

/** spec 9: default page 0, size 10; size at most 100. */
export const ReviewListQuery = pageQuery(10);
export type ReviewListQuery = v.InferInput<typeof ReviewListQuery>;

export const ReviewList = v.object({
  reviews: v.array(Review),
  /** all reviews; the next button is disabled when page*size >= totalCount (spec 2.6) */
  totalCount: v.number(),
});
export type ReviewList = v.InferOutput<typeof ReviewList>;
export const ReviewListResponse = envelope(ReviewList);
