// My page's orders (docs/product/refunds.md): the student's orders with their lines and states,
// a printable receipt, and a 현금영수증 request for cash payments.
import * as v from 'valibot';
import * as refundStrings from '@academy/strings/refunds';
import { strictMessage } from './common.ts';
import {
  CASH_RECEIPT_KINDS,
  CASH_RECEIPT_STATUSES,
  ORDER_LINE_KINDS,
  ORDER_LINE_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './commerce-states.ts';
import { envelope } from './envelope.ts';
import { Refund } from './refunds.ts';
import { IsoDateTime } from './timestamps.ts';

const m = refundStrings.validation;

/** The methods that are cash for the 현금영수증 rule. */
export const CASH_METHODS = ['TRANSFER', 'VIRTUAL_ACCOUNT', 'BANK_DEPOSIT'] as const;
export const isCashMethod = (method: PaymentMethod) =>
  (CASH_METHODS as readonly string[]).includes(method);

export const CashReceiptView = v.object({
  kind: v.picklist(CASH_RECEIPT_KINDS),
  status: v.picklist(CASH_RECEIPT_STATUSES),
  /** the phone or business number, masked */
  identityNumber: v.string(),
  amount: v.number(),
  issueNumber: v.nullable(v.string()),
  receiptUrl: v.nullable(v.string()),
  issuedAt: v.nullable(IsoDateTime),
});
export type CashReceiptView = v.InferOutput<typeof CashReceiptView>;
export const CashReceiptResponse = envelope(CashReceiptView);

export const MyOrderLine = v.object({
  orderLineId: v.number(),
  lectureId: v.number(),
  kind: v.picklist(ORDER_LINE_KINDS),
  title: v.string(),
  price: v.number(),
  discount: v.number(),
  amount: v.number(),
  status: v.picklist(ORDER_LINE_STATUSES),
  refundedAmount: v.number(),
  shippedAt: v.nullable(IsoDateTime),
  /** the line's latest refund request (any state) */
  refund: v.nullable(Refund),
  /** a refund may be asked now (paid, something left, none open) */
  refundable: v.boolean(),
});
export type MyOrderLine = v.InferOutput<typeof MyOrderLine>;

export const MyOrder = v.object({
  orderNo: v.string(),
  orderName: v.string(),
  status: v.picklist(ORDER_STATUSES),
  method: v.picklist(PAYMENT_METHODS),
  subtotal: v.number(),
  discount: v.number(),
  shippingFee: v.number(),
  total: v.number(),
  refundedAmount: v.number(),
  createdAt: IsoDateTime,
  paidAt: v.nullable(IsoDateTime),
  lines: v.array(MyOrderLine),
  cashReceipt: v.nullable(CashReceiptView),
  /** a cash order, paid, without a live receipt */
  cashReceiptAvailable: v.boolean(),
});
export type MyOrder = v.InferOutput<typeof MyOrder>;
export const MyOrdersResponse = envelope(v.array(MyOrder));

/** The printable receipt: the order, the buyer and the academy that sold it. */
export const OrderReceipt = v.object({
  ...MyOrder.entries,
  buyerName: v.string(),
  seller: v.object({ name: v.string() }),
  /** the gateway's card slip, when it gave one */
  paymentReceiptUrl: v.nullable(v.string()),
  approvedAt: v.nullable(IsoDateTime),
});
export type OrderReceipt = v.InferOutput<typeof OrderReceipt>;
export const OrderReceiptResponse = envelope(OrderReceipt);

export const OrderNoParam = v.object({
  orderNo: v.pipe(v.string(m.orderNoInvalid), v.regex(/^[A-Za-z0-9_-]{6,64}$/, m.orderNoInvalid)),
});

export const CashReceiptRequest = v.pipe(
  v.strictObject(
    {
      kind: v.picklist(CASH_RECEIPT_KINDS, m.kindRequired),
      identityNumber: v.pipe(
        v.string(m.phoneInvalid),
        v.transform((text) => text.replace(/[\s-]/g, '')),
      ),
    },
    strictMessage,
  ),
  v.forward(
    v.check(
      (input) =>
        input.kind === 'INCOME_DEDUCTION'
          ? /^01\d{8,9}$/.test(input.identityNumber)
          : /^\d{10}$/.test(input.identityNumber),
      (issue) =>
        (issue.input as { kind?: string }).kind === 'EXPENSE_PROOF'
          ? m.businessNumberInvalid
          : m.phoneInvalid,
    ),
    ['identityNumber'],
  ),
);
export type CashReceiptRequest = v.InferInput<typeof CashReceiptRequest>;

/** A cash payment of CASH_RECEIPT_REQUIRED_FROM or more, five days old, without an issued receipt. */
export const MissingCashReceipt = v.object({
  orderNo: v.string(),
  orderName: v.string(),
  method: v.picklist(PAYMENT_METHODS),
  total: v.number(),
  refundedAmount: v.number(),
  paidAt: IsoDateTime,
  daysSincePaid: v.number(),
  student: v.object({ id: v.number(), name: v.string(), userId: v.string() }),
  /** the last request's state (FAILED, REQUESTED) or null: never asked */
  receiptStatus: v.nullable(v.picklist(CASH_RECEIPT_STATUSES)),
  lastError: v.nullable(v.string()),
});
export type MissingCashReceipt = v.InferOutput<typeof MissingCashReceipt>;
export const MissingCashReceipts = v.object({
  orders: v.array(MissingCashReceipt),
  total: v.number(),
});
export type MissingCashReceipts = v.InferOutput<typeof MissingCashReceipts>;
export const MissingCashReceiptsResponse = envelope(MissingCashReceipts);
