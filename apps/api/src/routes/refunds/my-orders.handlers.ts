// My page's orders and receipts, and 현금영수증 (docs/product/refunds.md): the student's own orders
// with each line's refund state; a receipt's data; a 현금영수증 for a paid cash order issued through
// the gateway (its number stored encrypted, shown masked); staff's list of cash payments of
// CASH_RECEIPT_REQUIRED_FROM or more still without one after five days.
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  CASH_METHODS,
  CASH_RECEIPT_REQUIRED_FROM,
  isCashMethod,
  type CashReceiptView,
  type MissingCashReceipts,
  type MyOrder,
  type OrderReceipt,
} from '@academy/api-client/contract';
import * as refundStrings from '@academy/strings/refunds';
import { brand } from '@academy/strings/site';
import type { AppServices, AuthUser } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { cashReceipts, orderLines, orders, payments } from '../../db/schema/commerce.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { decryptField, encryptField, maskDigits } from '../../lib/field-encryption.ts';
import { iso } from '../../lib/lecture-access.ts';
import { maskEmail } from '../../lib/masking.ts';
import { latestRefunds, OPEN_STATUSES, refundView } from './refunds.queries.ts';

const e = refundStrings.errors;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The 현금영수증's number column: its name is the encryption's associated data. */
const IDENTITY_COLUMN = 'cash_receipts.identity_number';
/** Days after payment before a missing 현금영수증 is flagged to staff. */
export const CASH_RECEIPT_GRACE_DAYS = 5;
const PAID = ['PAID', 'PARTIALLY_REFUNDED'] as const;

type OrderRow = typeof orders.$inferSelect;
type ReceiptRow = typeof cashReceipts.$inferSelect;

function receiptView(deps: AppServices, row: ReceiptRow): CashReceiptView {
  let shown = '****';
  try {
    shown = maskDigits(
      decryptField(deps.env.DATA_ENCRYPTION_KEY, IDENTITY_COLUMN, row.identityNumber),
    );
  } catch {
    // a value written under another key: still never shown whole
  }
  return {
    kind: row.kind,
    status: row.status,
    identityNumber: shown,
    amount: row.amount,
    issueNumber: row.issueNumber,
    receiptUrl: row.receiptUrl,
    issuedAt: row.issuedAt ? iso(row.issuedAt) : null,
  };
}

/** The orders with their lines, refunds and receipts, newest first. */
async function ordersView(deps: AppServices, rows: OrderRow[]): Promise<MyOrder[]> {
  const { db } = deps.database;
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [lines, receipts] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(orderLines.id),
    db
      .select()
      .from(cashReceipts)
      .where(inArray(cashReceipts.orderId, ids))
      .orderBy(cashReceipts.id),
  ]);
  const refundByLine = await latestRefunds(
    db,
    lines.map((line) => line.id),
  );
  // the live receipt (requested or issued) wins over an older failed one
  const receiptOf = new Map<number, ReceiptRow>();
  for (const receipt of receipts) {
    const known = receiptOf.get(receipt.orderId);
    if (!known || receipt.status === 'ISSUED' || receipt.status === 'REQUESTED') {
      receiptOf.set(receipt.orderId, receipt);
    }
  }
  return rows.map((order) => {
    const receipt = receiptOf.get(order.id);
    const paid = (PAID as readonly string[]).includes(order.status);
    const live = receipt && (receipt.status === 'ISSUED' || receipt.status === 'REQUESTED');
    return {
      orderNo: order.orderNo,
      orderName: order.orderName,
      status: order.status,
      method: order.method,
      subtotal: order.subtotal,
      discount: order.discount,
      shippingFee: order.shippingFee,
      total: order.total,
      refundedAmount: order.refundedAmount,
      createdAt: iso(order.createdAt),
      paidAt: order.paidAt ? iso(order.paidAt) : null,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => {
          const refund = refundByLine.get(line.id);
          const open = refund && (OPEN_STATUSES as readonly string[]).includes(refund.status);
          return {
            orderLineId: line.id,
            lectureId: line.lectureId,
            kind: line.kind,
            title: line.title,
            price: line.price,
            discount: line.discount,
            amount: line.amount,
            status: line.status,
            refundedAmount: line.refundedAmount,
            shippedAt: line.shippedAt ? iso(line.shippedAt) : null,
            refund: refund ? refundView(refund) : null,
            refundable:
              paid && line.status === 'PAID' && line.amount > line.refundedAmount && !open,
          };
        }),
      cashReceipt: receipt ? receiptView(deps, receipt) : null,
      cashReceiptAvailable: paid && isCashMethod(order.method) && !live,
    };
  });
}

export async function myOrders(deps: AppServices, user: AuthUser) {
  const rows = await deps.database.db
    .select()
    .from(orders)
    .where(eq(orders.userId, user.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  return ordersView(deps, rows);
}

/** The caller's order by its number (another's answers 404, as if it did not exist). */
async function ownOrder(deps: AppServices, user: AuthUser, orderNo: string) {
  const [order] = await deps.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, user.id)))
    .limit(1);
  if (!order) throw notFound(e.orderNotFound);
  return order;
}

