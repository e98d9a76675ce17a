import { ErrorState } from '@academy/ui/ErrorState';
import { adminStrings } from '@academy/ui/strings/admin';
import { Stack, Title } from '@mantine/core';

/** An error boundary with a Korean message and a retry instead of a white page (issue 8). */
export function RouteError() {
  return (
    <Stack p="xl" maw={640} mx="auto">
      <Title order={1}>{adminStrings.crash.title}</Title>
      <ErrorState message={adminStrings.crash.text} onRetry={() => window.location.reload()} />
    </Stack>
  );
}
