// Orders and shipping for staff (docs/product/coupons-and-orders.md: Orders and shipping (staff)).
import {
  AdminOrderPageResponse,
  AdminOrderResponse,
  ShipmentPageResponse,
  ShippedLineResponse,
  type AdminOrderQuery,
  type ShipmentQuery,
  type ShipRequest,
} from '../contract/index.ts';
import { apiUrl } from '../http-config.ts';
import { request } from '../http.ts';

/** The filters as query text (empty ones left out). */
export function orderSearch(query: AdminOrderQuery = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

export const adminOrders = (query: AdminOrderQuery) =>
  request(AdminOrderPageResponse, 'admin/orders', { searchParams: orderSearch(query) });
export const adminOrder = (id: number) => request(AdminOrderResponse, `admin/orders/${id}`);
/**
 * The CSV download's address (same origin: the browser sends the session cookie), with the
 * reason the export is recorded with (the server refuses an export without one). Every matching
 * order, not one page.
 */
export const adminOrdersCsvUrl = (query: AdminOrderQuery, reason: string) => {
  const { page: _page, size: _size, ...filters } = query;
  const params = orderSearch({ ...filters, format: 'csv', reason });
  return apiUrl(`admin/orders?${params.toString()}`);
};
export const shipments = (query: ShipmentQuery) =>
  request(ShipmentPageResponse, 'admin/shipments', { searchParams: orderSearch(query) });
export const shipLine = (lineId: number, body: ShipRequest) =>
  request(ShippedLineResponse, `admin/order-lines/${lineId}/ship`, { method: 'post', json: body });
