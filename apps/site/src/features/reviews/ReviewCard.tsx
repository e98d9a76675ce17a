import type { Review } from '@academy/api-client/contract';
import { formatDate } from '@academy/ui/format/date';
import { reviewStrings as t } from '@academy/strings/reviews';
import { Card, Group, Paper, Rating, Text, VisuallyHidden } from '@mantine/core';

/** One public review: HTML in any field is shown as text (React escapes it). */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card withBorder radius="md" component="article">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={700} component="h3" m={0} size="md">
          {review.title}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Rating value={review.rating} readOnly aria-hidden size="sm" />
          <VisuallyHidden>{t.rating(review.rating)}</VisuallyHidden>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {review.userName} · {review.lectureName} · {formatDate(review.createdAt)}
      </Text>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {review.content}
      </Text>
      {review.reply && (
        <Paper mt="sm" p="sm" radius="sm" bg="var(--mantine-color-default-hover)">
          <Text size="sm" fw={600}>
            {t.replyBy(review.reply.authorName)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.reply.content}
          </Text>
        </Paper>
      )}
    </Card>
  );
}
