import { firstReads } from '@academy/app-frame/route-loaders';
import { PageHeader } from '@academy/ui/PageHeader';
import * as adminStrings from '@academy/strings/admin';
import { Stack } from '@mantine/core';
import { CouponList, couponFirstQuery } from '../features/coupons/CouponList.tsx';

// The page's first read (decision 028): the newest coupons, unfiltered.
const reads = firstReads((client) => [client.prefetchQuery(couponFirstQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return (
    <Stack gap="xl">
      <PageHeader title={adminStrings.titles.coupons} order={2} />
      <CouponList />
    </Stack>
  );
}
