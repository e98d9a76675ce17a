import { firstReads } from '@academy/app-frame/route-loaders';
import { adminOrderQuery } from '@academy/api-client/queries/admin-orders';
import { PageHeader } from '@academy/ui/PageHeader';
import * as adminStrings from '@academy/strings/admin';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { OrderDetail } from '../features/orders/OrderDetail.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The page's first read (decision 028): the order.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.orderId);
  return id ? [client.prefetchQuery(adminOrderQuery(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  const id = idFrom(useParams().orderId);
  if (!id) return <NotFound />;
  return (
    <Stack gap="xl">
      <PageHeader title={adminStrings.titles.orderDetail} order={2} />
      <OrderDetail orderId={id} />
    </Stack>
  );
}
