// Coupons for staff (docs/product/coupons-and-orders.md: Coupons).
import {
  CouponPageResponse,
  CouponResponse,
  type CouponCreateRequest,
  type CouponListQuery,
  type CouponUpdateRequest,
} from '../contract/index.ts';
import { request } from '../http.ts';

/** The filters as query text (empty ones left out). */
function couponSearch(query: CouponListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

const coupons = 'admin/coupons';
export const couponList = (query: CouponListQuery) =>
  request(CouponPageResponse, coupons, { searchParams: couponSearch(query) });
export const coupon = (id: number) => request(CouponResponse, `${coupons}/${id}`);
export const createCoupon = (body: CouponCreateRequest) =>
  request(CouponResponse, coupons, { method: 'post', json: body });
export const updateCoupon = (id: number, body: CouponUpdateRequest) =>
  request(CouponResponse, `${coupons}/${id}`, { method: 'patch', json: body });
export const switchCoupon = (id: number, active: boolean) =>
  request(CouponResponse, `${coupons}/${id}/${active ? 'enable' : 'disable'}`, {
    method: 'post',
    json: {},
  });
