// docs/product/refunds.md: my orders with a refund's quote and request, and the admin's refund
// queue and 현금영수증 list, answered like the API (see respond.ts).
import { http } from 'msw';
import type {
  MissingCashReceipts,
  MyOrder,
  QueuedRefund,
  RefundBasis,
  RefundQuote,
} from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/** A course line's basis: day 3 of 30, a sixth studied. */
export const sampleBasis: RefundBasis = {
  kind: 'COURSE',
  step: 'BEFORE_THIRD',
  termDays: 30,
  month: null,
  months: null,
  elapsedPercent: 10,
  studiedPercent: 16,
  byTerm: 166_666,
  byStudy: 208_334,
  chosen: 'STUDY',
  lineAmount: 250_000,
  refunded: 0,
  shippedAt: null,
  returnUntil: null,
};

/** GET my orders, the quote of a line and POST a refund request (the list then shows it). */
export function myOrderHandlers(orders: MyOrder[], quote?: Partial<RefundQuote>) {
  return [
    http.get(apiPath('me/orders'), () => okEnvelope(orders)),
    http.get(apiPath('me/order-lines/:id/refund-quote'), ({ params }) =>
      okEnvelope({
        orderLineId: Number(params.id),
        amount: 208_334,
        refundable: 250_000,
        basis: sampleBasis,
        openRefund: null,
        ...quote,
      }),
    ),
    http.post(apiPath('me/order-lines/:id/refunds'), async ({ params, request }) => {
      const { reason } = (await request.json()) as { reason: string };
      return okEnvelope({
        refundId: 1,
        orderLineId: Number(params.id),
        status: 'REQUESTED',
        reason,
        quotedAmount: 208_334,
        quoteBasis: sampleBasis,
        approvedAmount: null,
        staffReason: null,
        dueAt: '2026-12-03T01:00:00.000Z',
        createdAt: '2026-11-28T01:00:00.000Z',
        decidedAt: null,
        completedAt: null,
      });
    }),
  ];
}

/** GET the refund queue (any filter answers `refunds`). */
export function refundQueueHandlers(refunds: QueuedRefund[]) {
  return [http.get(apiPath('admin/refunds'), () => okEnvelope({ refunds, total: refunds.length }))];
}

/** GET the cash payments without 현금영수증. */
export function missingCashReceiptHandlers(list: MissingCashReceipts['orders']) {
  return [
    http.get(apiPath('admin/cash-receipts/missing'), () =>
      okEnvelope({ orders: list, total: list.length }),
    ),
  ];
}
