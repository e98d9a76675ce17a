// Orders for the refund and receipt screens (docs/product/refunds.md), until the checkout makes
// real ones: the demo student bought the interview course by 무통장 입금 three days ago and watched
// half of its first video (my page quotes its refund; the admin marks the transfer), another
// student's 무통장 입금 of 150,000원 eight days ago has no 현금영수증 (flagged to admins), and a third
// student's refund request waits in the queue.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { REFUND_DUE_DAYS } from '@academy/api-client/contract/commerce-states';
import { quoteCourse } from '../../lib/payments/refund-rule.ts';
import { orderLines, orders, refunds } from '../schema/commerce.ts';
import { enrolments } from '../schema/learning.ts';
import { chapters, contents, details, lectures } from '../schema/lectures.ts';
import { watchProgress } from '../schema/progress.ts';
import type { SeedContext } from './context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);
/** The course the demo student bought (not one of the four the other journeys use). */
export const DEMO_ORDER_LECTURE = '지망이유서와 면접 대비반';

type Lecture = typeof lectures.$inferSelect;

/** A paid 무통장 입금 order of one course line, enrolled from `paidDaysAgo`. */
async function bankDepositOrder(
  ctx: SeedContext,
  userId: number,
  lecture: Lecture,
  paidDaysAgo: number,
  depositorName: string,
) {
  const paidAt = daysAgo(paidDaysAgo);
  const [order] = await ctx.db
    .insert(orders)
    .values({
      orderNo: `SEED${randomBytes(9).toString('base64url')}`,
      userId,
      status: 'PAID',
      method: 'BANK_DEPOSIT',
      orderName: lecture.title,
      subtotal: lecture.price,
      total: lecture.price,
      depositorName,
      paidAt,
      confirmedBy: ctx.users.admin.id,
      createdAt: paidAt,
    })
    .returning();
  const endsAt = lecture.period ? new Date(paidAt.getTime() + lecture.period * DAY_MS) : null;
  // reopened when the seed enrolled them already (one enrolment per student and lecture)
  const [reopened] = await ctx.db
    .update(enrolments)
    .set({ startsAt: paidAt, endsAt, status: 'ACTIVE', source: 'ORDER' })
    .where(and(eq(enrolments.userId, userId), eq(enrolments.lectureId, lecture.id)))
    .returning();
  const enrolment =
    reopened ??
    (
      await ctx.db
        .insert(enrolments)
        .values({ userId, lectureId: lecture.id, startsAt: paidAt, endsAt, source: 'ORDER' })
        .returning()
    )[0]!;
  const [line] = await ctx.db
    .insert(orderLines)
    .values({
      orderId: order!.id,
      lectureId: lecture.id,
      teacherId: lecture.teacherId,
      kind: 'COURSE',
      title: lecture.title,
      price: lecture.price,
      amount: lecture.price,
      periodDays: lecture.period,
      status: 'PAID',
      enrolmentId: enrolment.id,
      createdAt: paidAt,
    })
    .returning();
  return { order: order!, line: line!, enrolment };
}

/** Half of the lecture's first video watched by `userId`, as the watch reports record it. */
async function watchHalf(ctx: SeedContext, userId: number, lectureId: number) {
  const [video] = await ctx.db
    .select({ id: details.id, seconds: contents.videoDuration })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .innerJoin(contents, eq(contents.detailId, details.id))
    .where(and(eq(chapters.lectureId, lectureId), eq(details.type, 'VIDEO')))
    .orderBy(chapters.chapterOrder, details.detailOrder)
    .limit(1);
  if (!video?.seconds) return;
  const durationMs = video.seconds * 1000;
  const watchedMs = Math.round(durationMs / 2);
  await ctx.db
    .insert(watchProgress)
    .values({
      userId,
      detailId: video.id,
      intervals: [0, watchedMs],
      watchedMs,
      durationMs,
      lastPositionMs: watchedMs,
      // older than the first lecture's study (learning.ts): the dashboard's continue card stays there
      positionAt: daysAgo(2.5),
      createdAt: daysAgo(2.5),
      updatedAt: daysAgo(2.5),
    })
    .onConflictDoNothing();
}

export async function seedOrdersAndRefunds(ctx: SeedContext) {
  const all = await ctx.db.select().from(lectures);
  const interview = all.find((lecture) => lecture.title === DEMO_ORDER_LECTURE);
  if (!interview) return;
  const { student: demo, students } = ctx.users;
  await bankDepositOrder(ctx, demo.id, interview, 3, demo.name);
  await watchHalf(ctx, demo.id, interview.id);

  const others = students.filter((student) => student.id !== demo.id);
  const chemistry = all.find((lecture) => lecture.price === 150_000 && lecture.id !== interview.id);
  const [unreceipted, asking] = others;
  if (unreceipted && chemistry) {
    await bankDepositOrder(ctx, unreceipted.id, chemistry, 8, unreceipted.name);
  }
  if (asking) {
    const { order, line, enrolment } = await bankDepositOrder(
      ctx,
      asking.id,
      interview,
      6,
      asking.name,
    );
    const now = new Date();
    const { amount, basis } = quoteCourse({
      amount: line.amount,
      refunded: 0,
      startsAt: enrolment.startsAt,
      endsAt: enrolment.endsAt,
      now,
      studiedShare: 0,
    });
    await ctx.db.insert(refunds).values({
      orderLineId: line.id,
      orderId: order.id,
      userId: asking.id,
      reason: '개인 사정으로 수강을 계속하기 어렵습니다.',
      quotedAmount: amount,
      quoteBasis: basis,
      dueAt: new Date(now.getTime() + (REFUND_DUE_DAYS - 1) * DAY_MS),
      createdAt: daysAgo(1),
    });
  }
}
