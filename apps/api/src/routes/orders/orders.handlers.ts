// The student's side of buying (docs/product/commerce.md): the quote, the order (coupon use
// counted under its limit in the same transaction), cancelling an unpaid order, and the staff's
// 무통장 입금 confirmations. Payment (confirm, webhook) is in payments.handlers.ts.
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  BANK_DEPOSIT_DAYS,
  PENDING_ORDER_MINUTES,
  type OrderCreateRequest,
  type ShippingAddress,
} from '@academy/api-client/contract';
import * as commerce from '@academy/strings/commerce';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { couponRedemptions, coupons, orderLines, orders } from '../../db/schema/commerce.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import { depositQueue, orderView, ownOrder } from './orders.queries.ts';
import { quote, type Item } from './pricing.ts';
import { lockOrder, settleCancelled, settlePaid } from './settle.ts';

const e = commerce.errors;

export async function quoteOrder(
  deps: AppServices,
  user: AuthUser,
  input: { items: Item[]; couponCode?: string | undefined },
) {
  return (await quote(deps.database.db, user.id, input)).view;
}

/** 24 characters of [A-Za-z0-9_-]: the gateway's orderId, not guessable from another order's. */
const newOrderNo = () => randomBytes(18).toString('base64url');

type CreateInput = Omit<OrderCreateRequest, 'items' | 'shipping'> & {
  items: Item[];
  shipping?: ShippingAddress | undefined;
};

/**
 * Makes the order at the server's prices, in one transaction: the order and its lines, and the
 * coupon's use (a guarded count that never passes the total limit, then the student's own limit
 * read after it under the coupon row's lock, and a redemption row). PENDING with a 30-minute
 * payment window, or WAITING_DEPOSIT for 무통장 입금 with a few days to transfer.
 */
export async function createOrder(deps: AppServices, user: AuthUser, input: CreateInput) {
  const { db } = deps.database;
  const hasTextbook = input.items.some((item) => item.kind === 'TEXTBOOK');
  const shipping = hasTextbook ? input.shipping : undefined;
  if (hasTextbook && !shipping) throw badRequest(e.shippingRequired);
  const depositorName = input.method === 'BANK_DEPOSIT' ? input.depositorName?.trim() : undefined;
  if (input.method === 'BANK_DEPOSIT' && !depositorName) throw badRequest(e.depositorRequired);

  const order = await db.transaction(async (tx) => {
    const { view, lines, coupon } = await quote(tx, user.id, input);
    const bankDeposit = input.method === 'BANK_DEPOSIT';
    const expiresAt = new Date(
      Date.now() + (bankDeposit ? BANK_DEPOSIT_DAYS * 86_400_000 : PENDING_ORDER_MINUTES * 60_000),
    );
    const [created] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(),
        userId: user.id,
        status: bankDeposit ? 'WAITING_DEPOSIT' : 'PENDING',
        method: input.method,
        orderName: commerce.orderName(lines[0]!.title, lines.length - 1).slice(0, 100),
        subtotal: view.subtotal,
        discount: view.discount,
        shippingFee: view.shippingFee,
        total: view.total,
        couponId: coupon?.id ?? null,
        couponSnapshot: view.coupon,
        shipRecipient: shipping?.recipient ?? null,
        shipPhone: shipping?.phone ?? null,
        shipPostcode: shipping?.postcode ?? null,
        shipAddress1: shipping?.address1 ?? null,
        shipAddress2: shipping?.address2 || null,
        depositorName: depositorName ?? null,
        expiresAt,
      })
      .returning();
    await tx.insert(orderLines).values(
      lines.map((line) => ({
        orderId: created!.id,
        lectureId: line.lectureId,
        teacherId: line.lecture.teacherId,
        kind: line.kind,
        title: line.title,
        price: line.price,
        discount: line.discount,
        amount: line.amount,
        periodDays: line.kind === 'COURSE' ? line.lecture.period : null,
      })),
    );
    if (coupon) {
      // the one count that holds under any number of checkouts at once
      const [counted] = await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(
          and(
            eq(coupons.id, coupon.id),
            sql`(${coupons.totalLimit} is null or ${coupons.usedCount} < ${coupons.totalLimit})`,
          ),
        )
        .returning({ id: coupons.id });
      if (!counted) throw conflict(e.couponUsedUp);
      // read after the update: the coupon row is locked, so the student's other checkouts wait
      const [mine] = await tx
        .select({ n: count() })
        .from(couponRedemptions)
        .where(
          and(
            eq(couponRedemptions.couponId, coupon.id),
            eq(couponRedemptions.userId, user.id),
            isNull(couponRedemptions.releasedAt),
          ),
        );
      if ((mine?.n ?? 0) >= coupon.perUserLimit) throw badRequest(e.couponUserLimit);
      await tx.insert(couponRedemptions).values({
        couponId: coupon.id,
        orderId: created!.id,
        userId: user.id,
        discount: view.discount,
      });
    }
    return created!;
  });
  return orderView(deps, order);
}

