// Disable a coupon (after a confirmation: orders holding it keep it, new ones cannot apply it), or
// enable it again.
import type { Coupon } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useSwitchCoupon } from '@academy/api-client/queries/coupons';
import { confirm } from '@academy/ui/ConfirmDialog';
import { showToast } from '@academy/ui/toast';
import * as couponStrings from '@academy/strings/coupons';
import { Button } from '@mantine/core';

const t = couponStrings.admin;

export function SwitchCouponButton({ coupon }: { coupon: Pick<Coupon, 'id' | 'code' | 'active'> }) {
  const change = useSwitchCoupon();
  const run = async () => {
    if (
      coupon.active &&
      !(await confirm({
        title: t.disableTitle,
        message: t.disableConfirm(coupon.code),
        confirmLabel: t.disable,
        destructive: true,
      }))
    )
      return;
    change.mutate(
      { id: coupon.id, active: !coupon.active },
      {
        onSuccess: (response) => showToast({ color: 'teal', message: response.message }),
        onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.loadFailed) }),
      },
    );
  };
  return (
    <Button
      size="xs"
      variant={coupon.active ? 'light' : 'default'}
      color={coupon.active ? 'red' : undefined}
      loading={change.isPending}
      onClick={() => void run()}
      aria-label={`${coupon.code} ${coupon.active ? t.disable : t.enable}`}
    >
      {coupon.active ? t.disable : t.enable}
    </Button>
  );
}
