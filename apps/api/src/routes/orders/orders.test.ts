// Checkout in local mode (PAYMENT_PROVIDER=local): the quote, the order and its coupon, the
// confirm, cancel and expiry, 무통장 입금 confirmed by staff. The gateway's own failures and the
// webhook are in payments.test.ts (Toss's API on a loopback server).
import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponse, QuoteResponse } from '@academy/api-client/contract';
import * as commerce from '@academy/strings/commerce';
import {
  cartItems,
  couponRedemptions,
  coupons,
  orderLines,
  orders,
  payments,
} from '../../db/schema/commerce.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { notifications } from '../../db/schema/live.ts';
import { academySettings } from '../../db/schema/settings.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { localPaymentKey } from '../../lib/payments/local.ts';
import {
  createCommerceTestApp,
  createCoupon,
  placeOrder,
  sellingLecture,
  SHIPPING,
} from '../../test/commerce-fixtures.ts';
import { createUser, enrol, type TestUser } from '../../test/fixtures.ts';
import { jsonRequest, messageOf } from '../../test/lecture-fixtures.ts';
import { cancelExpiredOrders } from './order-expiry.ts';

const e = commerce.errors;
let ctx: Awaited<ReturnType<typeof createCommerceTestApp>>;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let course: Awaited<ReturnType<typeof sellingLecture>>;
let cheap: Awaited<ReturnType<typeof sellingLecture>>;
let othersCourse: Awaited<ReturnType<typeof sellingLecture>>;

beforeAll(async () => {
  ctx = await createCommerceTestApp();
  const { db } = ctx.database;
  teacher = await createUser(db, 'TEACHER');
  otherTeacher = await createUser(db, 'TEACHER');
  admin = await createUser(db, 'ADMIN');
  course = await sellingLecture(db, teacher.user.id, {
    title: '일본어 독해',
    price: 100000,
    period: 60,
  });
  cheap = await sellingLecture(db, teacher.user.id, {
    title: '기초 수학',
    price: 30000,
    textbookPrice: 60000,
  });
  othersCourse = await sellingLecture(db, otherTeacher.user.id, {
    title: '물리',
    price: 50000,
    textbookPrice: null,
  });
  await db.insert(academySettings).values({
    key: 'payment_account',
    value: { bank: '국민은행', accountNumber: '123-45-6789', holder: '테스트학원' },
  });
});
afterAll(() => ctx.database.drop());

const post = (path: string, body: unknown, headers: Record<string, string>) =>
  ctx.app.request(path, jsonRequest('POST', body, headers));
