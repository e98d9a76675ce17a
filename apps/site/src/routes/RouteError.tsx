import { ErrorState } from '@academy/ui/ErrorState';
import { siteStrings } from '@academy/ui/strings/site';
import { Stack, Title } from '@mantine/core';

/** An error boundary with a Korean message and a retry instead of a white page (issue 8). */
export function RouteError() {
  return (
    <Stack p="xl" maw={640} mx="auto">
      <Title order={1}>{siteStrings.crash.title}</Title>
      <ErrorState message={siteStrings.crash.text} onRetry={() => window.location.reload()} />
    </Stack>
  );
}
