// The payment gateway as the rest of the API sees it (docs/decisions/057-commerce.md): Toss
// Payments' calls (confirm, cancel, look up, 현금영수증), each with an idempotency key, answering
// the gateway's payment in one shape. `toss.ts` talks to the real service; `local.ts` is the
// clearly labelled test checkout of `npm start` (PAYMENT_PROVIDER=local), following the same states.
import type {
  GatewayPaymentStatus,
  PaymentMethod,
  PaymentProvider,
} from '@academy/api-client/contract/commerce-states';
import type { cashReceiptTypes } from '@academy/strings/commerce';

export type GatewayPayment = {
  paymentKey: string;
  orderId: string;
  status: GatewayPaymentStatus;
  method: PaymentMethod;
  totalAmount: number;
  /** what the gateway still holds after cancels */
  balanceAmount: number;
  approvedAt: string | null;
  virtualAccount: {
    bankCode: string;
    accountNumber: string;
    customerName: string;
    dueDate: string;
  } | null;
  /** a 가상계좌's secret: its deposit callbacks carry it */
  secret: string | null;
  receiptUrl: string | null;
  /** the last cancel's transaction key (after cancel) */
  lastTransactionKey: string | null;
  raw: unknown;
};

export type CashReceiptIssued = {
  receiptKey: string;
  issueNumber: string;
  receiptUrl: string | null;
};

/**
 * A refusal the gateway gave (its `code` and Korean `message`): a decline, a mismatch, a
 * duplicate. `retryable`: no answer or a 5xx, safe to send again with the same idempotency key.
 */
export class GatewayError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** the browser's client key (toss) or null (local) */
  readonly clientKey: string | null;
  confirm(input: {
    paymentKey: string;
    orderId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<GatewayPayment>;
  /** a partial cancel when cancelAmount is less than the balance */
  cancel(input: {
    paymentKey: string;
    cancelAmount: number;
    cancelReason: string;
    idempotencyKey: string;
    /** a 가상계좌 payment's refund goes to this account (the gateway sends it) */
    refundReceiveAccount?: { bank: string; accountNumber: string; holderName: string };
  }): Promise<GatewayPayment>;
  getPayment(paymentKey: string): Promise<GatewayPayment>;
  issueCashReceipt(input: {
    orderId: string;
    orderName: string;
    amount: number;
    /** 소득공제 (a phone number) or 지출증빙 (a business number) */
    type: (typeof cashReceiptTypes)[keyof typeof cashReceiptTypes];
    customerIdentityNumber: string;
    idempotencyKey: string;
  }): Promise<CashReceiptIssued>;
}
