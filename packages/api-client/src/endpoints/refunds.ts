// Refunds, my orders and 현금영수증 (docs/product/refunds.md).
import {
  CashReceiptResponse,
  MissingCashReceiptsResponse,
  MyOrdersResponse,
  OrderReceiptResponse,
  RefundQueueResponse,
  RefundQuoteResponse,
  RefundResponse,
  type CashReceiptRequest,
  type RefundApproveRequest,
  type RefundQueueFilter,
  type RefundRequestCreate,
} from '../contract/index.ts';
import { request } from '../http.ts';

export const myOrders = () => request(MyOrdersResponse, 'me/orders');
export const orderReceipt = (orderNo: string) =>
  request(OrderReceiptResponse, `me/orders/${encodeURIComponent(orderNo)}`);
export const requestCashReceipt = (orderNo: string, body: CashReceiptRequest) =>
  request(CashReceiptResponse, `me/orders/${encodeURIComponent(orderNo)}/cash-receipt`, {
    method: 'post',
    json: body,
  });

export const refundQuote = (orderLineId: number) =>
  request(RefundQuoteResponse, `me/order-lines/${orderLineId}/refund-quote`);
export const requestRefund = (orderLineId: number, body: RefundRequestCreate) =>
  request(RefundResponse, `me/order-lines/${orderLineId}/refunds`, {
    method: 'post',
    json: body,
  });

export const refundQueue = (status: RefundQueueFilter = 'OPEN') =>
  request(RefundQueueResponse, 'admin/refunds', { searchParams: { status } });
export const approveRefund = (id: number, body: RefundApproveRequest) =>
  request(RefundResponse, `admin/refunds/${id}/approve`, { method: 'post', json: body });
export const rejectRefund = (id: number, reason: string) =>
  request(RefundResponse, `admin/refunds/${id}/reject`, { method: 'post', json: { reason } });
export const missingCashReceipts = () =>
  request(MissingCashReceiptsResponse, 'admin/cash-receipts/missing');
