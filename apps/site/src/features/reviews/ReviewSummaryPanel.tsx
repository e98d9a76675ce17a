import type { ReviewSummary } from '@academy/api-client/contract';
import { reviewStrings as t } from '@academy/strings/reviews';
import { Card, Group, Progress, Rating, Stack, Text } from '@mantine/core';

/** The average (one decimal), the count, and a bar per star, 5 to 1. */
export function ReviewSummaryPanel({ summary }: { summary: ReviewSummary }) {
  const average = summary.average === null ? '-' : summary.average.toFixed(1);
  return (
    <Card withBorder radius="md" component="section" aria-label={t.average}>
      <Group align="center" gap="xl" wrap="wrap">
        <Stack gap={2} align="center">
          <Text size="sm" c="dimmed">
            {t.average}
          </Text>
          <Text fz={36} fw={800} lh={1} data-testid="review-average">
            {average}
          </Text>
          <Rating value={summary.average ?? 0} fractions={10} readOnly aria-hidden size="sm" />
          <Text size="sm">{t.totalCount(summary.count)}</Text>
        </Stack>
        <Stack gap={4} style={{ flex: 1, minWidth: 200 }} component="ul" p={0} m={0}>
          {[5, 4, 3, 2, 1].map((stars) => {
            const value = summary.stars[stars - 1] ?? 0;
            return (
              <Group
                key={stars}
                gap="xs"
                wrap="nowrap"
                component="li"
                style={{ listStyle: 'none' }}
                aria-label={t.starCount(stars, value)}
              >
                <Text size="sm" w={32} aria-hidden>
                  {t.starsLabel(stars)}
                </Text>
                <Progress
                  value={summary.count ? (value / summary.count) * 100 : 0}
                  style={{ flex: 1 }}
                  aria-hidden
                />
                <Text size="sm" w={32} ta="right" aria-hidden>
                  {value}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Group>
    </Card>
  );
}
