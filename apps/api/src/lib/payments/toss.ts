// PAYMENT_PROVIDER=toss (docs/decisions/057-commerce.md): Toss Payments' v1 API from the server.
// Basic auth with the secret key, an Idempotency-Key on every POST, a bounded wait (no answer is
// a retryable GatewayError: sent again with the same key it is done once), and the gateway's own
// error body ({code, message}) passed on as a GatewayError.
import type { PaymentMethod } from '@academy/api-client/contract/commerce-states';
import { GATEWAY_PAYMENT_STATUSES } from '@academy/api-client/contract/commerce-states';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway.ts';

/** The gateway's method names (Korean in its answers) as ours. */
const METHODS: Record<string, PaymentMethod> = {
  카드: 'CARD',
  간편결제: 'CARD',
  계좌이체: 'TRANSFER',
  가상계좌: 'VIRTUAL_ACCOUNT',
  CARD: 'CARD',
  TRANSFER: 'TRANSFER',
  VIRTUAL_ACCOUNT: 'VIRTUAL_ACCOUNT',
};

type TossPayment = {
  paymentKey: string;
  orderId: string;
  status: string;
  method?: string | null;
  totalAmount: number;
  balanceAmount?: number;
  approvedAt?: string | null;
  virtualAccount?: {
    bankCode?: string;
    bank?: string;
    accountNumber: string;
    customerName?: string;
    dueDate: string;
  } | null;
  secret?: string | null;
  receipt?: { url?: string } | null;
  lastTransactionKey?: string | null;
};

export function paymentFromToss(body: TossPayment): GatewayPayment {
  const status = GATEWAY_PAYMENT_STATUSES.find((known) => known === body.status);
  if (!status) throw new GatewayError('UNKNOWN_STATUS', body.status, 502);
  const va = body.virtualAccount;
  return {
    paymentKey: body.paymentKey,
    orderId: body.orderId,
    status,
    method: METHODS[body.method ?? ''] ?? (va ? 'VIRTUAL_ACCOUNT' : 'CARD'),
    totalAmount: body.totalAmount,
    balanceAmount: body.balanceAmount ?? body.totalAmount,
    approvedAt: body.approvedAt ?? null,
    virtualAccount: va
      ? {
          bankCode: va.bankCode ?? va.bank ?? '',
          accountNumber: va.accountNumber,
          customerName: va.customerName ?? '',
          dueDate: va.dueDate,
        }
      : null,
    secret: body.secret ?? null,
    receiptUrl: body.receipt?.url ?? null,
    lastTransactionKey: body.lastTransactionKey ?? null,
    raw: body,
  };
}

export function tossGateway(options: {
  secretKey: string;
  clientKey: string;
  apiUrl: string;
  /** how long one call may wait for the gateway (ms) */
  timeoutMs?: number;
}): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    idempotencyKey?: string,
  ) {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.apiUrl), {
        method,
        headers: {
          Authorization: auth,
          ...(body && { 'Content-Type': 'application/json' }),
          ...(idempotencyKey && { 'Idempotency-Key': idempotencyKey }),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // no answer (timeout, connection refused): the same call with the same key is safe again
      throw new GatewayError('NETWORK_ERROR', (error as Error).message, 504, true);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (a proxy's error page): the status alone tells
      parsed = null;
    }
    if (!response.ok) {
      const { code, message } = (parsed ?? {}) as { code?: string; message?: string };
      throw new GatewayError(
        code ?? `HTTP_${response.status}`,
        message ?? response.statusText,
        response.status,
        response.status >= 500,
      );
    }
    return parsed as T;
  }

  return {
    provider: 'toss',
    clientKey: options.clientKey,
    async confirm({ paymentKey, orderId, amount, idempotencyKey }) {
      return paymentFromToss(
        await call<TossPayment>(
          'POST',
          '/v1/payments/confirm',
          { paymentKey, orderId, amount },
          idempotencyKey,
        ),
      );
    },
    async cancel({ paymentKey, cancelAmount, cancelReason, idempotencyKey, refundReceiveAccount }) {
      return paymentFromToss(
        await call<TossPayment>(
          'POST',
          `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`,
          { cancelReason, cancelAmount, ...(refundReceiveAccount ? { refundReceiveAccount } : {}) },
          idempotencyKey,
        ),
      );
    },
    async getPayment(paymentKey) {
      return paymentFromToss(
        await call<TossPayment>('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`),
      );
    },
    async issueCashReceipt({
      orderId,
      orderName,
      amount,
      type,
      customerIdentityNumber,
      idempotencyKey,
    }) {
      const body = await call<{
        receiptKey: string;
        issueNumber: string;
        receiptUrl?: string | null;
      }>(
        'POST',
        '/v1/cash-receipts',
        { orderId, orderName, amount, type, customerIdentityNumber },
        idempotencyKey,
      );
      return {
        receiptKey: body.receiptKey,
        issueNumber: body.issueNumber,
        receiptUrl: body.receiptUrl ?? null,
      };
    },
  };
}
