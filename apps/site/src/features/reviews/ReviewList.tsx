import { errorMessage } from '@academy/api-client/errors';
import { reviewsQuery } from '@academy/api-client/queries/reviews';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { PagedListControls } from '@academy/ui/PagedListControls';
import { errors } from '@academy/strings/errors';
import { siteStrings } from '@academy/strings/site';
import { Card, Group, Rating, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { hasNextReviewPage } from '../../shared/paging.ts';

const t = siteStrings.reviews;

export function ReviewList({
  page,
  size,
  onPaging,
}: {
  page: number;
  size: number;
  onPaging: (page: number, size: number) => void;
}) {
  const query = useQuery(reviewsQuery(page - 1, size));
  let body;
  if (query.isPending) body = <LoadingState variant="skeleton" rows={6} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={errorMessage(query.error, errors.review.list)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.reviews.length === 0) body = <EmptyState message={t.empty} />;
  else
    body = (
      <Stack>
        {query.data.reviews.map((review) => (
          <Card key={review.id} withBorder radius="md" component="article">
            <Group justify="space-between">
              <Text fw={700}>{review.title}</Text>
              <Group gap={4}>
                <Rating value={review.rating} readOnly aria-hidden />
                <VisuallyHidden>{t.rating(review.rating)}</VisuallyHidden>
              </Group>
            </Group>
            <Text size="sm" c="dimmed">
              {review.userName} · {review.lectureName}
            </Text>
            <Text mt="xs">{review.content}</Text>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Stack>
      {body}
      <PagedListControls
        page={page - 1}
        pageSize={size}
        hasNext={query.isSuccess && hasNextReviewPage(page, size, query.data.totalCount)}
        onPageChange={(next) => onPaging(next + 1, size)}
        onPageSizeChange={(nextSize) => onPaging(1, nextSize)}
      />
    </Stack>
  );
}
