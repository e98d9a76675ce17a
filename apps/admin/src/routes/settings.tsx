import { firstReads } from '@academy/app-frame/route-loaders';
import { paymentAccountQuery } from '@academy/api-client/queries/courses';
import { PageHeader } from '@academy/ui/PageHeader';
import { academySettings } from '@academy/strings/courses';
import { Stack } from '@mantine/core';
import { AcademySettings } from '../features/settings/AcademySettings.tsx';

// The page's first read (decision 028): the payment account it edits.
const reads = firstReads((client) => [client.prefetchQuery(paymentAccountQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return (
    <Stack>
      <PageHeader title={academySettings.title} order={2} />
      <AcademySettings />
    </Stack>
  );
}
