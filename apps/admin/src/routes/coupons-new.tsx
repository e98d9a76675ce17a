import { firstReads } from '@academy/app-frame/route-loaders';
import { myLecturesQuery } from '@academy/api-client/queries/admin';
import { PageHeader } from '@academy/ui/PageHeader';
import * as adminStrings from '@academy/strings/admin';
import { Stack } from '@mantine/core';
import { CouponForm } from '../features/coupons/CouponForm.tsx';

// The page's first read (decision 028): the lectures a coupon may be limited to.
const reads = firstReads((client) => [client.prefetchQuery(myLecturesQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return (
    <Stack gap="xl">
      <PageHeader title={adminStrings.titles.couponNew} order={2} />
      <CouponForm />
    </Stack>
  );
}
