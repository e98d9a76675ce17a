// Coupons and orders for staff (docs/product/coupons-and-orders.md): two coupons (a percent one
// for the demo teacher's textbook lecture, in use; a fixed one that has expired) and two paid
// orders of other students whose textbooks wait in the shipping queue, so the admin's 쿠폰, 주문 and
// 배송 screens show something on a fresh start. The demo student has no orders (the checkout is
// theirs to try). The checkout seeds its own WELCOME10 coupon; these codes differ.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  couponLectures,
  couponRedemptions,
  coupons,
  orderLines,
  orders,
  payments,
} from '../schema/commerce.ts';
import { enrolments } from '../schema/learning.ts';
import { lectures } from '../schema/lectures.ts';
import { users } from '../schema/users.ts';
import type { SeedContext } from './context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY_MS);
/** A textbook's price when its lecture has none set. */
const TEXTBOOK_PRICE = 25_000;
const SHIPPING_FEE = 3_000;

/** The demo's coupon codes (README's demo data). */
export const DEMO_COUPONS = { percent: 'EJUMATH15', expired: 'AUTUMN5000' } as const;
/** The seeded orders' numbers: the admin journey finds its textbook by them. */
export const DEMO_ORDER_NOS = ['DEMO8F3KQ2A1', 'DEMO7M1ZP4C9'] as const;

export async function seedCouponsAndOrders(ctx: SeedContext) {
  const { db } = ctx;
  // the demo teacher's first lecture with a textbook
  const [lecture] = await db
    .select()
    .from(lectures)
    .where(and(eq(lectures.teacherId, ctx.users.teacher.id), isNotNull(lectures.textbookName)))
    .orderBy(asc(lectures.id))
    .limit(1);
  if (!lecture) return;
  const [percent] = await db
    .insert(coupons)
    .values({
      code: DEMO_COUPONS.percent,
      name: '코스2 수강생 15% 할인',
      kind: 'PERCENT',
      value: 15,
      maxDiscount: 30_000,
      minAmount: 50_000,
      startsAt: daysFromNow(-30),
      endsAt: daysFromNow(60),
      perUserLimit: 1,
      totalLimit: 50,
      usedCount: 1,
      createdBy: ctx.users.teacher.id,
    })
    .returning();
  await db.insert(couponLectures).values({ couponId: percent!.id, lectureId: lecture.id });
  await db.insert(coupons).values({
    code: DEMO_COUPONS.expired,
    name: '가을 맞이 5,000원 할인',
    kind: 'FIXED',
    value: 5_000,
    minAmount: 30_000,
    startsAt: daysFromNow(-90),
    endsAt: daysFromNow(-30),
    perUserLimit: 1,
    totalLimit: 100,
    createdBy: ctx.users.admin.id,
  });

  const buyers = ctx.users.students.filter((student) => student.id !== ctx.users.student.id);
  const [first, second] = buyers;
  if (!first || !second) return;
  const textbookPrice = lecture.textbookPrice ?? TEXTBOOK_PRICE;
  const textbook = {
    lectureId: lecture.id,
    teacherId: lecture.teacherId,
    kind: 'TEXTBOOK' as const,
    title: lecture.textbookName!,
    price: textbookPrice,
    discount: 0,
    amount: textbookPrice,
    status: 'PAID' as const,
  };

  // 1: the course and its textbook with the percent coupon, paid by card nine days ago
  const paidAt1 = daysFromNow(-9);
  const discount = Math.min(Math.floor((lecture.price * 15) / 100), 30_000);
  const [enrolment] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, first.id), eq(enrolments.lectureId, lecture.id)))
    .limit(1);
  const address1 = await addressOf(ctx, first.id);
  const [order1] = await db
    .insert(orders)
    .values({
      orderNo: DEMO_ORDER_NOS[0],
      userId: first.id,
      status: 'PAID',
      method: 'CARD',
      orderName: `${lecture.title} 외 1건`,
      subtotal: lecture.price + textbookPrice,
      discount,
      shippingFee: SHIPPING_FEE,
      total: lecture.price + textbookPrice - discount + SHIPPING_FEE,
      couponId: percent!.id,
      couponSnapshot: { code: percent!.code, name: percent!.name, kind: 'PERCENT', value: 15 },
      shipRecipient: first.name,
      ...address1,
      paidAt: paidAt1,
      createdAt: paidAt1,
    })
    .returning();
  await db.insert(orderLines).values([
    {
      orderId: order1!.id,
      lectureId: lecture.id,
      teacherId: lecture.teacherId,
      kind: 'COURSE',
      title: lecture.title,
      price: lecture.price,
      discount,
      amount: lecture.price - discount,
      periodDays: lecture.period,
      status: 'PAID',
      enrolmentId: enrolment?.id ?? null,
      createdAt: paidAt1,
    },
    { ...textbook, orderId: order1!.id, createdAt: paidAt1 },
  ]);
  await db.insert(couponRedemptions).values({
    couponId: percent!.id,
    orderId: order1!.id,
    userId: first.id,
    discount,
    createdAt: paidAt1,
  });
  await db.insert(payments).values({
    orderId: order1!.id,
    provider: 'local',
    paymentKey: `local_${DEMO_ORDER_NOS[0]}`,
    method: 'CARD',
    status: 'DONE',
    amount: order1!.total,
    balanceAmount: order1!.total,
    approvedAt: paidAt1,
  });

  // 2: the textbook alone, by 계좌이체 two days ago
  const paidAt2 = daysFromNow(-2);
  const [order2] = await db
    .insert(orders)
    .values({
      orderNo: DEMO_ORDER_NOS[1],
      userId: second.id,
      status: 'PAID',
      method: 'TRANSFER',
      orderName: lecture.textbookName!,
      subtotal: textbookPrice,
      shippingFee: SHIPPING_FEE,
      total: textbookPrice + SHIPPING_FEE,
      shipRecipient: second.name,
      ...(await addressOf(ctx, second.id)),
      paidAt: paidAt2,
      createdAt: paidAt2,
    })
    .returning();
  await db.insert(orderLines).values({ ...textbook, orderId: order2!.id, createdAt: paidAt2 });
  await db.insert(payments).values({
    orderId: order2!.id,
    provider: 'local',
    paymentKey: `local_${DEMO_ORDER_NOS[1]}`,
    method: 'TRANSFER',
    status: 'DONE',
    amount: order2!.total,
    balanceAmount: order2!.total,
    approvedAt: paidAt2,
  });
}

/** The student's phone and address from their profile, as the checkout fills the delivery. */
async function addressOf(ctx: SeedContext, userId: number) {
  const [row] = await ctx.db
    .select({ phone: users.studentContact, address: users.address })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return {
    shipPhone: row?.phone ?? null,
    shipPostcode: '06236',
    shipAddress1: (row?.address ?? '서울특별시 강남구 테헤란로 1').slice(0, 200),
    shipAddress2: null,
  };
}
