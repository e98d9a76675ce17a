import { errorMessage } from '@academy/api-client/errors';
import { myReviewsQuery } from '@academy/api-client/queries/reviews';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDate } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import * as errors from '@academy/strings/errors';
import { reviewStrings as t } from '@academy/strings/reviews';
import { Card, Group, Rating, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ReviewButton } from '../../shared/reviews/ReviewButton.tsx';

/**
 * My page's reviews: each with its lecture, edit/delete, and whether it was hidden
 * (docs/product/learning.md).
 */
export function MyReviews() {
  const query = useQuery(myReviewsQuery());
  if (query.isPending) return <LoadingState variant="skeleton" rows={4} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.transport.server)}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0) return <EmptyState message={t.myReviewsEmpty} />;
  return (
    <Stack>
      {query.data.map((review) => (
        <Card key={review.id} withBorder radius="md" component="article">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={700}>{review.title}</Text>
              <Text size="sm" c="dimmed">
                {review.lectureName} · {formatDate(review.createdAt)}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              {review.hidden && <StatusBadge tone="danger">{t.hidden}</StatusBadge>}
              <Rating value={review.rating} readOnly size="sm" aria-hidden />
              <VisuallyHidden>{t.rating(review.rating)}</VisuallyHidden>
            </Group>
          </Group>
          {review.hidden && (
            <Text size="sm" c="red" mt={4}>
              {t.hiddenNote}
            </Text>
          )}
          <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.content}
          </Text>
          {review.reply && (
            <Text size="sm" mt="xs" c="dimmed">
              {t.replyBy(review.reply.authorName)}: {review.reply.content}
            </Text>
          )}
          {review.lectureId !== null && (
            <Group mt="sm">
              <ReviewButton lectureId={review.lectureId} label={t.editTitle} />
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