const quoteOf = async (response: Response) => v.parse(QuoteResponse, await response.json()).data;
const orderOf = async (response: Response) => v.parse(OrderResponse, await response.json()).data;
const both = (lectureId: number) => [
  { lectureId, kind: 'COURSE' },
  { lectureId, kind: 'TEXTBOOK' },
];
const orderRow = async (orderNo: string) =>
  (await ctx.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

describe('the quote', () => {
  it('prices lines on the server, shares a percent coupon over them, and ships textbooks under 50,000원', async () => {
    const student = await createUser(ctx.database.db);
    const coupon = await createCoupon(ctx.database.db, { kind: 'PERCENT', value: 10 });
    const response = await post(
      '/api/orders/quote',
      { items: both(course.id), couponCode: coupon.code.toLowerCase() },
      student.headers,
    );
    expect(response.status).toBe(200);
    const quote = await quoteOf(response);
    expect(quote).toMatchObject({
      subtotal: 120000,
      discount: 12000,
      shippingFee: 3000,
      total: 111000,
    });
    expect(quote.lines.map((line) => [line.kind, line.price, line.discount, line.amount])).toEqual([
      ['COURSE', 100000, 10000, 90000],
      ['TEXTBOOK', 20000, 2000, 18000],
    ]);
    expect(quote.coupon).toMatchObject({ code: coupon.code, kind: 'PERCENT', value: 10 });
    const free = await quoteOf(
      await post('/api/orders/quote', { items: both(cheap.id) }, student.headers),
    );
    expect(free).toMatchObject({ subtotal: 90000, shippingFee: 0, total: 90000 });
    const courseOnly = await quoteOf(
      await post(
        '/api/orders/quote',
        { items: [{ lectureId: course.id, kind: 'COURSE' }] },
        student.headers,
      ),
    );
    expect(courseOnly).toMatchObject({ shippingFee: 0, total: 100000 });
  });

  it('refuses each bad coupon with its Korean reason', async () => {
    const student = await createUser(ctx.database.db);
    const { db } = ctx.database;
    const cases: [
      Partial<typeof coupons.$inferInsert> & { lectureIds?: number[] },
      number,
      string,
    ][] = [
      [{ active: false }, 400, e.couponInactive],
      [
        { startsAt: new Date(Date.now() + 3_600_000), endsAt: new Date(Date.now() + 7_200_000) },
        400,
        e.couponNotStarted,
      ],
      [
        { startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 3_600_000) },
        400,
        e.couponExpired,
      ],
      [{ minAmount: 500000 }, 400, e.couponMinAmount(500000)],
      [{ lectureIds: [othersCourse.id] }, 400, e.couponNotForLectures],
      [{ totalLimit: 1, usedCount: 1 }, 409, e.couponUsedUp],
    ];
    for (const [overrides, status, message] of cases) {
      const coupon = await createCoupon(db, overrides);
      const response = await post(
        '/api/orders/quote',
        { items: both(course.id), couponCode: coupon.code },
        student.headers,
      );
      expect([response.status, await messageOf(response)]).toEqual([status, message]);
    }
    const unknown = await post(
      '/api/orders/quote',
      { items: both(course.id), couponCode: 'NOPE' },
      student.headers,
    );
    expect([unknown.status, await messageOf(unknown)]).toEqual([400, e.couponNotFound]);
  });

  it('applies a lecture coupon to that lecture’s lines only, a fixed one capped by them', async () => {
    const student = await createUser(ctx.database.db);
    const coupon = await createCoupon(ctx.database.db, {
      kind: 'FIXED',
      value: 5000,
      lectureIds: [cheap.id],
    });
    const quote = await quoteOf(
      await post(
        '/api/orders/quote',
        {
          items: [
            { lectureId: course.id, kind: 'COURSE' },
            { lectureId: cheap.id, kind: 'COURSE' },
          ],
          couponCode: coupon.code,
        },
        student.headers,
      ),
    );
    expect(quote.lines.map((line) => line.discount)).toEqual([0, 5000]);
    expect(quote.total).toBe(125000);
  });
});

