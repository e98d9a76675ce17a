import { reviewsQuery } from '@academy/api-client/queries/reviews';
import { coursePage as t } from '@academy/strings/courses';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ReviewCard } from './ReviewCard.tsx';

/** How many of a lecture's newest reviews its course page shows; the rest are on /reviews. */
const COURSE_REVIEWS = 3;

/** The first page of one lecture's reviews, as its course page reads it (and its loader). */
export const lectureReviewsQuery = (lectureId: number) =>
  reviewsQuery(0, COURSE_REVIEWS, lectureId);

/**
 * A lecture's newest reviews on its course page, with a link to all of them on /reviews
 * (docs/product/screens.md). Hidden reviews never come from the API.
 */
export function LectureReviews({ lectureId }: { lectureId: number }) {
  const query = useQuery(lectureReviewsQuery(lectureId));
  const reviews = query.data?.reviews ?? [];
  return (
    <Stack component="section" aria-labelledby="course-reviews" gap="sm">
      <Title order={2} size="h3" id="course-reviews">
        {t.reviewsTitle}
      </Title>
      {query.isSuccess && reviews.length === 0 && <Text c="dimmed">{t.noReviews}</Text>}
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
      {reviews.length > 0 && (
        <Anchor component={Link} to={`/reviews?lectureId=${lectureId}`}>
          {t.allReviews}
        </Anchor>
      )}
    </Stack>
  );
}
