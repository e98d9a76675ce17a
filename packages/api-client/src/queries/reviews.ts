// Keys, options and mutations of lecture reviews (docs/product/learning.md). Every write
// invalidates every review key: the public list, its summary, the shop's ratings and the home
// carousel all move together.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReviewListQuery,
  ReviewModerationRequest,
  ReviewWriteInput,
} from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/reviews.ts'));

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (page: number, size: number, lectureId?: number) =>
    [...reviewKeys.all, 'list', page, size, lectureId ?? null] as const,
  featured: () => [...reviewKeys.all, 'featured'] as const,
  ratings: () => [...reviewKeys.all, 'ratings'] as const,
  eligibility: (lectureId: number) => [...reviewKeys.all, 'eligibility', lectureId] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
  staff: (query: AdminReviewListQuery) => [...reviewKeys.all, 'staff', query] as const,
};

/** `page` is the API's 0-based page (docs/product/screens.md). */
export const reviewsQuery = (page: number, size: number, lectureId?: number) =>
  queryOptions({
    queryKey: reviewKeys.list(page, size, lectureId),
    queryFn: async () => (await api.reviews(page, size, lectureId)).data,
    placeholderData: keepPreviousData,
  });
export const featuredReviewsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.featured(),
    queryFn: async () => (await api.featuredReviews()).data,
  });
/** lectureId -> {average, count}, for the shop's cards. */
export const lectureRatingsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.ratings(),
    queryFn: async () =>
      new Map((await api.lectureRatings()).data.map((rating) => [rating.lectureId, rating])),
  });
export const reviewEligibilityQuery = (lectureId: number) =>
  queryOptions({
    queryKey: reviewKeys.eligibility(lectureId),
    queryFn: async () => (await api.reviewEligibility(lectureId)).data,
  });
export const myReviewsQuery = () =>
  queryOptions({ queryKey: reviewKeys.mine(), queryFn: async () => (await api.myReviews()).data });
export const staffReviewsQuery = (query: AdminReviewListQuery) =>
  queryOptions({
    queryKey: reviewKeys.staff(query),
    queryFn: async () => (await api.staffReviews(query)).data,
    placeholderData: keepPreviousData,
  });

function useReviewMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** Writes a new review (no id) or edits the caller's own. */
export const useSaveReview = () =>
  useReviewMutation(
    ({ lectureId, id, body }: { lectureId: number; id?: number; body: ReviewWriteInput }) =>
      id === undefined ? api.createReview(lectureId, body) : api.updateReview(id, body),
  );
export const useDeleteReview = () => useReviewMutation((id: number) => api.deleteReview(id));
export const useReplyToReview = () =>
  useReviewMutation(({ id, content }: { id: number; content: string | null }) =>
    content === null ? api.deleteReply(id) : api.replyToReview(id, content),
  );
export const useModerateReview = () =>
  useReviewMutation(({ id, ...body }: ReviewModerationRequest & { id: number }) =>
    api.moderateReview(id, body),
  );