describe('ordering and paying (local test checkout)', () => {
  it('pays by card: order PAID, lines PAID, enrolled for the line’s period from ORDER, cart emptied, student told', async () => {
    const { db } = ctx.database;
    const student = await createUser(db);
    await ctx.app.request(
      '/api/me/cart',
      jsonRequest('PUT', { items: both(course.id) }, student.headers),
    );
    const coupon = await createCoupon(db, { totalLimit: 5 });
    const order = await placeOrder(ctx.app, student.headers, {
      items: both(course.id),
      couponCode: coupon.code,
      method: 'CARD',
      shipping: SHIPPING,
    });
    expect(order).toMatchObject({
      status: 'PENDING',
      total: 111000,
      orderName: '일본어 독해 외 1건',
      gateway: { provider: 'local', clientKey: null },
    });
    expect(order.orderNo).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedCount).toBe(
      1,
    );

    const paid = await post(
      `/api/orders/${order.orderNo}/confirm`,
      { paymentKey: localPaymentKey('card'), amount: 111000 },
      student.headers,
    );
    expect(paid.status).toBe(200);
    const body = await orderOf(paid);
    expect(body.status).toBe('PAID');
    expect(body.lines.map((line) => line.status)).toEqual(['PAID', 'PAID']);
    const [enrolment] = await db
      .select()
      .from(enrolments)
      .where(eq(enrolments.userId, student.user.id));
    expect(enrolment).toMatchObject({ lectureId: course.id, source: 'ORDER', status: 'ACTIVE' });
    expect(enrolment!.endsAt!.getTime() - enrolment!.startsAt.getTime()).toBe(60 * 86_400_000);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, student.user.id))).toEqual(
      [],
    );
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.user.id));
    expect(told.map((row) => row.text)).toEqual([commerce.notification.paid('일본어 독해 외 1건')]);
    const [line] = await db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.lectureId, course.id), eq(orderLines.enrolmentId, enrolment!.id)));
    expect(line?.kind).toBe('COURSE');

    // the classroom lets them in now
    expect(
      (await ctx.app.request(`/api/lectures/${course.id}`, { headers: student.headers })).status,
    ).toBe(200);
    // and the same course cannot be bought again while studied
    const again = await post(
      '/api/orders',
      { items: [{ lectureId: course.id, kind: 'COURSE' }], method: 'CARD' },
      student.headers,
    );
    expect([again.status, await messageOf(again)]).toEqual([409, e.alreadyEnrolled]);
  });

  it('answers a confirm sent twice with the same paid order and changes nothing twice', async () => {
    const { db } = ctx.database;
    const student = await createUser(db);
    const order = await placeOrder(ctx.app, student.headers, {
      items: [{ lectureId: cheap.id, kind: 'COURSE' }],
      method: 'TRANSFER',
    });
    const body = { paymentKey: localPaymentKey('transfer'), amount: 30000 };
    const [first, second] = await Promise.all([
      post(`/api/orders/${order.orderNo}/confirm`, body, student.headers),
      post(`/api/orders/${order.orderNo}/confirm`, body, student.headers),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await orderOf(first)).status).toBe('PAID');
    expect((await orderOf(second)).status).toBe('PAID');
    const third = await post(`/api/orders/${order.orderNo}/confirm`, body, student.headers);
    expect((await orderOf(third)).status).toBe('PAID');
    const row = await orderRow(order.orderNo);
    expect(await db.select().from(payments).where(eq(payments.orderId, row.id))).toHaveLength(1);
    expect(
      await db.select().from(enrolments).where(eq(enrolments.userId, student.user.id)),
    ).toHaveLength(1);
    expect(
      await db.select().from(notifications).where(eq(notifications.userId, student.user.id)),
    ).toHaveLength(1);
  });

  it('refuses a tampered amount and someone else’s order, changing nothing', async () => {
    const { db } = ctx.database;
    const student = await createUser(db);
    const other = await createUser(db);
    const order = await placeOrder(ctx.app, student.headers, {
      items: [{ lectureId: cheap.id, kind: 'COURSE' }],
      method: 'CARD',
    });
    const tampered = await post(
      `/api/orders/${order.orderNo}/confirm`,
      { paymentKey: localPaymentKey('card'), amount: 100 },
      student.headers,
    );
    expect([tampered.status, await messageOf(tampered)]).toEqual([400, e.amountMismatch]);
    const foreign = await post(
      `/api/orders/${order.orderNo}/confirm`,
      { paymentKey: localPaymentKey('card'), amount: 30000 },
      other.headers,
    );
    expect([foreign.status, await messageOf(foreign)]).toEqual([404, e.orderNotFound]);
    expect(
      (await ctx.app.request(`/api/orders/${order.orderNo}`, { headers: other.headers })).status,
    ).toBe(404);
    expect((await orderRow(order.orderNo)).status).toBe('PENDING');
    expect(
      await db.select().from(enrolments).where(eq(enrolments.userId, student.user.id)),
    ).toEqual([]);
    const smuggled = await post(
      '/api/orders',
      { items: [{ lectureId: cheap.id, kind: 'COURSE' }], method: 'CARD', total: 1 },
      student.headers,
    );
    expect(smuggled.status).toBe(400);
  });

  it('leaves a declined order PENDING with the gateway’s reason; cancelling it gives the coupon back', async () => {
    const { db } = ctx.database;
    const student = await createUser(db);
    const coupon = await createCoupon(db, { totalLimit: 1 });
    const order = await placeOrder(ctx.app, student.headers, {
      items: [{ lectureId: cheap.id, kind: 'COURSE' }],
      couponCode: coupon.code,
      method: 'CARD',
    });
    const declined = await post(
      `/api/orders/${order.orderNo}/confirm`,
      { paymentKey: localPaymentKey('decline'), amount: order.total },
      student.headers,
    );
    expect(declined.status).toBe(400);
    expect(await messageOf(declined)).toMatch(/^결제가 승인되지 않았습니다: /);
    expect((await orderRow(order.orderNo)).status).toBe('PENDING');
    // the only use is held: another student finds it used up
    const other = await createUser(db);
    const usedUp = await post(
      '/api/orders',
      { items: [{ lectureId: cheap.id, kind: 'COURSE' }], couponCode: coupon.code, method: 'CARD' },
      other.headers,
    );
    expect([usedUp.status, await messageOf(usedUp)]).toEqual([409, e.couponUsedUp]);

    const cancelled = await post(`/api/orders/${order.orderNo}/cancel`, {}, student.headers);
    expect((await orderOf(cancelled)).status).toBe('CANCELLED');
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedCount).toBe(
      0,
    );
    const [redemption] = await db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemption!.releasedAt).not.toBeNull();
    // twice: the same answer; a confirm after it: refused
    expect((await post(`/api/orders/${order.orderNo}/cancel`, {}, student.headers)).status).toBe(
      200,
    );
    const late = await post(
      `/api/orders/${order.orderNo}/confirm`,
      { paymentKey: localPaymentKey('card'), amount: order.total },
      student.headers,
    );
    expect([late.status, await messageOf(late)]).toEqual([409, e.orderCancelled]);
    await placeOrder(ctx.app, other.headers, {
      items: [{ lectureId: cheap.id, kind: 'COURSE' }],
      couponCode: coupon.code,
      method: 'CARD',
    });
  });

  it('holds a coupon’s total limit and a student’s own limit under checkouts at once', async () => {
    const { db } = ctx.database;
    const coupon = await createCoupon(db, { totalLimit: 3, perUserLimit: 1 });
    const students = await Promise.all(Array.from({ length: 8 }, () => createUser(db)));
    const answers = await Promise.all(
      students.map((student) =>
        post(
          '/api/orders',
          {
            items: [{ lectureId: cheap.id, kind: 'COURSE' }],
            couponCode: coupon.code,
            method: 'CARD',
          },
          student.headers,
        ),
      ),
    );
    expect(answers.filter((response) => response.status === 201)).toHaveLength(3);
    expect(answers.filter((response) => response.status === 409)).toHaveLength(5);
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedCount).toBe(
      3,
    );

    const one = await createUser(db);
    const mine = await createCoupon(db, { perUserLimit: 1 });
    const twice = await Promise.all(
      [0, 1].map(() =>
        post(
          '/api/orders',
          {
            items: [{ lectureId: cheap.id, kind: 'COURSE' }],
            couponCode: mine.code,
            method: 'CARD',
          },
          one.headers,
        ),
      ),
    );
    expect(twice.map((response) => response.status).sort()).toEqual([201, 400]);
    expect(
      await db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, mine.id)),
    ).toHaveLength(1);
  });

  it('issues a 가상계좌 (WAITING_DEPOSIT) and pays it on the test page’s deposit', async () => {
    const { db } = ctx.database;
    const student = await createUser(db);
    const order = await placeOrder(ctx.app, student.headers, {
      items: [{ lectureId: cheap.id, kind: 'COURSE' }],
      method: 'VIRTUAL_ACCOUNT',
    });
    const waiting = await orderOf(
      await post(
        `/api/orders/${order.orderNo}/confirm`,
        { paymentKey: localPaymentKey('virtual-account'), amount: order.total },
        student.headers,
      ),
    );
    expect(waiting.status).toBe('WAITING_DEPOSIT');
    expect(waiting.virtualAccount?.accountNumber).toMatch(/^\d+$/);
    expect(
      await db.select().from(enrolments).where(eq(enrolments.userId, student.user.id)),
    ).toEqual([]);
    // a waiting 가상계좌 is not the student's to cancel (the gateway holds it)
    expect((await post(`/api/orders/${order.orderNo}/cancel`, {}, student.headers)).status).toBe(
      409,
    );
    const deposited = await post(`/api/orders/${order.orderNo}/test-deposit`, {}, student.headers);
    expect(deposited.status).toBe(200);
    expect((await orderOf(deposited)).status).toBe('PAID');
    expect(
      await db.select().from(enrolments).where(eq(enrolments.userId, student.user.id)),
    ).toHaveLength(1);
    const again = await post(`/api/orders/${order.orderNo}/test-deposit`, {}, student.headers);
    expect(again.status).toBe(409);
  });

  it('needs a shipping address with a textbook and a depositor for 무통장 입금', async () => {
    const student = await createUser(ctx.database.db);
    const noAddress = await post(
      '/api/orders',
      { items: both(course.id), method: 'CARD' },
      student.headers,
    );
    expect([noAddress.status, await messageOf(noAddress)]).toEqual([400, e.shippingRequired]);
    const badPhone = await post(
      '/api/orders',
      { items: both(course.id), method: 'CARD', shipping: { ...SHIPPING, phone: '전화' } },
      student.headers,
    );
    expect([badPhone.status, await messageOf(badPhone)]).toEqual([
      400,
      commerce.validation.phoneInvalid,
    ]);
    const noDepositor = await post(
      '/api/orders',
      { items: [{ lectureId: course.id, kind: 'COURSE' }], method: 'BANK_DEPOSIT' },
      student.headers,
    );
    expect([noDepositor.status, await messageOf(noDepositor)]).toEqual([400, e.depositorRequired]);
    expect(
      await ctx.database.db.select().from(orders).where(eq(orders.userId, student.user.id)),
    ).toEqual([]);
  });
});

