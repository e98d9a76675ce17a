import { ErrorState } from '@academy/ui/ErrorState';
import { adminStrings } from '@academy/ui/strings/admin';
import { Stack, Title } from '@mantine/core';

/**
 * An error boundary with a Korean message and a retry instead of a white page (issue 8). Inside
 * the layout it takes the screen's place under the header's h1; alone it is the page.
 */
export function RouteError({
  inLayout = false,
  onRetry = () => window.location.reload(),
}: {
  inLayout?: boolean;
  /** a reload: it also fetches a screen's chunk again after a deploy replaced it */
  onRetry?: () => void;
}) {
  return (
    <Stack p={inLayout ? 0 : 'xl'} maw={640} mx={inLayout ? undefined : 'auto'}>
      <Title order={inLayout ? 2 : 1}>{adminStrings.crash.title}</Title>
      <ErrorState message={adminStrings.crash.text} onRetry={onRetry} />
    </Stack>
  );
}
