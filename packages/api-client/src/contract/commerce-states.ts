// The states of buying (docs/product/commerce.md): shared by the database's checks, the API's
// answers and the apps' labels, so a state has one spelling everywhere.

/** What an order line sells: a lecture's enrolment, or its printed textbook (shipped). */
export const ORDER_LINE_KINDS = ['COURSE', 'TEXTBOOK'] as const;
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number];

/** How an order is paid: through the gateway (card, 계좌이체, 가상계좌) or 무통장 입금 that staff confirm. */
export const PAYMENT_METHODS = ['CARD', 'TRANSFER', 'VIRTUAL_ACCOUNT', 'BANK_DEPOSIT'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * PENDING: made at checkout, the payment window not finished; WAITING_DEPOSIT: a 가상계좌 issued or
 * 무통장 입금 chosen, waiting for the money; PAID; CANCELLED: abandoned, declined, expired or
 * cancelled before payment; PARTIALLY_REFUNDED / REFUNDED after refunds.
 */
export const ORDER_STATUSES = [
  'PENDING',
  'WAITING_DEPOSIT',
  'PAID',
  'CANCELLED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A line follows its order until paid; then each line is refunded (or shipped) on its own. */
export const ORDER_LINE_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'REFUNDED'] as const;
export type OrderLineStatus = (typeof ORDER_LINE_STATUSES)[number];

/** The gateway's own payment states (Toss Payments' `status`), kept as it reported them. */
export const GATEWAY_PAYMENT_STATUSES = [
  'READY',
  'IN_PROGRESS',
  'WAITING_FOR_DEPOSIT',
  'DONE',
  'CANCELED',
  'PARTIAL_CANCELED',
  'ABORTED',
  'EXPIRED',
] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['toss', 'local'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const COUPON_KINDS = ['FIXED', 'PERCENT'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** REQUESTED by the student; APPROVED by staff (the gateway's cancel not yet done); COMPLETED; REJECTED; FAILED (the gateway refused; staff retry). */
export const REFUND_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'COMPLETED',
  'REJECTED',
  'FAILED',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** 현금영수증: 소득공제 (a phone number) or 지출증빙 (a business registration number). */
export const CASH_RECEIPT_KINDS = ['INCOME_DEDUCTION', 'EXPENSE_PROOF'] as const;
export type CashReceiptKind = (typeof CASH_RECEIPT_KINDS)[number];
export const CASH_RECEIPT_STATUSES = ['REQUESTED', 'ISSUED', 'FAILED', 'CANCELLED'] as const;
export type CashReceiptStatus = (typeof CASH_RECEIPT_STATUSES)[number];

/** A cash payment this large (won) needs a 현금영수증; staff are told after five days without one. */
export const CASH_RECEIPT_REQUIRED_FROM = 100_000;
/** Days within which an approved refund must be paid (학원법 시행령). */
export const REFUND_DUE_DAYS = 5;
/** Days within which an unopened textbook may be returned. */
export const TEXTBOOK_RETURN_DAYS = 7;
