import { firstReads } from '@academy/app-frame/route-loaders';
import { consentHistoryQuery } from '@academy/api-client/queries/consents';
import { PageHeader } from '@academy/ui/PageHeader';
import * as consents from '@academy/strings/consents';
import { Stack } from '@mantine/core';
import { ConsentDocuments } from '../features/consents/ConsentDocuments.tsx';

// The page's first read (decision 028): every published version (an admin's; a teacher's read is
// refused and left out).
const reads = firstReads((client) => [client.prefetchQuery(consentHistoryQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return (
    <Stack>
      <PageHeader title={consents.admin.title} order={2} />
      <ConsentDocuments />
    </Stack>
  );
}
