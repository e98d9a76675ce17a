import { firstReads } from '@academy/app-frame/route-loaders';
import { universitiesQuery } from '@academy/api-client/queries/pass-stories';
import { universitySubjectsQuery } from '@academy/api-client/queries/score-tracker';
import { Stack } from '@mantine/core';
import {
  PassStoryModeration,
  passStoryListQuery,
  passStoryView,
} from '../features/pass-stories/PassStoryModeration.tsx';
import { UniversityList } from '../features/pass-stories/UniversityList.tsx';

// The page's first reads (decision 028): the pass stories of the view the address names (the
// waiting ones by default), the universities and their EJU subject sets.
const reads = firstReads((client, { request }) => [
  client.prefetchQuery(passStoryListQuery(passStoryView(new URL(request.url).searchParams))),
  client.prefetchQuery(universitiesQuery()),
  client.prefetchQuery(universitySubjectsQuery()),
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
