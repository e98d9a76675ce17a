import { ErrorState } from '@academy/ui/ErrorState';
import { classroomStrings } from '@academy/ui/strings/classroom';
import { Stack, Title } from '@mantine/core';

/**
 * The router's error element: a Korean message and a retry (a reload, which also fetches a route
 * chunk that a new deployment replaced) instead of a white page.
 */
export function RouteError() {
  return (
    <Stack p="xl" maw={640} mx="auto">
      <Title order={1}>{classroomStrings.crash.title}</Title>
      <ErrorState message={classroomStrings.crash.text} onRetry={() => window.location.reload()} />
    </Stack>
  );
}
