import { firstReads } from '@academy/app-frame/route-loaders';
import { errorMessage } from '@academy/api-client/errors';
import { myLecturesQuery } from '@academy/api-client/queries/admin';
import { couponQuery } from '@academy/api-client/queries/coupons';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { PageHeader } from '@academy/ui/PageHeader';
import * as adminStrings from '@academy/strings/admin';
import * as couponStrings from '@academy/strings/coupons';
import { Anchor, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CouponForm } from '../features/coupons/CouponForm.tsx';
import { SwitchCouponButton } from '../features/coupons/SwitchCouponButton.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The page's first reads (decision 028): the coupon and the lectures it may name.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.couponId);
  return id ? [client.prefetchQuery(couponQuery(id)), client.prefetchQuery(myLecturesQuery())] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

function Editor({ id }: { id: number }) {
  const query = useQuery(couponQuery(id));
  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, couponStrings.admin.notFound)}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <Stack>
      <Group justify="space-between">
        <Anchor component={Link} to="/admin/coupons" size="sm">
          {couponStrings.admin.backToList}
        </Anchor>
        <SwitchCouponButton coupon={query.data} />
      </Group>
      {/* keyed by the coupon's state so a change from elsewhere refills the form */}
      <CouponForm key={`${query.data.id}-${query.data.active}`} coupon={query.data} />
    </Stack>
  );
}

export default function Component() {
  const id = idFrom(useParams().couponId);
  if (!id) return <NotFound />;
  return (
    <Stack gap="xl">
      <PageHeader title={adminStrings.titles.couponEdit} order={2} />
      <Editor id={id} />
    </Stack>
  );
}