export async function getOrder(deps: AppServices, user: AuthUser, orderNo: string) {
  return orderView(deps, await ownOrder(deps.database.db, user.id, orderNo));
}

/**
 * The student leaves the payment window (closed, declined): an unpaid order is cancelled and its
 * coupon given back. A 무통장 입금 order not yet confirmed may be cancelled too; a cancelled one
 * answers as it is; a paid one or a 가상계좌 waiting for its deposit: 409.
 */
export async function cancelOrder(deps: AppServices, user: AuthUser, orderNo: string) {
  const own = await ownOrder(deps.database.db, user.id, orderNo);
  const order = await deps.database.db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, { id: own.id }))!;
    if (locked.status === 'CANCELLED') return locked;
    const cancellable =
      locked.status === 'PENDING' ||
      (locked.status === 'WAITING_DEPOSIT' && locked.method === 'BANK_DEPOSIT');
    if (!cancellable) throw conflict(e.orderNotPending);
    await settleCancelled(tx, locked);
    return (await lockOrder(tx, { id: own.id }))!;
  });
  return orderView(deps, order);
}

/** A 무통장 입금 order staff may act on: an admin any, a teacher when every line is theirs. */
async function staffDepositOrder(
  tx: Parameters<Parameters<AppServices['database']['db']['transaction']>[0]>[0],
  user: AuthUser,
  id: number,
) {
  const order = await lockOrder(tx, { id });
  if (!order) throw notFound(e.orderNotFound);
  if (user.role !== 'ADMIN') {
    const lines = await tx
      .select({ teacherId: orderLines.teacherId })
      .from(orderLines)
      .where(eq(orderLines.orderId, id));
    if (lines.some((line) => line.teacherId !== user.id)) throw forbidden(e.notYourLectures);
  }
  if (order.method !== 'BANK_DEPOSIT' || order.status !== 'WAITING_DEPOSIT') {
    throw conflict(e.notBankDeposit);
  }
  return order;
}

/** Staff saw the transfer: the order is paid and the student enrolled, in one transaction. */
export async function confirmDeposit(deps: AppServices, user: AuthUser, id: number) {
  const order = await liveTransaction(deps, async (tx, emit) => {
    const order = await staffDepositOrder(tx, user, id);
    await settlePaid(tx, emit, deps, order, null, user.id);
    return (await lockOrder(tx, { id }))!;
  });
  return orderView(deps, order);
}

export async function cancelDeposit(deps: AppServices, user: AuthUser, id: number) {
  const order = await deps.database.db.transaction(async (tx) => {
    const order = await staffDepositOrder(tx, user, id);
    await settleCancelled(tx, order);
    return (await lockOrder(tx, { id }))!;
  });
  return orderView(deps, order);
}

export const depositOrders = (deps: AppServices, user: AuthUser) =>
  depositQueue(deps.database.db, user);
