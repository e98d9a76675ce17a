// How an order's state moves (docs/product/commerce.md), inside the caller's transaction with the
// order row locked: paid (payment row, order and lines PAID, enrolments, cart, notification),
// waiting for a 가상계좌 deposit, or cancelled (the coupon's use given back). Every path that
// changes an order (confirm, webhook, staff, the expiry job) goes through here, so a state
// reached twice changes nothing the second time.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppServices, Tx } from '../../app-env.ts';
import {
  couponRedemptions,
  coupons,
  orderLines,
  orders,
  payments,
} from '../../db/schema/commerce.ts';
import { lectures } from '../../db/schema/lectures.ts';
import type { LiveEvent } from '../../lib/live/hub.ts';
import type { GatewayPayment } from '../../lib/payments/gateway.ts';
import { removeFromCart } from '../cart/cart.handlers.ts';
import { enrolIn } from '../enrolments/enrolments.handlers.ts';
import { notify, orderPaid } from '../notifications/notifications.handlers.ts';
import type { OrderRow } from './orders.queries.ts';

type Emit = (event: LiveEvent) => Promise<void>;

/** The order, locked for this transaction (two confirms, a webhook and the job take turns). */
export async function lockOrder(tx: Tx, where: { id: number } | { orderNo: string }) {
  const [row] = await tx
    .select()
    .from(orders)
    .where('id' in where ? eq(orders.id, where.id) : eq(orders.orderNo, where.orderNo))
    .limit(1)
    .for('update');
  return row;
}

export const isPaid = (order: Pick<OrderRow, 'status'>) =>
  order.status === 'PAID' || order.status === 'PARTIALLY_REFUNDED' || order.status === 'REFUNDED';

/** The gateway's payment as our row says it (kept for support and for refunds). */
async function recordPayment(
  tx: Tx,
  provider: AppServices['payments']['provider'],
  order: OrderRow,
  payment: GatewayPayment,
) {
  const values = {
    status: payment.status,
    balanceAmount: payment.balanceAmount,
    approvedAt: payment.approvedAt ? new Date(payment.approvedAt) : null,
    virtualAccount: payment.virtualAccount,
    receiptUrl: payment.receiptUrl,
    raw: payment.raw as object,
    updatedAt: sql`now()`,
  };
  await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider,
      paymentKey: payment.paymentKey,
      method: payment.method,
      amount: payment.totalAmount,
      webhookSecret: payment.secret,
      ...values,
    })
    .onConflictDoUpdate({ target: [payments.provider, payments.paymentKey], set: values });
}

/**
 * Paid: the order and its lines, an enrolment per course line for the line's period (source
 * ORDER), the paid items out of the cart, and the student told. `payment` null: 무통장 입금
 * confirmed by staff (`by`).
 */
export async function settlePaid(
  tx: Tx,
  emit: Emit,
  deps: Pick<AppServices, 'payments' | 'env' | 'database'>,
  order: OrderRow,
  payment: GatewayPayment | null,
  by: number,
) {
  if (isPaid(order)) return;
  if (payment) await recordPayment(tx, deps.payments.provider, order, payment);
  await tx
    .update(orders)
    .set({
      status: 'PAID',
      paidAt: payment?.approvedAt ? new Date(payment.approvedAt) : sql`now()`,
      expiresAt: null,
      confirmedBy: payment ? null : by,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id));
  const lines = await tx
    .update(orderLines)
    .set({ status: 'PAID', updatedAt: sql`now()` })
    .where(eq(orderLines.orderId, order.id))
    .returning();
  for (const line of lines) {
    if (line.kind !== 'COURSE') continue;
    const [lecture] = await tx.select().from(lectures).where(eq(lectures.id, line.lectureId));
    if (!lecture) continue;
    try {
      // the period bought (the lecture's when ordered), not whatever staff set since
      const enrolment = await enrolIn(
        tx,
        { ...lecture, period: line.periodDays ?? lecture.period },
        order.userId,
        undefined,
        'ORDER',
        by,
      );
      await tx
        .update(orderLines)
        .set({ enrolmentId: enrolment.id })
        .where(eq(orderLines.id, line.id));
    } catch (error) {
      // enrolled meanwhile (staff, or another order): the line stays paid without a second
      // enrolment; a refund can return it
      if ((error as { status?: number }).status !== 409) throw error;
    }
  }
  await removeFromCart(tx, order.userId, lines);
  await notify(tx, emit, [orderPaid(order)], deps);
}

/** A 가상계좌 issued: the order waits for its deposit until the account's due date. */
export async function settleWaiting(
  tx: Tx,
  deps: Pick<AppServices, 'payments'>,
  order: OrderRow,
  payment: GatewayPayment,
) {
  await recordPayment(tx, deps.payments.provider, order, payment);
  if (order.status !== 'PENDING') return;
  const due = payment.virtualAccount?.dueDate ? new Date(payment.virtualAccount.dueDate) : null;
  await tx
    .update(orders)
    .set({
      status: 'WAITING_DEPOSIT',
      expiresAt: due && !Number.isNaN(due.getTime()) ? due : order.expiresAt,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id));
}

/** Cancelled before payment: order and lines, and the coupon's use released (its count given back). */
export async function settleCancelled(
  tx: Tx,
  order: OrderRow,
  payment?: GatewayPayment | null,
  provider?: AppServices['payments']['provider'],
) {
  if (payment && provider) await recordPayment(tx, provider, order, payment);
  if (order.status !== 'PENDING' && order.status !== 'WAITING_DEPOSIT') return;
  await tx
    .update(orders)
    .set({ status: 'CANCELLED', cancelledAt: sql`now()`, expiresAt: null, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await tx
    .update(orderLines)
    .set({ status: 'CANCELLED', updatedAt: sql`now()` })
    .where(eq(orderLines.orderId, order.id));
  const [released] = await tx
    .update(couponRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(couponRedemptions.orderId, order.id), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  if (released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, released.couponId));
  }
}
