// Paying (docs/product/commerce.md, docs/decisions/057-commerce.md): the confirm after the payment
// window, the gateway's webhook and the local mode's test deposit. The amount is the order's,
// never the browser's; the gateway is asked (with a key fixed per order) and what it answers is
// applied in one transaction on the locked order, so a confirm sent twice, racing, or followed by
// its webhook changes nothing twice.
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { PaymentWebhook } from '@academy/api-client/contract';
import * as commerce from '@academy/strings/commerce';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { orders, paymentEvents, payments } from '../../db/schema/commerce.ts';
import { ApiError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import { GatewayError, type GatewayPayment } from '../../lib/payments/gateway.ts';
import { isLocalGateway } from '../../lib/payments/local.ts';
import { orderView, ownOrder, type OrderRow } from './orders.queries.ts';
import { isPaid, lockOrder, settleCancelled, settlePaid, settleWaiting } from './settle.ts';

const e = commerce.errors;

/** The gateway's refusal as our answer: no answer is a 503 to retry, a refusal its own message. */
function gatewayFailure(error: unknown): never {
  if (!(error instanceof GatewayError)) throw error;
  if (error.retryable) {
    throw new ApiError(503, 'SERVICE_UNAVAILABLE', e.gatewayUnavailable, null, {
      'Retry-After': '3',
    });
  }
  throw badRequest(e.paymentDeclined(error.message), { gatewayCode: error.code });
}

/** The same idempotency key for every confirm of one order: the gateway approves it once. */
export const confirmKey = (orderNo: string) => `confirm-${orderNo}`;

type Applied = { order: OrderRow; refundAtGateway: boolean };

/**
 * What the gateway says of a payment, applied to its order (locked). A payment that does not
 * match the order (another order's, another amount) is refused and nothing changes. A payment
 * that succeeded for an order cancelled meanwhile (the window expired) is cancelled back at the
 * gateway by the caller.
 */
async function applyInTx(
  tx: Parameters<Parameters<typeof liveTransaction>[1]>[0],
  emit: Parameters<Parameters<typeof liveTransaction>[1]>[1],
  deps: AppServices,
  orderId: number,
  payment: GatewayPayment,
): Promise<Applied> {
  const order = (await lockOrder(tx, { id: orderId }))!;
  if (payment.orderId !== order.orderNo || payment.totalAmount !== order.total) {
    throw badRequest(e.paymentMismatch);
  }
  let refundAtGateway = false;
  if (payment.status === 'DONE') {
    if (order.status === 'CANCELLED') refundAtGateway = true;
    else await settlePaid(tx, emit, deps, order, payment, order.userId);
  } else if (payment.status === 'WAITING_FOR_DEPOSIT') {
    await settleWaiting(tx, deps, order, payment);
  } else if (['ABORTED', 'EXPIRED', 'CANCELED'].includes(payment.status) && !isPaid(order)) {
    await settleCancelled(tx, order, payment, deps.payments.provider);
  }
  return { order: (await lockOrder(tx, { id: orderId }))!, refundAtGateway };
}

async function refundIfCancelled(deps: AppServices, applied: Applied, payment: GatewayPayment) {
  if (!applied.refundAtGateway) return;
  await deps.payments.cancel({
    paymentKey: payment.paymentKey,
    cancelAmount: payment.balanceAmount,
    cancelReason: e.paidAfterCancel,
    idempotencyKey: `cancel-late-${payment.paymentKey}`,
  });
  throw conflict(e.paidAfterCancel);
}

/**
 * After the payment window: the caller's own order (else 404), the amount the window carried
 * must be the order's total (else 400, nothing asked of the gateway), then the gateway confirms
 * and the answer is applied. A confirm of an order already settled answers it as it is.
 */
export async function confirmOrder(
  deps: AppServices,
  user: AuthUser,
  orderNo: string,
  input: { paymentKey: string; amount: number },
) {
  const { db } = deps.database;
  const order = await ownOrder(db, user.id, orderNo);
  if (input.amount !== order.total) throw badRequest(e.amountMismatch);
  if (order.method === 'BANK_DEPOSIT') throw conflict(e.notGatewayOrder);
  if (order.status === 'CANCELLED') throw conflict(e.orderCancelled);
  if (order.status !== 'PENDING') return orderView(deps, order);
  let payment: GatewayPayment;
  try {
    payment = await deps.payments.confirm({
      paymentKey: input.paymentKey,
      orderId: order.orderNo,
      amount: order.total,
      idempotencyKey: confirmKey(order.orderNo),
    });
  } catch (error) {
    if (error instanceof GatewayError && error.code === 'ALREADY_PROCESSED_PAYMENT') {
      // confirmed before (a retry, or the other of two racing confirms): ask what it is now
      payment = await deps.payments.getPayment(input.paymentKey).catch(gatewayFailure);
    } else {
      gatewayFailure(error);
    }
  }
  const applied = await liveTransaction(deps, (tx, emit) =>
    applyInTx(tx, emit, deps, order.id, payment),
  );
  await refundIfCancelled(deps, applied, payment);
  return orderView(deps, applied.order);
}

const sameSecret = (given: string, expected: string) => {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
};

/**
 * The gateway's webhook. DEPOSIT_CALLBACK (a 가상계좌 deposit) must carry the payment's secret;
 * PAYMENT_STATUS_CHANGED is only a hint. Either way the payment is fetched from the gateway and
 * what it says is applied, never the body. Each delivery is recorded (payment_events) in the
 * same transaction as its change: a replay finds its row and changes nothing. A body that names
 * no payment we know: 400; a wrong secret: 401; nothing recorded.
 */
export async function handleWebhook(
  deps: AppServices,
  body: PaymentWebhook,
  transmissionId?: string,
) {
  const { db } = deps.database;
  const eventType = body.eventType ?? (body.secret !== undefined ? 'DEPOSIT_CALLBACK' : '');
  let paymentKey: string;
  let orderId: number;
  if (eventType === 'DEPOSIT_CALLBACK') {
    const orderNo = body.orderId ?? (body.data?.orderId as string | undefined);
    const secret = body.secret ?? (body.data as { secret?: string } | undefined)?.secret;
    if (!orderNo || !secret) throw badRequest(e.webhookInvalid);
    const [found] = await db
      .select({ payment: payments, orderId: orders.id })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(orders.orderNo, orderNo), isNotNull(payments.webhookSecret)))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!found) throw badRequest(e.webhookUnknownPayment);
    if (!sameSecret(secret, found.payment.webhookSecret!)) throw unauthorized(e.webhookBadSecret);
    paymentKey = found.payment.paymentKey;
    orderId = found.orderId;
  } else if (eventType === 'PAYMENT_STATUS_CHANGED') {
    const key = body.data?.paymentKey;
    if (!key) throw badRequest(e.webhookInvalid);
    paymentKey = key;
    orderId = 0;
  } else {
    throw badRequest(e.webhookInvalid);
  }
  let payment: GatewayPayment;
  try {
    payment = await deps.payments.getPayment(paymentKey);
  } catch (error) {
    if (error instanceof GatewayError && !error.retryable)
      throw badRequest(e.webhookUnknownPayment);
    throw gatewayFailure(error);
  }
  if (!orderId) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNo, payment.orderId))
      .limit(1);
    if (!order) throw badRequest(e.webhookUnknownPayment);
    orderId = order.id;
  }
  // The delivery (the gateway's transmission id, else the body's identity) and what the gateway
  // says now: a replay changes nothing, while a delivery that arrived before the gateway showed
  // its change is applied when it comes again.
  const delivery =
    transmissionId ??
    JSON.stringify([
      eventType,
      paymentKey,
      body.status ?? '',
      body.transactionKey ?? '',
      body.createdAt ?? '',
      (body.data as { status?: string } | undefined)?.status ?? '',
    ]);
  const eventKey = createHash('sha256')
    .update(JSON.stringify([delivery, payment.status, payment.balanceAmount]))
    .digest('hex');
  const applied = await liveTransaction(deps, async (tx, emit) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: deps.payments.provider, eventKey, eventType, payload: body })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return null;
    return applyInTx(tx, emit, deps, orderId, payment);
  });
  if (applied) await refundIfCancelled(deps, applied, payment);
  return { handled: applied !== null };
}

/**
 * Local mode only: the test page's "입금 처리" for a waiting 가상계좌. The local gateway marks
 * the deposit, and the same webhook code as the real deposit callback applies it.
 */
export async function testDeposit(deps: AppServices, user: AuthUser, orderNo: string) {
  const gateway = deps.payments;
  if (!isLocalGateway(gateway)) throw notFound(e.localOnly);
  const { db } = deps.database;
  const order = await ownOrder(db, user.id, orderNo);
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), isNotNull(payments.webhookSecret)))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!payment || order.status !== 'WAITING_DEPOSIT') throw conflict(e.notVirtualAccount);
  await gateway.deposit(payment.paymentKey);
  await handleWebhook(deps, {
    eventType: 'DEPOSIT_CALLBACK',
    createdAt: new Date().toISOString(),
    secret: payment.webhookSecret!,
    orderId: order.orderNo,
    status: 'DONE',
    transactionKey: `local_deposit_${randomBytes(9).toString('base64url')}`,
  });
  return orderView(deps, await ownOrder(db, user.id, orderNo));
}
