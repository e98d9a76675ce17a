import { firstReads } from '@academy/app-frame/route-loaders';
import { PageHeader } from '@academy/ui/PageHeader';
import * as outboxView from '@academy/strings/outbox-view';
import { Stack } from '@mantine/core';
import { OutboxList, outboxFirstQuery } from '../features/outbox/OutboxList.tsx';

// The page's first read (decision 028): the newest messages. Admins only: a teacher's read is
// refused and the screen says so.
const reads = firstReads((client) => [client.prefetchInfiniteQuery(outboxFirstQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return (
    <Stack gap="xl">
      <PageHeader title={outboxView.screen.title} order={2} />
      <OutboxList />
    </Stack>
  );
}
