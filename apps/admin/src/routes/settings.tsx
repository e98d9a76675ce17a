import { firstReads } from '@academy/app-frame/route-loaders';
import { paymentAccountQuery } from '@academy/api-client/queries/courses';
import { playbackLimitQuery } from '@academy/api-client/queries/playback';
import { PageHeader } from '@academy/ui/PageHeader';
import { academySettings } from '@academy/strings/courses';
import { Stack } from '@mantine/core';
import { PlaybackLimitSettings } from '../features/playback/PlaybackLimitSettings.tsx';
import { AcademySettings } from '../features/settings/AcademySettings.tsx';

// The page's first reads (decision 028): the payment account and the playback limit it edits.
const reads = firstReads((client) => [
  client.prefetchQuery(paymentAccountQuery()),
  client.prefetchQuery(playbackLimitQuery()),
]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return (
    <Stack>
      <PageHeader title={academySettings.title} order={2} />
      <AcademySettings />
      <PlaybackLimitSettings />
    </Stack>
  );
}
