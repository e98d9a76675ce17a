// docs/product/coupons-and-orders.md: the staff's orders and the textbook shipping queue, answered
// like the API (see respond.ts).
import { http } from 'msw';
import type { AdminOrderSummary, Shipment } from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/** GET the orders: every one given, as one page with its total. */
export function adminOrderHandlers(orders: AdminOrderSummary[]) {
  return [
    http.get(apiPath('admin/orders'), () => okEnvelope({ items: orders, total: orders.length })),
  ];
}

/**
 * GET the shipping queue and POST a line shipped: a shipped line leaves the queue, so a refetch
 * reads it gone.
 */
export function shipmentHandlers(shipments: Shipment[]) {
  let waiting = shipments;
  return [
    http.get(apiPath('admin/shipments'), () =>
      okEnvelope({ items: waiting, total: waiting.length }),
    ),
    http.post(apiPath('admin/order-lines/:id/ship'), async ({ params, request }) => {
      const lineId = Number(params.id);
      const body = (await request.json()) as { carrier: string; trackingNo: string };
      const line = waiting.find((shipment) => shipment.lineId === lineId);
      waiting = waiting.filter((shipment) => shipment.lineId !== lineId);
      return okEnvelope({
        id: lineId,
        lectureId: line?.lectureId ?? 0,
        kind: 'TEXTBOOK',
        title: line?.title ?? '',
        price: 25000,
        discount: 0,
        amount: 25000,
        refundedAmount: 0,
        status: 'PAID',
        shippedAt: '2026-11-28T03:00:00.000Z',
        ...body,
      });
    }),
  ];
}
