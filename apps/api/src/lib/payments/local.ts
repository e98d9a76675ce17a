// PAYMENT_PROVIDER=local (docs/product/commerce.md): the test checkout of `npm start` and the demo.
// No money moves and nothing leaves the machine; it answers like the gateway, in its states. What
// happens in the payment window is chosen on the labelled test page and travels in the payment
// key (`local_<outcome>_<random>`): DONE, declined at confirm, or a 가상계좌 waiting for its deposit.
import { randomBytes } from 'node:crypto';
import * as commerce from '@academy/strings/commerce';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway.ts';

const g = commerce.localGateway;

export const LOCAL_OUTCOMES = ['card', 'transfer', 'virtual-account', 'decline'] as const;
export type LocalOutcome = (typeof LOCAL_OUTCOMES)[number];

export function localPaymentKey(outcome: LocalOutcome) {
  return `local_${outcome}_${randomBytes(12).toString('base64url')}`;
}

function outcomeOf(paymentKey: string): LocalOutcome | null {
  const outcome = /^local_([a-z-]+)_[\w-]+$/.exec(paymentKey)?.[1];
  return LOCAL_OUTCOMES.find((known) => known === outcome) ?? null;
}

/** The local gateway, with what only the test page does: a 가상계좌's deposit. */
export type LocalGateway = PaymentGateway & {
  readonly provider: 'local';
  /** the money arrived in a waiting 가상계좌 (the test page's 입금 처리) */
  deposit(paymentKey: string): GatewayPayment;
};

export const isLocalGateway = (gateway: PaymentGateway): gateway is LocalGateway =>
  gateway.provider === 'local' && 'deposit' in gateway;

export function localGateway(): LocalGateway {
  // The gateway's own record of each payment, as the real one keeps it on its side.
  const payments = new Map<string, GatewayPayment>();
  const cashReceipts = new Map<string, { receiptKey: string; issueNumber: string }>();
  const known = (paymentKey: string) => {
    const payment = payments.get(paymentKey);
    if (!payment) throw new GatewayError('NOT_FOUND_PAYMENT', g.notFound, 404);
    return payment;
  };
  return {
    provider: 'local',
    clientKey: null,
    async confirm({ paymentKey, orderId, amount }) {
      const existing = payments.get(paymentKey);
      if (existing) {
        if (existing.orderId !== orderId || existing.totalAmount !== amount) {
          throw new GatewayError('INVALID_REQUEST', g.invalid, 400);
        }
        throw new GatewayError('ALREADY_PROCESSED_PAYMENT', g.alreadyProcessed, 400);
      }
      const outcome = outcomeOf(paymentKey);
      if (!outcome) throw new GatewayError('NOT_FOUND_PAYMENT_SESSION', g.sessionExpired, 404);
      if (outcome === 'decline') {
        throw new GatewayError('REJECT_CARD_PAYMENT', g.declined, 403);
      }
      const waiting = outcome === 'virtual-account';
      const payment: GatewayPayment = {
        paymentKey,
        orderId,
        status: waiting ? 'WAITING_FOR_DEPOSIT' : 'DONE',
        method:
          outcome === 'card' ? 'CARD' : outcome === 'transfer' ? 'TRANSFER' : 'VIRTUAL_ACCOUNT',
        totalAmount: amount,
        balanceAmount: amount,
        approvedAt: waiting ? null : new Date().toISOString(),
        virtualAccount: waiting
          ? {
              bankCode: '88',
              accountNumber: `9${randomBytes(6).readUIntBE(0, 6).toString().padStart(13, '0').slice(0, 13)}`,
              customerName: g.holder,
              dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
            }
          : null,
        secret: waiting ? randomBytes(18).toString('base64url') : null,
        receiptUrl: null,
        lastTransactionKey: null,
        raw: { local: true },
      };
      payments.set(paymentKey, payment);
      return payment;
    },
    async cancel({ paymentKey, cancelAmount }) {
      const payment = known(paymentKey);
      if (cancelAmount <= 0 || cancelAmount > payment.balanceAmount) {
        throw new GatewayError('NOT_CANCELABLE_AMOUNT', g.notCancelable, 403);
      }
      const balanceAmount = payment.balanceAmount - cancelAmount;
      const cancelled: GatewayPayment = {
        ...payment,
        balanceAmount,
        status: balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED',
        lastTransactionKey: `local_cancel_${randomBytes(9).toString('base64url')}`,
      };
      payments.set(paymentKey, cancelled);
      return cancelled;
    },
    async getPayment(paymentKey) {
      return known(paymentKey);
    },
    deposit(paymentKey) {
      const payment = known(paymentKey);
      if (payment.status !== 'WAITING_FOR_DEPOSIT') return payment;
      const paid: GatewayPayment = {
        ...payment,
        status: 'DONE',
        approvedAt: new Date().toISOString(),
      };
      payments.set(paymentKey, paid);
      return paid;
    },
    async issueCashReceipt({ orderId }) {
      const issued = cashReceipts.get(orderId) ?? {
        receiptKey: `local_receipt_${randomBytes(9).toString('base64url')}`,
        issueNumber: String(100_000_000 + cashReceipts.size + 1),
      };
      cashReceipts.set(orderId, issued);
      return { ...issued, receiptUrl: null };
    },
  };
}
