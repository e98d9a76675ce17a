// Paid orders written straight to the database, as the checkout makes them (an order, its lines,
// the gateway's payment and, for a course line, the enrolment), for the refund and receipt tests.
// A card or transfer payment is confirmed at the given gateway, so the gateway can cancel it.
import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '@academy/api-client/contract/commerce-states';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { enrolments } from '../db/schema/learning.ts';
import { orderLines, orders, payments } from '../db/schema/commerce.ts';
import type { lectures } from '../db/schema/lectures.ts';
import type { PaymentGateway } from '../lib/payments/gateway.ts';
import { localPaymentKey } from '../lib/payments/local.ts';
import { enrol } from './fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
type Lecture = typeof lectures.$inferSelect;

export type PaidLine = {
  lecture: Lecture;
  kind?: 'COURSE' | 'TEXTBOOK';
  /** what was paid for the line (default: the lecture's price) */
  amount?: number;
  /** the enrolment's term in days (default: the lecture's period; 0 no limit) */
  periodDays?: number;
  /** when the enrolment started, days ago (default 0: now) */
  startedDaysAgo?: number;
  shippedDaysAgo?: number;
};

/**
 * A paid order of `userId` with the given lines. `method` CARD or TRANSFER: confirmed at
 * `gateway` (local), so its cancel works; BANK_DEPOSIT: no gateway payment; VIRTUAL_ACCOUNT: a
 * deposited one. `paidDaysAgo` dates the payment (the 현금영수증 flag reads it).
 */
export async function paidOrder(
  db: Database,
  gateway: PaymentGateway,
  userId: number,
  lines: PaidLine[],
  options: { method?: PaymentMethod; paidDaysAgo?: number; status?: 'PAID' | 'PENDING' } = {},
) {
  const method = options.method ?? 'CARD';
  const status = options.status ?? 'PAID';
  const paidAt = new Date(Date.now() - (options.paidDaysAgo ?? 0) * DAY_MS);
  const amounts = lines.map((line) => line.amount ?? line.lecture.price);
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const orderNo = `T${randomBytes(12).toString('base64url')}`;
  const [order] = await db
    .insert(orders)
    .values({
      orderNo,
      userId,
      status,
      method,
      orderName: lines[0]!.lecture.title,
      subtotal: total,
      total,
      paidAt: status === 'PAID' ? paidAt : null,
    })
    .returning();
  const made = [];
  for (const [index, line] of lines.entries()) {
    const kind = line.kind ?? 'COURSE';
    const periodDays = line.periodDays ?? line.lecture.period;
    let enrolmentId: number | null = null;
    if (kind === 'COURSE' && status === 'PAID') {
      const startsAt = new Date(Date.now() - (line.startedDaysAgo ?? 0) * DAY_MS);
      const term = {
        source: 'ORDER' as const,
        startsAt,
        endsAt: periodDays ? new Date(startsAt.getTime() + periodDays * DAY_MS) : null,
      };
      // bought again: the one enrolment per student and lecture is reopened for the new term
      const [reopened] = await db
        .update(enrolments)
        .set({ ...term, status: 'ACTIVE' })
        .where(and(eq(enrolments.userId, userId), eq(enrolments.lectureId, line.lecture.id)))
        .returning();
      enrolmentId = (reopened ?? (await enrol(db, userId, line.lecture.id, term))).id;
    }
    const [row] = await db
      .insert(orderLines)
      .values({
        orderId: order!.id,
        lectureId: line.lecture.id,
        teacherId: line.lecture.teacherId,
        kind,
        title: kind === 'TEXTBOOK' ? `${line.lecture.title} 교재` : line.lecture.title,
        price: amounts[index]!,
        amount: amounts[index]!,
        periodDays: kind === 'COURSE' ? periodDays : null,
        status: status === 'PAID' ? 'PAID' : 'PENDING',
        enrolmentId,
        shippedAt:
          line.shippedDaysAgo === undefined
            ? null
            : new Date(Date.now() - line.shippedDaysAgo * DAY_MS),
      })
      .returning();
    made.push(row!);
  }
  let payment = null;
  if (status === 'PAID' && method !== 'BANK_DEPOSIT') {
    const outcome = method === 'CARD' ? 'card' : 'transfer';
    const paymentKey = localPaymentKey(outcome);
    const confirmed = await gateway.confirm({
      paymentKey,
      orderId: orderNo,
      amount: total,
      idempotencyKey: `confirm-${orderNo}`,
    });
    [payment] = await db
      .insert(payments)
      .values({
        orderId: order!.id,
        provider: gateway.provider,
        paymentKey,
        method,
        status: confirmed.status,
        amount: total,
        balanceAmount: confirmed.balanceAmount,
        approvedAt: paidAt,
      })
      .returning();
  }
  return { order: order!, lines: made, payment };
}
