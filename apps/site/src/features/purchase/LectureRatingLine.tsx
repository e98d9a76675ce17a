import { reviewStrings } from '@academy/strings/reviews';
import { Group, Rating, Text } from '@mantine/core';

/**
 * The lecture's average (one decimal) and count of reviews, or that it has none
 * (docs/product/learning.md).
 */
export function LectureRatingLine({
  rating,
}: {
  rating?: { average: number | null; count: number } | null;
}) {
  if (!rating || rating.average === null || rating.count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {reviewStrings.noRating}
      </Text>
    );
  }
  const average = rating.average.toFixed(1);
  return (
    <Group gap={6} role="group" aria-label={reviewStrings.cardRating(average, rating.count)}>
      <Rating value={rating.average} fractions={10} readOnly size="xs" aria-hidden />
      <Text size="sm" fw={700} aria-hidden data-testid="lecture-rating">
        {average}
      </Text>
      <Text size="sm" c="dimmed" aria-hidden>
        ({rating.count})
      </Text>
    </Group>
  );
}
