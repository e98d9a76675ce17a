// Refunds (docs/product/refunds.md): the student's quote and request, and staff's decision. An
// approval takes the refund (a guarded update, so two staff approving at once cannot both go on),
// cancels that amount at the gateway with a key fixed per refund, then in one transaction
// completes the refund, the line, the order and the payment's balance, ends the enrolment and
// tells the student. A gateway refusal leaves the refund FAILED with its error; approving again
// retries with the same key and amount. A completed refund approved again changes nothing.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import {
  REFUND_DUE_DAYS,
  type RefundAccount,
  type RefundQueueFilter,
  type RefundQuote,
} from '@academy/api-client/contract';
import * as refundStrings from '@academy/strings/refunds';
import type { AppServices, AuthUser, Tx } from '../../app-env.ts';
import { orderLines, orders, payments, refunds } from '../../db/schema/commerce.ts';
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { decryptField, encryptField } from '../../lib/field-encryption.ts';
import { assertManages } from '../../lib/lecture-access.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import { requestedPage } from '../../lib/paging.ts';
import { quoteCourse, quoteTextbook } from '../../lib/payments/refund-rule.ts';
import { notify } from '../notifications/notifications.handlers.ts';
import { endEnrolmentIn } from '../enrolments/enrolments.handlers.ts';
import {
  lineWithOrder,
  OPEN_STATUSES,
  paidPayment,
  refundQueue,
  refundView,
  studiedShareOf,
  type RefundRow,
} from './refunds.queries.ts';

const e = refundStrings.errors;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An approval being carried out this recently is another staff member's: wait for it. */
const IN_FLIGHT_MS = 2 * 60 * 1000;
const PAID_ORDER = ['PAID', 'PARTIALLY_REFUNDED'] as const;

type Found = NonNullable<Awaited<ReturnType<typeof lineWithOrder>>>;

/** The rule's amount for the line now, from its enrolment's term and the student's record. */
export async function quoteLine(deps: AppServices, found: Found, now = new Date()) {
  const { line, order, enrolment } = found;
  if (line.kind === 'TEXTBOOK') {
    return quoteTextbook({
      amount: line.amount,
      refunded: line.refundedAmount,
      shippedAt: line.shippedAt,
      now,
    });
  }
  const startsAt = enrolment?.startsAt ?? order.paidAt ?? now;
  const endsAt =
    enrolment?.endsAt ??
    (line.periodDays ? new Date(startsAt.getTime() + line.periodDays * DAY_MS) : null);
  return quoteCourse({
    amount: line.amount,
    refunded: line.refundedAmount,
    startsAt,
    endsAt,
    now,
    studiedShare: await studiedShareOf(deps.database.db, order.userId, line.lectureId),
  });
}

/** The caller's own line (another student's answers 404, as if it did not exist). */
async function ownLine(deps: AppServices, user: AuthUser, lineId: number) {
  const found = await lineWithOrder(deps.database.db, lineId);
  if (!found || found.order.userId !== user.id) throw notFound(e.lineNotFound);
  return found;
}

async function openRefundOf(deps: AppServices, lineId: number) {
  const [row] = await deps.database.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderLineId, lineId), inArray(refunds.status, [...OPEN_STATUSES])))
    .limit(1);
  return row;
}

function assertRefundable(found: Found) {
  const { line, order } = found;
  if (line.status !== 'PAID' || !(PAID_ORDER as readonly string[]).includes(order.status)) {
    throw badRequest(e.notPaid);
  }
  if (line.amount - line.refundedAmount <= 0) throw badRequest(e.nothingLeft);
}

export async function quote(
  deps: AppServices,
  user: AuthUser,
  lineId: number,
): Promise<RefundQuote> {
  const found = await ownLine(deps, user, lineId);
  assertRefundable(found);
  const { amount, basis } = await quoteLine(deps, found);
  const open = await openRefundOf(deps, lineId);
  return {
    orderLineId: lineId,
    amount,
    refundable: found.line.amount - found.line.refundedAmount,
    basis,
    openRefund: open ? refundView(open) : null,
  };
}

