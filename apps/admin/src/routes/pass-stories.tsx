import { firstReads } from '@academy/app-frame/route-loaders';
import { universitiesQuery } from '@academy/api-client/queries/pass-stories';
import { Stack } from '@mantine/core';
import {
  PassStoryModeration,
  passStoryListQuery,
} from '../features/pass-stories/PassStoryModeration.tsx';
import { UniversityList } from '../features/pass-stories/UniversityList.tsx';

// The page's first reads (decision 028): the waiting pass stories and the universities.
const reads = firstReads((client) => [
  client.prefetchQuery(passStoryListQuery()),
  client.prefetchQuery(universitiesQuery()),
]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return (
    <Stack gap="xl">
      <PassStoryModeration />
      <UniversityList />
    </Stack>
  );
}
