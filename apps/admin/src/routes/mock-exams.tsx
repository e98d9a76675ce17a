import { firstReads } from '@academy/app-frame/route-loaders';
import { mockExamsQuery } from '@academy/api-client/queries/mock-authoring';
import { PageHeader } from '@academy/ui/PageHeader';
import * as ma from '@academy/strings/mock-authoring';
import { Stack } from '@mantine/core';
import { MockList } from '../features/mock-exams/MockList.tsx';

// The page's first read (decision 028): the caller's mocks.
const reads = firstReads((client) => [client.prefetchQuery(mockExamsQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return (
    <Stack gap="xl">
      <PageHeader title={ma.mock.title} order={2} />
      <MockList />
    </Stack>
  );
}
