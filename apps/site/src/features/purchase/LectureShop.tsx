import type { ShopLecture } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { shopLecturesQuery } from '@academy/api-client/queries/classroom';
import { lectureRatingsQuery } from '@academy/api-client/queries/reviews';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import * as errors from '@academy/strings/errors';
import { reviewStrings } from '@academy/strings/reviews';
import * as siteStrings from '@academy/strings/site';
import { Button, Card, Group, Image, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EnrolmentRequestButton } from './EnrolmentRequestButton.tsx';
import { PurchaseDialog } from './PurchaseDialog.tsx';

const t = siteStrings.purchase;

/**
 * The lecture's average (one decimal) and count of reviews, or that it has none
 * (docs/product/learning.md).
 */
function LectureRatingLine({ rating }: { rating?: { average: number; count: number } }) {
  if (!rating) {
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

/** The lecture cards of the purchase page (docs/product/screens.md). */
export function LectureShop() {
  const query = useQuery(shopLecturesQuery());
  const ratings = useQuery(lectureRatingsQuery());
  const [chosen, setChosen] = useState<{ lecture: ShopLecture; mode: 'buy' | 'cart' } | null>(null);
  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.transport.server)}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0) return <EmptyState message={t.empty} />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {query.data.map((lecture) => (
          <Card key={lecture.lectureId} withBorder radius="md" component="article">
            <Card.Section>
              <Text size="sm" fw={600} px="md" py={6}>
                {t.teacher(lecture.teacherName)}
              </Text>
              {lecture.thumbnailUrl && (
                <Image
                  src={lecture.thumbnailUrl}
                  alt=""
                  width={1200}
                  height={800}
                  style={{ aspectRatio: '3 / 2', height: 'auto' }}
                  loading="lazy"
                />
              )}
            </Card.Section>
            <Stack gap={4} mt="sm">
              <Title order={2} size="h4">
                {lecture.title}
              </Title>
              <LectureRatingLine rating={ratings.data?.get(lecture.lectureId)} />
              <Text size="sm" c="dimmed" lineClamp={3}>
                {lecture.description || t.defaultDescription}
              </Text>
              {lecture.period > 0 && <Text size="sm">{t.period(lecture.period)}</Text>}
              <Text fw={800} size="lg">
                {formatWon(lecture.price)}
              </Text>
            </Stack>
            {/* The buttons sit at the card's bottom: cards in a row line them up. */}
            <Stack mt="auto" pt="md" gap="xs">
              <EnrolmentRequestButton lecture={lecture} />
            </Stack>
            <Group mt="xs" grow>
              <Button variant="light" onClick={() => setChosen({ lecture, mode: 'buy' })}>
                {t.buy}
              </Button>
              <Button variant="default" onClick={() => setChosen({ lecture, mode: 'cart' })}>
                {t.cart}
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <PurchaseDialog
        lecture={chosen?.lecture ?? null}
        mode={chosen?.mode ?? 'buy'}
        onClose={() => setChosen(null)}
      />
    </>
  );
}
