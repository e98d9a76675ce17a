import { firstReads } from '@academy/app-frame/route-loaders';
import { accessLogMonthsQuery } from '@academy/api-client/queries/access-log';
import { PageHeader } from '@academy/ui/PageHeader';
import * as accessLogStrings from '@academy/strings/access-log';
import { Stack } from '@mantine/core';
import { AccessLog, accessLogFirstQuery } from '../features/access-log/AccessLog.tsx';
import { MonthlyReview } from '../features/access-log/MonthlyReview.tsx';

// The page's first reads (decision 028): the newest entries and the months to review. Admins
// only: a teacher's reads are refused and the screen says so.
const reads = firstReads((client) => [
  client.prefetchInfiniteQuery(accessLogFirstQuery()),
  client.prefetchQuery(accessLogMonthsQuery()),
]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return (
    <Stack gap="xl">
      <PageHeader title={accessLogStrings.screen.title} order={2} />
      <MonthlyReview />
      <AccessLog />
    </Stack>
  );
}