describe('무통장 입금 and staff', () => {
  it('waits with the academy’s account; staff confirm it (paid, enrolled) from their queue', async () => {
    const { db } = ctx.database;
    const student = await createUser(db);
    const order = await placeOrder(ctx.app, student.headers, {
      items: [{ lectureId: cheap.id, kind: 'COURSE' }],
      method: 'BANK_DEPOSIT',
      depositorName: '김학생',
    });
    expect(order).toMatchObject({
      status: 'WAITING_DEPOSIT',
      depositorName: '김학생',
      depositAccount: { bank: '국민은행', accountNumber: '123-45-6789', holder: '테스트학원' },
    });
    const gatewayConfirm = await post(
      `/api/orders/${order.orderNo}/confirm`,
      { paymentKey: localPaymentKey('card'), amount: order.total },
      student.headers,
    );
    expect([gatewayConfirm.status, await messageOf(gatewayConfirm)]).toEqual([
      409,
      e.notGatewayOrder,
    ]);

    const queue = (await (
      await ctx.app.request('/api/admin/deposit-orders', { headers: teacher.headers })
    ).json()) as { data: { id: number; orderNo: string }[] };
    const queued = queue.data.find((row) => row.orderNo === order.orderNo)!;
    expect(queued).toBeTruthy();
    const othersQueue = (await (
      await ctx.app.request('/api/admin/deposit-orders', { headers: otherTeacher.headers })
    ).json()) as { data: { orderNo: string }[] };
    expect(othersQueue.data.map((row) => row.orderNo)).not.toContain(order.orderNo);
    const refused = await post(
      `/api/admin/orders/${queued.id}/confirm-deposit`,
      {},
      otherTeacher.headers,
    );
    expect([refused.status, await messageOf(refused)]).toEqual([403, e.notYourLectures]);
    expect(
      (await post(`/api/admin/orders/${queued.id}/confirm-deposit`, {}, student.headers)).status,
    ).toBe(403);

    const confirmed = await post(
      `/api/admin/orders/${queued.id}/confirm-deposit`,
      {},
      teacher.headers,
    );
    expect(confirmed.status).toBe(200);
    expect((await orderOf(confirmed)).status).toBe('PAID');
    expect((await orderRow(order.orderNo)).confirmedBy).toBe(teacher.user.id);
    const [enrolment] = await db
      .select()
      .from(enrolments)
      .where(eq(enrolments.userId, student.user.id));
    expect(enrolment?.source).toBe('ORDER');
    const twice = await post(`/api/admin/orders/${queued.id}/confirm-deposit`, {}, admin.headers);
    expect([twice.status, await messageOf(twice)]).toEqual([409, e.notBankDeposit]);
  });

  it('lets an admin cancel a waiting transfer (coupon given back); a card order is not theirs to cancel here', async () => {
    const { db } = ctx.database;
    const student = await createUser(db);
    const coupon = await createCoupon(db, { totalLimit: 10 });
    const order = await placeOrder(ctx.app, student.headers, {
      items: [{ lectureId: othersCourse.id, kind: 'COURSE' }],
      couponCode: coupon.code,
      method: 'BANK_DEPOSIT',
      depositorName: '김학생',
    });
    const id = (await orderRow(order.orderNo)).id;
    const cancelled = await post(`/api/admin/orders/${id}/cancel`, {}, admin.headers);
    expect((await orderOf(cancelled)).status).toBe('CANCELLED');
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedCount).toBe(
      0,
    );
    const card = await placeOrder(ctx.app, student.headers, {
      items: [{ lectureId: othersCourse.id, kind: 'COURSE' }],
      method: 'CARD',
    });
    const cardId = (await orderRow(card.orderNo)).id;
    expect((await post(`/api/admin/orders/${cardId}/cancel`, {}, admin.headers)).status).toBe(409);
    expect((await post(`/api/admin/orders/999999/cancel`, {}, admin.headers)).status).toBe(404);
  });
});

