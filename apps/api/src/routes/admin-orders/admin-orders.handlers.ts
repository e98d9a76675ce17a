// Orders and shipping for staff (docs/product/coupons-and-orders.md: Orders and shipping (staff)).
// A teacher sees only the orders holding their lectures' lines, and only those lines and their
// sums (never the shipping fee, the payments or the 현금영수증: the academy's); an admin all.
// Emails and phones are masked as every staff list shows them; the CSV (its reason recorded in
// the access log by the route) has emails whole and is streamed a batch at a time.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type {
  AdminOrder,
  AdminOrderLine,
  AdminOrderSummary,
  Shipment,
} from '@academy/api-client/contract';
import * as orderStrings from '@academy/strings/admin-orders';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { cashReceipts, orderLines, orders, payments, refunds } from '../../db/schema/commerce.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { iso } from '../../lib/lecture-access.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import { maskEmail, maskPhone } from '../../lib/masking.ts';
import { csvField, seoulDateTime } from '../roster/roster.handlers.ts';
import { notify, type AwayNotification } from '../notifications/notifications.handlers.ts';
import * as q from './admin-orders.queries.ts';

const e = orderStrings.errors;
type LineRow = typeof orderLines.$inferSelect;
const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

function lineView(line: LineRow): AdminOrderLine {
  return {
    id: line.id,
    lectureId: line.lectureId,
    kind: line.kind,
    title: line.title,
    price: line.price,
    discount: line.discount,
    amount: line.amount,
    refundedAmount: line.refundedAmount,
    status: line.status,
    shippedAt: isoOrNull(line.shippedAt),
    carrier: line.carrier,
    trackingNo: line.trackingNo,
  };
}

const sum = (lines: LineRow[], pick: (line: LineRow) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

/** One order as the list shows it: an admin the order's amounts, a teacher their lines' sums. */
function summary(
  user: AuthUser,
  { order, student }: q.OrderRow,
  lines: LineRow[],
  email: (value: string) => string,
): AdminOrderSummary {
  const whole = user.role === 'ADMIN';
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status,
    method: order.method,
    orderName: order.orderName,
    student: { id: student.id, name: student.name, email: email(student.email) },
    lines: lines.map(lineView),
    subtotal: whole ? order.subtotal : sum(lines, (line) => line.price),
    discount: whole ? order.discount : sum(lines, (line) => line.discount),
    shippingFee: whole ? order.shippingFee : 0,
    total: whole ? order.total : sum(lines, (line) => line.amount),
    refundedAmount: whole ? order.refundedAmount : sum(lines, (line) => line.refundedAmount),
    couponCode: order.couponSnapshot?.code ?? null,
    createdAt: iso(order.createdAt),
    paidAt: isoOrNull(order.paidAt),
  };
}

async function summaries(
  deps: AppServices,
  user: AuthUser,
  rows: q.OrderRow[],
  email: (value: string) => string,
) {
  const lines = await q.linesOf(
    deps.database.db,
    user,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) =>
    summary(
      user,
      row,
      lines.filter((line) => line.orderId === row.order.id),
      email,
    ),
  );
}

export async function listOrders(
  deps: AppServices,
  user: AuthUser,
  filters: q.OrderFilters,
  paging: { page: number; size: number },
) {
  const { db } = deps.database;
  const where = q.orderWhere(db, user, filters);
  const [rows, total] = await Promise.all([
    q
      .orderRows(db, where)
      .limit(paging.size)
      .offset(paging.page * paging.size),
    q.orderCount(db, user, filters),
  ]);
  return { items: await summaries(deps, user, rows, maskEmail), total };
}

/** Orders read per batch of the CSV: bounded memory however many there are. */
export const ORDER_CSV_BATCH = 500;

const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

function csvHeader() {
  const c = orderStrings.csv;
  return csvLine([
    c.orderNo,
    c.orderedAt,
    c.paidAt,
    c.status,
    c.method,
    c.student,
    c.email,
    c.items,
    c.subtotal,
    c.discount,
    c.shippingFee,
    c.total,
    c.refunded,
    c.coupon,
  ]);
}

function csvRow(order: AdminOrderSummary) {
  return csvLine([
    order.orderNo,
    seoulDateTime(order.createdAt),
    seoulDateTime(order.paidAt),
    orderStrings.orderStatuses[order.status],
    orderStrings.methods[order.method],
    order.student.name,
    order.student.email,
    order.lines.map((line) => `${orderStrings.lineKinds[line.kind]} ${line.title}`).join(' / '),
    order.subtotal,
    order.discount,
    order.shippingFee,
    order.total,
    order.refundedAmount,
    order.couponCode,
  ]);
}

/**
 * The filtered list as CSV, UTF-8 with a BOM for Excel, newest first: a batch of orders at a time
 * (a keyset on created_at and id), so any number of orders is sent in bounded memory.
 */
