import { firstReads } from '@academy/app-frame/route-loaders';
import { myLecturesQuery } from '@academy/api-client/queries/admin';
import { PageHeader } from '@academy/ui/PageHeader';
import * as adminStrings from '@academy/strings/admin';
import { Stack } from '@mantine/core';
import { OrderList, orderFirstQuery } from '../features/orders/OrderList.tsx';

// The page's first reads (decision 028): the newest orders and the lectures to filter by.
const reads = firstReads((client) => [
  client.prefetchQuery(orderFirstQuery()),
  client.prefetchQuery(myLecturesQuery()),
]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return (
    <Stack gap="xl">
      <PageHeader title={adminStrings.titles.orders} order={2} />
      <OrderList />
    </Stack>
  );
}
