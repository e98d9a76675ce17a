import { errorMessage } from '@academy/api-client/errors';
import { shopLecturesQuery } from '@academy/api-client/queries/classroom';
import { lectureRatingsQuery } from '@academy/api-client/queries/reviews';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import * as errors from '@academy/strings/errors';
import * as siteStrings from '@academy/strings/site';
import { Anchor, Button, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { coursePage } from '@academy/strings/courses';
import { LectureRatingLine } from './LectureRatingLine.tsx';
import { BuyButtons } from './BuyButtons.tsx';

const t = siteStrings.purchase;

/**
 * The lecture cards of the purchase page and 과정 안내 (docs/product/screens.md); each card's title
 * and 자세히 보기 open the lecture's course page.
 */
export function LectureShop() {
  const query = useQuery(shopLecturesQuery());
  const ratings = useQuery(lectureRatingsQuery());
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
                <Anchor component={Link} to={`/courses/${lecture.lectureId}`} inherit c="inherit">
                  {lecture.title}
                </Anchor>
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
              <Button
                component={Link}
                to={`/courses/${lecture.lectureId}`}
                variant="outline"
                aria-label={`${lecture.title} ${coursePage.details}`}
              >
                {coursePage.details}
              </Button>
              <BuyButtons lecture={lecture} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
