import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import type { QueryClient } from '@tanstack/react-query';
import { universitiesQuery } from '@academy/api-client/queries/stories';
import { Stack } from '@mantine/core';
import { StoryModeration, storyListQuery } from '../features/stories/StoryModeration.tsx';
import { UniversityList } from '../features/stories/UniversityList.tsx';

// What the page reads first, on the server for a first visit and with its code after (decision
// 028): the waiting pass stories and the universities.
const reads = (client: QueryClient) => [
  client.prefetchQuery(storyListQuery()),
  client.prefetchQuery(universitiesQuery()),
];
export const loader = () => prefetch((client) => reads(client));
export const clientLoader = () => afterSessionCheck(() => Promise.all(reads(queryClient)));

export default function Component() {
  return (
    <Stack gap="xl">
      <StoryModeration />
      <UniversityList />
    </Stack>
  );
}
