import { firstReads } from '@academy/auth/route-loaders';
import { universitiesQuery } from '@academy/api-client/queries/stories';
import { Stack } from '@mantine/core';
import { StoryModeration, storyListQuery } from '../features/stories/StoryModeration.tsx';
import { UniversityList } from '../features/stories/UniversityList.tsx';

// The page's first reads (decision 028): the waiting pass stories and the universities.
const reads = firstReads((client) => [
  client.prefetchQuery(storyListQuery()),
  client.prefetchQuery(universitiesQuery()),
]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return (
    <Stack gap="xl">
      <StoryModeration />
      <UniversityList />
    </Stack>
  );
}
