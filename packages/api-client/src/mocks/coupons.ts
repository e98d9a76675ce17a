// docs/product/coupons-and-orders.md: the staff's coupons, answered like the API (see respond.ts).
import { http } from 'msw';
import type { Coupon } from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/** GET the coupons (one page with its total) and one coupon. */
export function couponHandlers(coupons: Coupon[]) {
  return [
    http.get(apiPath('admin/coupons'), () => okEnvelope({ items: coupons, total: coupons.length })),
    http.get(apiPath('admin/coupons/:id'), ({ params }) =>
      okEnvelope(coupons.find((coupon) => coupon.id === Number(params.id)) ?? null),
    ),
  ];
}
