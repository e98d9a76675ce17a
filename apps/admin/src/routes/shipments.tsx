import { firstReads } from '@academy/app-frame/route-loaders';
import { PageHeader } from '@academy/ui/PageHeader';
import * as adminStrings from '@academy/strings/admin';
import { Stack } from '@mantine/core';
import { ShipmentQueue, shipmentFirstQuery } from '../features/shipments/ShipmentQueue.tsx';

// The page's first read (decision 028): the oldest textbooks waiting to be shipped.
const reads = firstReads((client) => [client.prefetchQuery(shipmentFirstQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return (
    <Stack gap="xl">
      <PageHeader title={adminStrings.titles.shipments} order={2} />
      <ShipmentQueue />
    </Stack>
  );
}
