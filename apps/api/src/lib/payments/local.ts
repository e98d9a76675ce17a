// PAYMENT_PROVIDER=local (docs/product/commerce.md): the test checkout of `npm start` and the demo.
// No money moves and nothing leaves the machine; it answers like the gateway, in its states. What
// happens in the payment window is chosen on the labelled test page and travels in the payment
// key (`local_<outcome>_<random>`): DONE, declined at confirm, or a 가상계좌 waiting for its deposit.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as commerce from '@academy/strings/commerce';
import type { Database } from '../../db/client.ts';
import { localGatewayRecords } from '../../db/schema/commerce.ts';
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
  deposit(paymentKey: string): Promise<GatewayPayment>;
};

type Issued = { receiptKey: string; issueNumber: string };
/**
 * Where the local gateway keeps its own record of each payment and 현금영수증, as the real one keeps
 * them on its side: in the database for `npm start` (a restart, or a second process, still knows a
 * payment when its refund comes), in memory for a unit test.
 */
export interface LocalGatewayStore {
  get<T extends GatewayPayment | Issued>(key: string): Promise<T | undefined>;
  set(key: string, record: GatewayPayment | Issued): Promise<void>;
}

export function memoryStore(): LocalGatewayStore {
  const records = new Map<string, GatewayPayment | Issued>();
  return {
    get: async <T extends GatewayPayment | Issued>(key: string) =>
      records.get(key) as T | undefined,
    set: async (key, record) => void records.set(key, record),
  };
}

export function databaseStore(db: Database): LocalGatewayStore {
  return {
    async get<T extends GatewayPayment | Issued>(key: string) {
      const [row] = await db
        .select({ record: localGatewayRecords.record })
        .from(localGatewayRecords)
        .where(eq(localGatewayRecords.key, key))
        .limit(1);
      return row?.record as T | undefined;
    },
    async set(key, record) {
      await db
        .insert(localGatewayRecords)
        .values({ key, record })
        .onConflictDoUpdate({ target: localGatewayRecords.key, set: { record } });
    },
  };
}

export const isLocalGateway = (gateway: PaymentGateway): gateway is LocalGateway =>
  gateway.provider === 'local' && 'deposit' in gateway;

export function localGateway(store: LocalGatewayStore = memoryStore()): LocalGateway {
  const payments = {
    get: (paymentKey: string) => store.get<GatewayPayment>(`payment:${paymentKey}`),
    set: (paymentKey: string, payment: GatewayPayment) =>
      store.set(`payment:${paymentKey}`, payment),
  };
  const known = async (paymentKey: string) => {
    const payment = await payments.get(paymentKey);
    if (!payment) throw new GatewayError('NOT_FOUND_PAYMENT', g.notFound, 404);
    return payment;
  };
  return {
    provider: 'local',
    clientKey: null,
    async confirm({ paymentKey, orderId, amount }) {
      const existing = await payments.get(paymentKey);
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
      await payments.set(paymentKey, payment);
      return payment;
    },
    async cancel({ paymentKey, cancelAmount, idempotencyKey }) {
      // a key sent again answers its first cancel, as the real gateway does
      const answered = await store.get<GatewayPayment>(`cancel:${idempotencyKey}`);
      if (answered) return answered;
      const payment = await known(paymentKey);
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
      await payments.set(paymentKey, cancelled);
      await store.set(`cancel:${idempotencyKey}`, cancelled);
      return cancelled;
    },
    async getPayment(paymentKey) {
      return known(paymentKey);
    },
    async deposit(paymentKey) {
      const payment = await known(paymentKey);
      if (payment.status !== 'WAITING_FOR_DEPOSIT') return payment;
      const paid: GatewayPayment = {
        ...payment,
        status: 'DONE',
        approvedAt: new Date().toISOString(),
      };
      await payments.set(paymentKey, paid);
      return paid;
    },
    async issueCashReceipt({ orderId }) {
      // the same order asked again answers the receipt it has (the idempotency the real one keeps)
      const issued = (await store.get<Issued>(`receipt:${orderId}`)) ?? {
        receiptKey: `local_receipt_${randomBytes(9).toString('base64url')}`,
        issueNumber: String(100_000_000 + (randomBytes(4).readUInt32BE(0) % 900_000_000)),
      };
      await store.set(`receipt:${orderId}`, issued);
      return { ...issued, receiptUrl: null };
    },
  };
}

/**
 * The seeds write paid orders straight to the database: the local gateway learns their payments
 * as if it had confirmed them, so the demo's refunds cancel through it like any other.
 */
export async function rememberSeededPayments(db: Database) {
  await db.execute(sql`
    insert into local_gateway_records (key, record)
    select 'payment:' || p.payment_key, jsonb_build_object(
      'paymentKey', p.payment_key, 'orderId', o.order_no, 'status', p.status, 'method', p.method,
      'totalAmount', p.amount, 'balanceAmount', p.balance_amount,
      'approvedAt', to_char(p.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'virtualAccount', p.virtual_account, 'secret', p.webhook_secret, 'receiptUrl', null,
      'lastTransactionKey', null, 'raw', jsonb_build_object('local', true, 'seed', true))
    from payments p join orders o on o.id = p.order_id
    where p.provider = 'local'
    on conflict (key) do nothing`);
}