/** The student asks: the quote and its basis are kept as they were at the request. */
export async function request(
  deps: AppServices,
  user: AuthUser,
  lineId: number,
  { reason, refundAccount }: { reason: string; refundAccount?: RefundAccount },
) {
  const found = await ownLine(deps, user, lineId);
  assertRefundable(found);
  // the gateway sends a 가상계좌 payment's refund to an account the student names; kept encrypted
  const viaAccount = found.order.method === 'VIRTUAL_ACCOUNT';
  if (viaAccount !== (refundAccount !== undefined)) {
    throw badRequest(refundStrings.validation.refundAccountRequired);
  }
  const now = new Date();
  const { amount, basis } = await quoteLine(deps, found, now);
  const [row] = await deps.database.db
    .insert(refunds)
    .values({
      orderLineId: lineId,
      orderId: found.order.id,
      userId: user.id,
      reason,
      quotedAmount: amount,
      quoteBasis: basis,
      dueAt: new Date(now.getTime() + REFUND_DUE_DAYS * DAY_MS),
      refundAccount: refundAccount
        ? encryptField(
            deps.env.DATA_ENCRYPTION_KEY,
            'refunds.refund_account',
            JSON.stringify(refundAccount),
          )
        : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(e.alreadyOpen);
  return refundView(row);
}

export async function queue(
  deps: AppServices,
  user: AuthUser,
  query: { status: RefundQueueFilter; page?: number; size?: number },
) {
  const paging = requestedPage(query, 20);
  return refundQueue(
    deps.database.db,
    query.status,
    user.role === 'ADMIN' ? undefined : user.id,
    paging ? { limit: paging.size, offset: paging.page * paging.size } : null,
  );
}

/** The refund with its line and order, when `user` manages the line's lecture. */
async function managedRefund(deps: AppServices, user: AuthUser, id: number) {
  const [row] = await deps.database.db
    .select({ refund: refunds, line: orderLines, order: orders })
    .from(refunds)
    .innerJoin(orderLines, eq(orderLines.id, refunds.orderLineId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, id))
    .limit(1);
  if (!row) throw notFound(e.refundNotFound);
  assertManages(user, { teacherId: row.line.teacherId });
  return row;
}

/**
 * Takes the refund for this approval: REQUESTED becomes APPROVED with its amount, FAILED (or an
 * APPROVED one left behind longer than IN_FLIGHT_MS) is taken again with the amount it has. One
 * guarded update each, so of two staff at once one goes on and the other hears 409.
 */
async function take(
  deps: AppServices,
  user: AuthUser,
  refund: RefundRow,
  input: { amount?: number; reason?: string },
  refundable: number,
) {
  const { db } = deps.database;
  if (refund.status === 'REQUESTED') {
    const amount = input.amount ?? refund.quotedAmount;
    const reason = input.reason?.trim() || null;
    if (amount > refundable) throw badRequest(e.aboveRefundable(refundable));
    if (amount !== refund.quotedAmount && !reason) {
      throw badRequest(e.adjustNeedsReason(refund.quotedAmount));
    }
    const [taken] = await db
      .update(refunds)
      .set({
        status: 'APPROVED',
        approvedAmount: amount,
        staffReason: reason,
        decidedBy: user.id,
        decidedAt: sql`now()`,
        lastError: null,
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'REQUESTED')))
      .returning();
    if (!taken) throw conflict(e.inProgress);
    return taken;
  }
  if (input.amount !== undefined && input.amount !== refund.approvedAmount) {
    throw badRequest(e.amountFixed);
  }
  const [taken] = await db
    .update(refunds)
    .set({ status: 'APPROVED', lastError: null })
    .where(
      and(
        eq(refunds.id, refund.id),
        or(
          eq(refunds.status, 'FAILED'),
          and(
            eq(refunds.status, 'APPROVED'),
            lt(refunds.updatedAt, new Date(Date.now() - IN_FLIGHT_MS)),
          ),
        ),
      ),
    )
    .returning();
  if (!taken) throw conflict(e.inProgress);
  return taken;
}

export async function approve(
  deps: AppServices,
  user: AuthUser,
  id: number,
  input: { amount?: number; reason?: string; transferred?: boolean },
) {
  const found = await managedRefund(deps, user, id);
  const { refund, line, order } = found;
  // approving a completed refund again changes nothing
  if (refund.status === 'COMPLETED') {
    return { refund: refundView(refund), changed: false, studentId: refund.userId };
  }
  if (refund.status === 'REJECTED') throw conflict(e.alreadyDecided);
  const noGateway = order.method === 'BANK_DEPOSIT';
  if (noGateway && input.transferred !== true) throw badRequest(e.transferRequired);
  const payment = noGateway ? undefined : await paidPayment(deps.database.db, order.id);
  if (!noGateway && !payment) throw conflict(e.noPayment);
  const taken = await take(deps, user, refund, input, line.amount - line.refundedAmount);
  const amount = taken.approvedAmount ?? 0;

  let cancelled: Awaited<ReturnType<AppServices['payments']['cancel']>> | null = null;
  if (payment && amount > 0) {
    try {
      cancelled = await deps.payments.cancel({
        paymentKey: payment.paymentKey,
        cancelAmount: amount,
        cancelReason: taken.staffReason ?? taken.reason,
        // fixed per refund: a retry after a lost answer is the same cancel at the gateway
        idempotencyKey: `refund-${taken.id}`,
        ...(taken.refundAccount
          ? {
              refundReceiveAccount: JSON.parse(
                decryptField(
                  deps.env.DATA_ENCRYPTION_KEY,
                  'refunds.refund_account',
                  taken.refundAccount,
                ),
              ) as RefundAccount,
            }
          : {}),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await deps.database.db
        .update(refunds)
        .set({ status: 'FAILED', lastError: message.slice(0, 500) })
        .where(and(eq(refunds.id, taken.id), eq(refunds.status, 'APPROVED')));
      deps.logger.warn({ refundId: taken.id, err: message }, 'refund cancel failed');
      throw new ApiError(502, 'PAYMENT_GATEWAY_ERROR', e.gatewayFailed(message));
    }
  }

  const completed = await liveTransaction(deps, async (tx: Tx, emit) => {
    const [done] = await tx
      .update(refunds)
      .set({
        status: 'COMPLETED',
        completedAt: sql`now()`,
        transactionKey: cancelled?.lastTransactionKey ?? null,
        lastError: null,
      })
      .where(and(eq(refunds.id, taken.id), eq(refunds.status, 'APPROVED')))
      .returning();
    if (!done) throw conflict(e.inProgress);
    await tx
      .update(orderLines)
      .set({
        status: 'REFUNDED',
        refundedAmount: sql`${orderLines.refundedAmount} + ${amount}`,
      })
      .where(eq(orderLines.id, line.id));
    // the order is REFUNDED once none of its lines is still paid
    await tx
      .update(orders)
      .set({
        refundedAmount: sql`${orders.refundedAmount} + ${amount}`,
        status: sql`case when exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${order.id} and ${orderLines.status} = 'PAID') then 'PARTIALLY_REFUNDED' else 'REFUNDED' end`,
      })
      .where(eq(orders.id, order.id));
    if (payment && cancelled) {
      await tx
        .update(payments)
        .set({
          balanceAmount: cancelled.balanceAmount,
          status: cancelled.status,
          raw: cancelled.raw as object,
        })
        .where(eq(payments.id, payment.id));
    }
    if (line.enrolmentId) await endEnrolmentIn(tx, line.enrolmentId);
    await notify(tx, emit, [
      {
        userId: refund.userId,
        kind: 'REFUND_DECIDED',
        text: refundStrings.notify.completed(line.title, amount),
        link: { app: 'classroom', path: '/mypage?tab=orders' },
      },
    ]);
    return done;
  });
  return { refund: refundView(completed), changed: true, studentId: refund.userId };
}

export async function reject(deps: AppServices, user: AuthUser, id: number, reason: string) {
  const { refund, line } = await managedRefund(deps, user, id);
  if (refund.status !== 'REQUESTED') throw conflict(e.alreadyDecided);
  return liveTransaction(deps, async (tx: Tx, emit) => {
    const [row] = await tx
      .update(refunds)
      .set({ status: 'REJECTED', staffReason: reason, decidedBy: user.id, decidedAt: sql`now()` })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'REQUESTED')))
      .returning();
    if (!row) throw conflict(e.alreadyDecided);
    await notify(tx, emit, [
      {
        userId: refund.userId,
        kind: 'REFUND_DECIDED',
        text: refundStrings.notify.rejected(line.title),
        link: { app: 'classroom', path: '/mypage?tab=orders' },
      },
    ]);
    return { refund: refundView(row), studentId: refund.userId };
  });
}