describe('unpaid orders run out', () => {
  it('cancels a PENDING order after its window and a transfer after its due date, and leaves paid ones', async () => {
    const { db } = ctx.database;
    const student = await createUser(db);
    const coupon = await createCoupon(db, { totalLimit: 10 });
    const pending = await placeOrder(ctx.app, student.headers, {
      items: [{ lectureId: othersCourse.id, kind: 'COURSE' }],
      couponCode: coupon.code,
      method: 'CARD',
    });
    const transfer = await placeOrder(ctx.app, student.headers, {
      items: [{ lectureId: othersCourse.id, kind: 'COURSE' }],
      method: 'BANK_DEPOSIT',
      depositorName: '김학생',
    });
    const fresh = await placeOrder(ctx.app, student.headers, {
      items: [{ lectureId: othersCourse.id, kind: 'COURSE' }],
      method: 'CARD',
    });
    const past = new Date(Date.now() - 1000);
    await db.update(orders).set({ expiresAt: past }).where(eq(orders.orderNo, pending.orderNo));
    await db.update(orders).set({ expiresAt: past }).where(eq(orders.orderNo, transfer.orderNo));
    expect(await cancelExpiredOrders(ctx.database)).toBeGreaterThanOrEqual(2);
    expect((await orderRow(pending.orderNo)).status).toBe('CANCELLED');
    expect((await orderRow(transfer.orderNo)).status).toBe('CANCELLED');
    expect((await orderRow(fresh.orderNo)).status).toBe('PENDING');
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedCount).toBe(
      0,
    );
  });
});

describe('who may buy', () => {
  it('is students only, with a lecture on sale', async () => {
    const parent = await createUser(ctx.database.db, 'PARENT');
    const body = { items: [{ lectureId: cheap.id, kind: 'COURSE' }], method: 'CARD' };
    expect((await post('/api/orders', body, {})).status).toBe(401);
    expect((await post('/api/orders', body, teacher.headers)).status).toBe(403);
    expect((await post('/api/orders', body, parent.headers)).status).toBe(403);
    const student = await createUser(ctx.database.db);
    await ctx.database.db
      .update(lectures)
      .set({ status: 'ARCHIVED' })
      .where(eq(lectures.id, othersCourse.id));
    const archived = await post(
      '/api/orders',
      { items: [{ lectureId: othersCourse.id, kind: 'COURSE' }], method: 'CARD' },
      student.headers,
    );
    expect([archived.status, await messageOf(archived)]).toEqual([409, e.notForSale]);
    await ctx.database.db
      .update(lectures)
      .set({ status: 'PUBLISHED' })
      .where(eq(lectures.id, othersCourse.id));
    await enrol(ctx.database.db, student.user.id, othersCourse.id);
  });
});
