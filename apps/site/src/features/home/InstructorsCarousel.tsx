import type { PublicInstructor } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { instructorsQuery } from '@academy/api-client/queries/site-content';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import * as errors from '@academy/strings/errors';
import { homeStrings } from '@academy/strings/site-home';
import { Card, Group, Image, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AutoCarousel } from './AutoCarousel.tsx';

const t = homeStrings;

/**
 * An instructor with no photo, or one that fails to load: a grey silhouette on a translucent
 * ground, which sits on a light or a dark card alike. The photo is an Image, which the home's
 * banners have loaded already, not an Avatar (1.8 KB more on the home's first visit,
 * docs/performance.md).
 */
const NO_PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g fill="#868e96"><rect width="64" height="64" fill-opacity=".25"/><circle cx="32" cy="25" r="11"/><path d="M12 60c1-12 9-18 20-18s19 6 20 18z"/></g></svg>',
)}`;

/** One instructor: photo, name, subjects and the introduction staff wrote. */
export function InstructorCard({ instructor }: { instructor: PublicInstructor }) {
  return (
    <Card withBorder radius="md" h="100%">
      <Group wrap="nowrap" align="flex-start">
        <Image
          src={instructor.image}
          fallbackSrc={NO_PHOTO}
          alt=""
          w={64}
          h={64}
          flex="none"
          radius="xl"
        />
        <Stack gap={2}>
          <Text fw={700}>{instructor.name}</Text>
          <Text size="sm" c="dimmed">
            {instructor.teachingSubjects.join(' · ')}
          </Text>
        </Stack>
      </Group>
      {instructor.introduction && (
        <Text size="sm" mt="xs">
          {instructor.introduction}
        </Text>
      )}
    </Card>
  );
}

/** The home page's instructors, the active teacher accounts (a public, cached read). */
export function InstructorsCarousel() {
  const query = useQuery(instructorsQuery());
  const instructors = query.data;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.transport.server)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!instructors) return <LoadingState variant="skeleton" rows={2} />;
  if (instructors.length === 0) return <Text c="dimmed">{t.instructorsEmpty}</Text>;
  return (
    <AutoCarousel
      label={t.instructorsTitle}
      delayMs={6000}
      perView={{ base: 1, sm: 2, md: 3 }}
      controlsOutside
    >
      {instructors.map((instructor) => (
        <InstructorCard key={instructor.id} instructor={instructor} />
      ))}
    </AutoCarousel>
  );
}
