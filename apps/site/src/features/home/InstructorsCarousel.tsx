import type { PublicInstructor } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { instructorsQuery } from '@academy/api-client/queries/enrolments';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import * as errors from '@academy/strings/errors';
import { homeStrings } from '@academy/strings/site-home';
import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { AutoCarousel } from './AutoCarousel.tsx';

const t = homeStrings;

/** One instructor: photo, name, subjects and the introduction staff wrote. */
export function InstructorCard({ instructor }: { instructor: PublicInstructor }) {
  return (
    <Card withBorder radius="md" h="100%">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={instructor.image} alt="" size={64} radius="xl" />
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

/** issue 20: the home page's instructors, the active teacher accounts (a public, cached read). */
export function InstructorsCarousel() {
  const query = useQuery(instructorsQuery());
  // On a phone this section is in the first screen, so its list arrives while the page is still
  // starting: the cards are drawn in a deferred render, which React splits into short tasks,
  // rather than in one blocking render when the data lands (issue 15: blocking time).
  const instructors = useDeferredValue(query.data);
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
