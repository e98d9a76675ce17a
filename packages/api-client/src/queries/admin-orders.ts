// Keys, options and mutations of staff's orders and shipping (docs/product/coupons-and-orders.md:
// Orders and shipping (staff)). Marking a textbook shipped refreshes the queue and the orders.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderQuery, ShipmentQuery, ShipRequest } from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/admin-orders.ts'));

export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (query: AdminOrderQuery) => [...adminOrderKeys.lists(), query] as const,
  detail: (id: number) => [...adminOrderKeys.all, 'detail', id] as const,
  shipments: (query: ShipmentQuery) => [...adminOrderKeys.all, 'shipments', query] as const,
};

export const adminOrdersQuery = (query: AdminOrderQuery) =>
  queryOptions({
    queryKey: adminOrderKeys.list(query),
    queryFn: async () => (await api.adminOrders(query)).data,
    placeholderData: keepPreviousData,
  });
export const adminOrderQuery = (id: number) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: async () => (await api.adminOrder(id)).data,
  });
export const shipmentsQuery = (query: ShipmentQuery) =>
  queryOptions({
    queryKey: adminOrderKeys.shipments(query),
    queryFn: async () => (await api.shipments(query)).data,
    placeholderData: keepPreviousData,
  });

export function useShipLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, body }: { lineId: number; body: ShipRequest }) =>
      api.shipLine(lineId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
