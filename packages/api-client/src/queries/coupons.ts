// Keys, options and mutations of staff's coupons (docs/product/coupons-and-orders.md: Coupons).
// Every write answers the coupon as it is now, which replaces its cache; the lists are refetched.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CouponCreateRequest,
  CouponListQuery,
  CouponUpdateRequest,
} from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/coupons.ts'));

export const couponKeys = {
  all: ['coupons'] as const,
  lists: () => [...couponKeys.all, 'list'] as const,
  list: (query: CouponListQuery) => [...couponKeys.lists(), query] as const,
  detail: (id: number) => [...couponKeys.all, 'detail', id] as const,
};

export const couponListQuery = (query: CouponListQuery) =>
  queryOptions({
    queryKey: couponKeys.list(query),
    queryFn: async () => (await api.couponList(query)).data,
    placeholderData: keepPreviousData,
  });
export const couponQuery = (id: number) =>
  queryOptions({
    queryKey: couponKeys.detail(id),
    queryFn: async () => (await api.coupon(id)).data,
  });

function useCouponWrite<Variables>(write: (variables: Variables) => ReturnType<typeof api.coupon>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (response) => {
      client.setQueryData(couponKeys.detail(response.data.id), response.data);
      await client.invalidateQueries({ queryKey: couponKeys.lists() });
    },
  });
}

export const useCreateCoupon = () =>
  useCouponWrite((body: CouponCreateRequest) => api.createCoupon(body));
export const useUpdateCoupon = (id: number) =>
  useCouponWrite((body: CouponUpdateRequest) => api.updateCoupon(id, body));
export const useSwitchCoupon = () =>
  useCouponWrite(({ id, active }: { id: number; active: boolean }) => api.switchCoupon(id, active));
