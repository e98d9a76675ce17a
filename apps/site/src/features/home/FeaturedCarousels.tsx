// docs/product/learning.md: the home page's reviews and graduates carousels read the reviews and
// pass stories staff featured; no static sample is left for them.
import type { Review, Story } from '@academy/api-client/contract';
import { featuredReviewsQuery } from '@academy/api-client/queries/reviews';
import { featuredPassStoriesQuery } from '@academy/api-client/queries/pass-stories';
import { EmptyState } from '@academy/ui/EmptyState';
import { LoadingState } from '@academy/ui/LoadingState';
import { reviewStrings, passStoryStrings } from '@academy/strings/reviews';
import { homeStrings } from '@academy/strings/site-home';
import * as siteStrings from '@academy/strings/site';
import { Card, Group, Rating, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AutoCarousel } from './AutoCarousel.tsx';

const t = homeStrings;

export function FeaturedReviewCard({ review }: { review: Review }) {
  return (
    <Card withBorder radius="md" h="100%">
      <Group gap={4}>
        <Rating value={review.rating} readOnly size="xs" aria-hidden />
        <VisuallyHidden>{reviewStrings.rating(review.rating)}</VisuallyHidden>
      </Group>
      <Text fw={700} mt={4} lineClamp={1}>
        {review.title}
      </Text>
      <Text size="sm" lineClamp={4}>
        “{review.content}”
      </Text>
      <Text size="sm" c="dimmed" mt="xs">
        {review.userName} · {review.lectureName}
      </Text>
    </Card>
  );
}

export function GraduateCard({ story }: { story: Story }) {
  return (
    <Card withBorder radius="md" h="100%">
      <Text fw={700}>{passStoryStrings.passed(story.university.name, story.major)}</Text>
      <Text size="sm" c="dimmed">
        {passStoryStrings.yearLabel(story.year)} · {story.authorName}
      </Text>
      <Text size="sm" mt="xs" lineClamp={3}>
        “{story.advice}”
      </Text>
    </Card>
  );
}

/** Loading, empty (nothing featured yet) or the cards; a failed read hides the section's body. */
function Featured<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: T[] };
  children: (items: T[]) => React.ReactNode;
}) {
  if (query.isPending) return <LoadingState variant="skeleton" rows={2} />;
  if (query.isError || !query.data) return null;
  if (query.data.length === 0) return <EmptyState message={siteStrings.reviews.empty} />;
  return children(query.data);
}

export function FeaturedReviewsCarousel() {
  const query = useQuery(featuredReviewsQuery());
  return (
    <Featured query={query}>
      {(reviews) => (
        <AutoCarousel
          label={t.reviewsTitle}
          delayMs={5000}
          perView={{ base: 1, sm: 2 }}
          controlsOutside
        >
          {reviews.map((review) => (
            <FeaturedReviewCard key={review.id} review={review} />
          ))}
        </AutoCarousel>
      )}
    </Featured>
  );
}

export function GraduatesCarousel() {
  const query = useQuery(featuredPassStoriesQuery());
  return (
    <Featured query={query}>
      {(stories) => (
        <AutoCarousel
          label={t.graduatesTitle}
          delayMs={3000}
          perView={{ base: 1, sm: 2, md: 3 }}
          controlsOutside
        >
          {stories.map((story) => (
            <GraduateCard key={story.id} story={story} />
          ))}
        </AutoCarousel>
      )}
    </Featured>
  );
}

/** The reviews and graduates views of the home page: the featured ones, and the way to all. */
export function FeaturedReviewList() {
  const query = useQuery(featuredReviewsQuery());
  return (
    <Featured query={query}>
      {(reviews) => reviews.map((review) => <FeaturedReviewCard key={review.id} review={review} />)}
    </Featured>
  );
}
export function FeaturedPassStoryList() {
  const query = useQuery(featuredPassStoriesQuery());
  return (
    <Featured query={query}>
      {(stories) => stories.map((story) => <GraduateCard key={story.id} story={story} />)}
    </Featured>
  );
}
