import { Stack, Title } from '@mantine/core';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import * as ko from '@academy/strings';

/**
 * A router's error element: a Korean message and a retry instead of a white page. The
 * retry reloads the page, which also fetches a route's chunk that a new deployment replaced.
 * Inside a layout it takes the screen's place under the layout's h1; alone it is the page.
 */
export function RouteError({ inLayout = false }: { inLayout?: boolean }) {
  return (
    <Stack p={inLayout ? 0 : 'xl'} maw={640} mx={inLayout ? undefined : 'auto'}>
      <Title order={inLayout ? 2 : 1}>{ko.common.errorTitle}</Title>
      <ErrorState message={ko.common.crashText} onRetry={() => window.location.reload()} />
    </Stack>
  );
}