export function ordersCsv(deps: AppServices, user: AuthUser, filters: q.OrderFilters) {
  const { db } = deps.database;
  const where = q.orderWhere(db, user, filters);
  const encoder = new TextEncoder();
  let after: { createdAt: Date; id: number } | undefined;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvHeader()}`));
        return;
      }
      if (done) {
        controller.close();
        return;
      }
      const rows = await q.orderRows(db, where, after).limit(ORDER_CSV_BATCH);
      if (rows.length < ORDER_CSV_BATCH) done = true;
      const last = rows.at(-1);
      if (last) after = { createdAt: last.order.createdAt, id: last.order.id };
      const lines = await summaries(deps, user, rows, (email) => email);
      controller.enqueue(encoder.encode(lines.map(csvRow).join('')));
    },
  });
}

/** One order whole, as the caller may see it (404 unknown, 403 a teacher's not-own order). */
export async function orderDetail(
  deps: AppServices,
  user: AuthUser,
  id: number,
): Promise<AdminOrder> {
  const { db } = deps.database;
  const [row] = await q.orderRows(db, eq(orders.id, id)).limit(1);
  if (!row) throw notFound(e.notFound);
  const lines = await q.linesOf(db, user, [id]);
  if (lines.length === 0 && user.role !== 'ADMIN') throw forbidden(e.notOwnOrder);
  const whole = user.role === 'ADMIN';
  const lineIds = lines.map((line) => line.id);
  const [paymentRows, refundRows, receiptRows] = await Promise.all([
    whole
      ? db.select().from(payments).where(eq(payments.orderId, id)).orderBy(payments.id)
      : Promise.resolve([]),
    lineIds.length
      ? db
          .select()
          .from(refunds)
          .where(and(eq(refunds.orderId, id), inArray(refunds.orderLineId, lineIds)))
          .orderBy(refunds.id)
      : Promise.resolve([]),
    whole
      ? db
          .select()
          .from(cashReceipts)
          .where(and(eq(cashReceipts.orderId, id), ne(cashReceipts.status, 'CANCELLED')))
          .orderBy(desc(cashReceipts.id))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const { order } = row;
  const receipt = receiptRows[0];
  const ships = lines.some((line) => line.kind === 'TEXTBOOK');
  return {
    ...summary(user, row, lines, maskEmail),
    coupon: order.couponSnapshot ?? null,
    depositorName: whole ? order.depositorName : null,
    shipping: ships
      ? {
          recipient: order.shipRecipient,
          phone: maskPhone(order.shipPhone),
          postcode: order.shipPostcode,
          address1: order.shipAddress1,
          address2: order.shipAddress2,
        }
      : null,
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      method: payment.method,
      status: payment.status,
      amount: payment.amount,
      balanceAmount: payment.balanceAmount,
      approvedAt: isoOrNull(payment.approvedAt),
    })),
    refunds: refundRows.map((refund) => ({
      id: refund.id,
      orderLineId: refund.orderLineId,
      status: refund.status,
      reason: refund.reason,
      quotedAmount: refund.quotedAmount,
      approvedAmount: refund.approvedAmount,
      dueAt: iso(refund.dueAt),
      completedAt: isoOrNull(refund.completedAt),
      createdAt: iso(refund.createdAt),
    })),
    cashReceipt: receipt
      ? {
          kind: receipt.kind,
          status: receipt.status,
          amount: receipt.amount,
          issuedAt: isoOrNull(receipt.issuedAt),
        }
      : null,
  };
}

export async function shipments(
  deps: AppServices,
  user: AuthUser,
  paging: { page: number; size: number },
) {
  const queue = q.toShip(deps.database.db, user);
  const [rows, total] = await Promise.all([
    queue.rows.limit(paging.size).offset(paging.page * paging.size),
    queue.count(),
  ]);
  const items = rows.map(({ line, order, student }): Shipment => ({
    lineId: line.id,
    orderId: order.id,
    orderNo: order.orderNo,
    lectureId: line.lectureId,
    title: line.title,
    paidAt: isoOrNull(order.paidAt),
    student: { id: student.id, name: student.name, email: maskEmail(student.email) },
    recipient: order.shipRecipient,
    phone: maskPhone(order.shipPhone),
    postcode: order.shipPostcode,
    address1: order.shipAddress1,
    address2: order.shipAddress2,
  }));
  return { items, total };
}

/** The student's notification (and, when away, a message) that their textbook left. */
const textbookShipped = (line: {
  userId: number;
  title: string;
  carrier: string;
  trackingNo: string;
}): AwayNotification => ({
  userId: line.userId,
  kind: 'TEXTBOOK_SHIPPED',
  text: orderStrings.notify.shipped(line.title, line.carrier, line.trackingNo),
  link: { app: 'classroom', path: '/mypage' },
  away: { template: 'textbook-shipped', title: line.title },
});

/**
 * Marks a paid textbook line shipped, once: a guarded update (status PAID, not shipped) so two
 * staff marking it at the same time ship it once; the second gets 409. The student is told in
 * the same transaction.
 */
export async function shipLine(
  deps: AppServices,
  user: AuthUser,
  lineId: number,
  input: { carrier: string; trackingNo: string },
) {
  return liveTransaction(deps, async (tx, emit) => {
    const [found] = await tx
      .select({ line: orderLines, userId: orders.userId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.id, lineId))
      .limit(1)
      .for('update', { of: orderLines });
    if (!found) throw notFound(e.lineNotFound);
    const { line, userId } = found;
    if (user.role !== 'ADMIN' && line.teacherId !== user.id) throw forbidden(e.notOwnLine);
    if (line.kind !== 'TEXTBOOK') throw conflict(e.notTextbook);
    if (line.shippedAt) throw conflict(e.alreadyShipped);
    if (line.status !== 'PAID') throw conflict(e.notPaid);
    const [shipped] = await tx
      .update(orderLines)
      .set({
        shippedAt: new Date(),
        carrier: input.carrier,
        trackingNo: input.trackingNo,
        shippedBy: user.id,
      })
      .where(eq(orderLines.id, lineId))
      .returning();
    await notify(tx, emit, [textbookShipped({ userId, title: line.title, ...input })], deps);
    return { line: lineView(shipped!), studentId: userId };
  });
}
