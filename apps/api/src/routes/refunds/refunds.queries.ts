// The reads of refunds (docs/product/refunds.md): a line with its order, enrolment and payment;
// the studied share from the learning record; the staff queue, oldest due first.
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { QueuedRefund, RefundBasis, RefundQueueFilter } from '@academy/api-client/contract';
import type { Database } from '../../db/client.ts';
import { orderLines, orders, payments, refunds } from '../../db/schema/commerce.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { chapters, contents, details } from '../../db/schema/lectures.ts';
import { watchProgress } from '../../db/schema/progress.ts';
import { users } from '../../db/schema/users.ts';
import { videos } from '../../db/schema/videos.ts';
import { completedLessons } from '../../lib/completion.ts';
import { iso } from '../../lib/lecture-access.ts';
import { maskEmail } from '../../lib/masking.ts';
import { studiedShare, type StudiedLesson } from '../../lib/payments/refund-rule.ts';
import { seoulDay } from '../../lib/seoul-time.ts';

type Reader = Pick<Database, 'select'>;
export type RefundRow = typeof refunds.$inferSelect;

/** The statuses OPEN stands for: what staff still have to finish. */
export const OPEN_STATUSES = ['REQUESTED', 'APPROVED', 'FAILED'] as const;

/** A line with its order and enrolment (null for a textbook). */
export async function lineWithOrder(db: Reader, lineId: number) {
  const [row] = await db
    .select({ line: orderLines, order: orders, enrolment: enrolments })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(enrolments, eq(enrolments.id, orderLines.enrolmentId))
    .where(eq(orderLines.id, lineId))
    .limit(1);
  return row;
}

/** The order's payment that succeeded at the gateway (none for 무통장 입금). */
export async function paidPayment(db: Reader, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), inArray(payments.status, ['DONE', 'PARTIAL_CANCELED'])),
    )
    .limit(1);
  return row;
}

/**
 * The share of the lecture `userId` studied, 0-1 (lib/payments/refund-rule.ts: studiedShare):
 * each video lesson's unique watched time against its length (staff's, the host's, or as the
 * player measured it), every other lesson by completion.
 */
export async function studiedShareOf(db: Reader, userId: number, lectureId: number) {
  const [rows, done] = await Promise.all([
    db
      .select({
        detailId: details.id,
        type: details.type,
        videoId: contents.videoId,
        staffSeconds: contents.videoDuration,
        hostMs: videos.durationMs,
        measuredMs: watchProgress.durationMs,
        watchedMs: watchProgress.watchedMs,
      })
      .from(details)
      .innerJoin(chapters, eq(chapters.id, details.chapterId))
      .leftJoin(contents, eq(contents.detailId, details.id))
      .leftJoin(videos, eq(videos.id, contents.videoId))
      .leftJoin(
        watchProgress,
        and(eq(watchProgress.detailId, details.id), eq(watchProgress.userId, userId)),
      )
      .where(eq(chapters.lectureId, lectureId)),
    completedLessons(db, userId, [lectureId]),
  ]);
  const lessons: StudiedLesson[] = rows.map((row) => {
    const lengthMs =
      row.type === 'VIDEO' && row.videoId
        ? ((row.staffSeconds !== null ? row.staffSeconds * 1000 : null) ??
          row.hostMs ??
          row.measuredMs)
        : null;
    return { lengthMs, watchedMs: row.watchedMs ?? 0, completed: done.has(row.detailId) };
  });
  return studiedShare(lessons);
}

/** Days from today to `dueAt`, by Korea's calendar (0: due today, negative: late). */
export function dueInDays(dueAt: Date, now = new Date()) {
  const day = (instant: Date) => Date.parse(`${seoulDay(instant)}T00:00:00Z`);
  return Math.round((day(dueAt) - day(now)) / 86_400_000);
}

export function refundView(row: RefundRow) {
  return {
    refundId: row.id,
    orderLineId: row.orderLineId,
    status: row.status,
    reason: row.reason,
    quotedAmount: row.quotedAmount,
    // written by the rule (lib/payments/refund-rule.ts) in the contract's shape
    quoteBasis: row.quoteBasis as RefundBasis,
    approvedAmount: row.approvedAmount,
    staffReason: row.staffReason,
    dueAt: iso(row.dueAt),
    createdAt: iso(row.createdAt),
    decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
    completedAt: row.completedAt ? iso(row.completedAt) : null,
  };
}

function queueWhere(filter: RefundQueueFilter, teacherId: number | undefined): SQL | undefined {
  const status =
    filter === 'OPEN' ? inArray(refunds.status, [...OPEN_STATUSES]) : eq(refunds.status, filter);
  return and(status, teacherId === undefined ? undefined : eq(orderLines.teacherId, teacherId));
}

/** The staff queue: oldest due first; a teacher's own lectures' lines only. */
export async function refundQueue(
  db: Reader,
  filter: RefundQueueFilter,
  teacherId: number | undefined,
  paging: { limit: number; offset: number } | null,
): Promise<{ refunds: QueuedRefund[]; total: number }> {
  const where = queueWhere(filter, teacherId);
  const query = db
    .select({
      refund: refunds,
      orderNo: orders.orderNo,
      method: orders.method,
      line: {
        kind: orderLines.kind,
        title: orderLines.title,
        amount: orderLines.amount,
        refundedAmount: orderLines.refundedAmount,
      },
      student: { id: users.id, name: users.name, email: users.email },
    })
    .from(refunds)
    .innerJoin(orderLines, eq(orderLines.id, refunds.orderLineId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, refunds.userId))
    .where(where)
    .orderBy(asc(refunds.dueAt), asc(refunds.id));
  const [rows, [counted]] = await Promise.all([
    paging ? query.limit(paging.limit).offset(paging.offset) : query,
    db
      .select({ n: count() })
      .from(refunds)
      .innerJoin(orderLines, eq(orderLines.id, refunds.orderLineId))
      .where(where),
  ]);
  const now = new Date();
  return {
    total: counted?.n ?? 0,
    refunds: rows.map((row) => ({
      ...refundView(row.refund),
      orderNo: row.orderNo,
      method: row.method,
      lineKind: row.line.kind,
      lineTitle: row.line.title,
      lineAmount: row.line.amount,
      refundable: row.line.amount - row.line.refundedAmount,
      student: {
        id: row.student.id,
        name: row.student.name,
        userId: maskEmail(row.student.email),
      },
      dueInDays: dueInDays(row.refund.dueAt, now),
      lastError: row.refund.lastError,
      needsTransfer: row.method === 'BANK_DEPOSIT',
    })),
  };
}

/** The latest refund of each line (any state), for my page. */
export async function latestRefunds(db: Reader, lineIds: number[]) {
  if (lineIds.length === 0) return new Map<number, RefundRow>();
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderLineId, lineIds))
    .orderBy(asc(refunds.id));
  return new Map(rows.map((row) => [row.orderLineId, row]));
}