export async function receipt(
  deps: AppServices,
  user: AuthUser,
  orderNo: string,
): Promise<OrderReceipt> {
  const order = await ownOrder(deps, user, orderNo);
  const [[view], [payment]] = await Promise.all([
    ordersView(deps, [order]),
    deps.database.db
      .select({ receiptUrl: payments.receiptUrl, approvedAt: payments.approvedAt })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          inArray(payments.status, ['DONE', 'PARTIAL_CANCELED', 'CANCELED']),
        ),
      )
      .limit(1),
  ]);
  return {
    ...view!,
    buyerName: user.name,
    seller: { name: brand },
    paymentReceiptUrl: payment?.receiptUrl ?? null,
    approvedAt: payment?.approvedAt ? iso(payment.approvedAt) : null,
  };
}

/**
 * A 현금영수증 for a paid cash order: the row is written first (one live receipt per order, so a
 * second request hears 409), then the gateway issues it with a key fixed per row. A refusal marks
 * the row FAILED, which frees the order for another request.
 */
export async function requestCashReceipt(
  deps: AppServices,
  user: AuthUser,
  orderNo: string,
  input: { kind: 'INCOME_DEDUCTION' | 'EXPENSE_PROOF'; identityNumber: string },
) {
  const { db } = deps.database;
  const order = await ownOrder(deps, user, orderNo);
  if (!isCashMethod(order.method)) throw badRequest(e.notCashPayment);
  if (!(PAID as readonly string[]).includes(order.status)) throw badRequest(e.receiptNotPaid);
  const amount = order.total - order.refundedAmount;
  if (amount <= 0) throw badRequest(e.nothingToReceipt);
  const [row] = await db
    .insert(cashReceipts)
    .values({
      orderId: order.id,
      kind: input.kind,
      identityNumber: encryptField(
        deps.env.DATA_ENCRYPTION_KEY,
        IDENTITY_COLUMN,
        input.identityNumber,
      ),
      amount,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(e.receiptExists);
  try {
    const issued = await deps.payments.issueCashReceipt({
      orderId: order.orderNo,
      orderName: order.orderName,
      amount,
      type: refundStrings.gatewayReceiptTypes[input.kind],
      customerIdentityNumber: input.identityNumber,
      idempotencyKey: `cash-receipt-${row.id}`,
    });
    const [done] = await db
      .update(cashReceipts)
      .set({
        status: 'ISSUED',
        receiptKey: issued.receiptKey,
        issueNumber: issued.issueNumber,
        receiptUrl: issued.receiptUrl,
        issuedAt: sql`now()`,
      })
      .where(eq(cashReceipts.id, row.id))
      .returning();
    return receiptView(deps, done!);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(cashReceipts)
      .set({ status: 'FAILED', lastError: message.slice(0, 500) })
      .where(eq(cashReceipts.id, row.id));
    throw badRequest(e.receiptFailed(message));
  }
}

/**
 * Paid cash orders of CASH_RECEIPT_REQUIRED_FROM or more, paid more than five days ago, without an
 * issued 현금영수증: oldest payment first. The total is the admin menu's badge.
 */
function missingReceiptWhere(db: Pick<Database, 'select'>) {
  const issued = db
    .select({ one: sql`1` })
    .from(cashReceipts)
    .where(and(eq(cashReceipts.orderId, orders.id), eq(cashReceipts.status, 'ISSUED')));
  return and(
    inArray(orders.method, [...CASH_METHODS]),
    inArray(orders.status, [...PAID]),
    gte(orders.total, CASH_RECEIPT_REQUIRED_FROM),
    lt(orders.paidAt, new Date(Date.now() - CASH_RECEIPT_GRACE_DAYS * DAY_MS)),
    sql`not exists (${issued})`,
  );
}

/** The orders still missing their receipt, as rows to count (the admin menu's badge). */
export const missingReceiptOrders = (db: Pick<Database, 'select'>) =>
  db
    .select({ one: sql`1` })
    .from(orders)
    .where(missingReceiptWhere(db));

export async function missingCashReceipts(deps: AppServices): Promise<MissingCashReceipts> {
  const { db } = deps.database;
  const rows = await db
    .select({ order: orders, student: { id: users.id, name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(missingReceiptWhere(db))
    .orderBy(orders.paidAt, orders.id)
    .limit(500);
  const receipts = rows.length
    ? await db
        .select()
        .from(cashReceipts)
        .where(
          inArray(
            cashReceipts.orderId,
            rows.map((row) => row.order.id),
          ),
        )
        .orderBy(cashReceipts.id)
    : [];
  const lastOf = new Map(receipts.map((row) => [row.orderId, row]));
  const now = Date.now();
  return {
    total: rows.length,
    orders: rows.map(({ order, student }) => ({
      orderNo: order.orderNo,
      orderName: order.orderName,
      method: order.method,
      total: order.total,
      refundedAmount: order.refundedAmount,
      paidAt: iso(order.paidAt!),
      daysSincePaid: Math.floor((now - order.paidAt!.getTime()) / DAY_MS),
      student: { id: student.id, name: student.name, userId: maskEmail(student.email) },
      receiptStatus: lastOf.get(order.id)?.status ?? null,
      lastError: lastOf.get(order.id)?.lastError ?? null,
    })),
  };
}
