// Lecture reviews (docs/product/learning.md): public lists, the student's own review, the staff's
// moderation.
import {
  AdminReviewListResponse,
  AdminReviewResponse,
  ErrorEnvelope,
  FeaturedReviewsResponse,
  LectureRatingsResponse,
  MyReviewResponse,
  MyReviewsResponse,
  ReviewEligibilityResponse,
  ReviewListResponse,
  type AdminReviewListQuery,
  type ReviewModerationRequest,
  type ReviewWriteInput,
} from '../contract/index.ts';
import { request } from '../http.ts';

/** The API page is 0-based; `lectureId` filters by lecture (docs/product/screens.md). */
export const reviews = (page = 0, size = 10, lectureId?: number) =>
  request(ReviewListResponse, 'lectures/reviews', {
    searchParams: lectureId === undefined ? { page, size } : { page, size, lectureId },
  });
export const featuredReviews = () => request(FeaturedReviewsResponse, 'lectures/reviews/featured');
export const lectureRatings = () => request(LectureRatingsResponse, 'lectures/reviews/ratings');

export const reviewEligibility = (lectureId: number) =>
  request(ReviewEligibilityResponse, `lectures/${lectureId}/reviews/mine`);
export const myReviews = () => request(MyReviewsResponse, 'students/me/reviews');
export const createReview = (lectureId: number, body: ReviewWriteInput) =>
  request(MyReviewResponse, `lectures/${lectureId}/reviews`, { method: 'post', json: body });
export const updateReview = (id: number, body: ReviewWriteInput) =>
  request(MyReviewResponse, `reviews/${id}`, { method: 'put', json: body });
export const deleteReview = (id: number) =>
  request(ErrorEnvelope, `reviews/${id}`, { method: 'delete' });

export const staffReviews = (query: AdminReviewListQuery) =>
  request(AdminReviewListResponse, 'admin/reviews', {
    searchParams: Object.fromEntries(
      Object.entries(query).filter(([, value]) => value !== undefined),
    ) as Record<string, string>,
  });
export const replyToReview = (id: number, content: string) =>
  request(AdminReviewResponse, `reviews/${id}/reply`, { method: 'put', json: { content } });
export const deleteReply = (id: number) =>
  request(AdminReviewResponse, `reviews/${id}/reply`, { method: 'delete' });
export const moderateReview = (id: number, body: ReviewModerationRequest) =>
  request(AdminReviewResponse, `admin/reviews/${id}`, { method: 'patch', json: body });
