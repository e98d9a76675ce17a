// Reading orders (docs/product/commerce.md): one order with its lines, its gateway payment and,
// for 무통장 입금, the academy's account; the staff's queue of transfers to confirm.
import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DepositOrder, OrderDetail } from '@academy/api-client/contract';
import * as commerce from '@academy/strings/commerce';
import type { AppServices, AuthUser } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { orderLines, orders, payments } from '../../db/schema/commerce.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/errors.ts';
import { iso } from '../../lib/lecture-access.ts';
import { maskEmail } from '../../lib/masking.ts';
import { paymentAccount } from '../academy/academy.routes.ts';

type Reader = Pick<Database, 'select'>;
export type OrderRow = typeof orders.$inferSelect;

/** The caller's own order by its number; anyone else's answers 404 as if it did not exist. */
export async function ownOrder(db: Reader, userId: number, orderNo: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw notFound(commerce.errors.orderNotFound);
  return row;
}

/** The gateway's customer key: stable per user, not guessable from the id. */
export function customerKey(secret: string, userId: number) {
  return `c_${createHmac('sha256', secret).update(`customer:${userId}`).digest('base64url').slice(0, 40)}`;
}

export async function orderView(
  deps: Pick<AppServices, 'database' | 'payments' | 'env'>,
  order: OrderRow,
  db: Reader = deps.database.db,
): Promise<OrderDetail> {
  const [lines, [payment], depositAccount] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.id))
      .limit(1),
    order.method === 'BANK_DEPOSIT' ? paymentAccount(db) : Promise.resolve(null),
  ]);
  return {
    orderNo: order.orderNo,
    status: order.status,
    method: order.method,
    orderName: order.orderName,
    subtotal: order.subtotal,
    discount: order.discount,
    shippingFee: order.shippingFee,
    total: order.total,
    coupon: order.couponSnapshot ?? null,
    lines: lines.map((line) => ({
      lectureId: line.lectureId,
      kind: line.kind,
      title: line.title,
      price: line.price,
      discount: line.discount,
      amount: line.amount,
      status: line.status,
      periodDays: line.periodDays,
    })),
    shipping: order.shipRecipient
      ? {
          recipient: order.shipRecipient,
          phone: order.shipPhone ?? '',
          postcode: order.shipPostcode ?? '',
          address1: order.shipAddress1 ?? '',
          address2: order.shipAddress2,
        }
      : null,
    depositorName: order.depositorName,
    expiresAt: order.expiresAt ? iso(order.expiresAt) : null,
    paidAt: order.paidAt ? iso(order.paidAt) : null,
    createdAt: iso(order.createdAt),
    virtualAccount: payment?.virtualAccount ?? null,
    depositAccount,
    gateway: {
      provider: deps.payments.provider,
      clientKey: deps.payments.clientKey,
      customerKey: customerKey(deps.env.JWT_SECRET, order.userId),
    },
  };
}

/**
 * 무통장 입금 orders waiting for their transfer, oldest first: an admin sees all, a teacher those
 * whose every line is one of their lectures (they may confirm only those).
 */
export async function depositQueue(db: Reader, user: AuthUser): Promise<DepositOrder[]> {
  const mine =
    user.role === 'ADMIN'
      ? sql`true`
      : sql`not exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.teacherId} <> ${user.id})`;
  const rows = await db
    .select({ order: orders, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.method, 'BANK_DEPOSIT'), eq(orders.status, 'WAITING_DEPOSIT'), mine))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(200);
  return rows.map(({ order, name, email }) => ({
    id: order.id,
    orderNo: order.orderNo,
    orderName: order.orderName,
    total: order.total,
    depositorName: order.depositorName,
    createdAt: iso(order.createdAt),
    expiresAt: order.expiresAt ? iso(order.expiresAt) : null,
    student: { id: order.userId, name, userId: maskEmail(email) },
  }));
}
