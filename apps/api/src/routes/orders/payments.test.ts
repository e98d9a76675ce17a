// Paying through Toss Payments (PAYMENT_PROVIDER=toss) against a loopback server that answers as
// its documentation shows: the confirm's failures (decline, timeout, sent twice, a mismatch) and
// the webhook delivered, replayed and forged.
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponse } from '@academy/api-client/contract';
import * as commerce from '@academy/strings/commerce';
import { coupons, orders, paymentEvents, payments } from '../../db/schema/commerce.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { tossGateway } from '../../lib/payments/toss.ts';
import {
  createCommerceTestApp,
  createCoupon,
  placeOrder,
  sellingLecture,
} from '../../test/commerce-fixtures.ts';
import { createUser } from '../../test/fixtures.ts';
import { jsonRequest, messageOf } from '../../test/lecture-fixtures.ts';
import { startTossServer, TOSS_SECRET } from '../../test/toss-server.ts';

const e = commerce.errors;
let toss: Awaited<ReturnType<typeof startTossServer>>;
let ctx: Awaited<ReturnType<typeof createCommerceTestApp>>;
let lectureId: number;

beforeAll(async () => {
  toss = await startTossServer();
  ctx = await createCommerceTestApp(
    tossGateway({
      secretKey: TOSS_SECRET,
      clientKey: 'test_ck_loopback',
      apiUrl: toss.url,
      timeoutMs: 2000,
    }),
  );
  const teacher = await createUser(ctx.database.db, 'TEACHER');
  lectureId = (
    await sellingLecture(ctx.database.db, teacher.user.id, { title: '토스 강의', price: 44000 })
  ).id;
});
afterAll(async () => {
  await ctx.database.drop();
  await toss.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.request(path, jsonRequest('POST', body, headers));
const orderOf = async (response: Response) => v.parse(OrderResponse, await response.json()).data;
const statusOf = async (orderNo: string) =>
  (await ctx.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status;
const enrolled = async (userId: number) =>
  ctx.database.db.select().from(enrolments).where(eq(enrolments.userId, userId));

async function newOrder(method: 'CARD' | 'VIRTUAL_ACCOUNT' = 'CARD') {
  const student = await createUser(ctx.database.db);
  const order = await placeOrder(ctx.app, student.headers, {
    items: [{ lectureId, kind: 'COURSE' }],
    method,
  });
  return { student, order };
}

describe('confirm through Toss', () => {
  it('hands the browser the client key, confirms with a key fixed per order, and racing confirms pay once', async () => {
    const { student, order } = await newOrder();
    expect(order.gateway).toMatchObject({ provider: 'toss', clientKey: 'test_ck_loopback' });
    const paymentKey = toss.window('card');
    const body = { paymentKey, amount: 44000 };
    const answers = await Promise.all(
      [0, 1, 2].map(() => post(`/api/orders/${order.orderNo}/confirm`, body, student.headers)),
    );
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200]);
    for (const response of answers) expect((await orderOf(response)).status).toBe('PAID');
    const confirms = toss.requests.filter((request) => request.path === '/v1/payments/confirm');
    expect(new Set(confirms.map((request) => request.idempotencyKey))).toEqual(
      new Set([`confirm-${order.orderNo}`]),
    );
    expect(await enrolled(student.user.id)).toHaveLength(1);
  });

  it('answers a decline with the gateway’s Korean reason and leaves the order to try again', async () => {
    const { student, order } = await newOrder();
    const declined = await post(
      `/api/orders/${order.orderNo}/confirm`,
      { paymentKey: toss.window('decline'), amount: 44000 },
      student.headers,
    );
    expect(declined.status).toBe(400);
    expect(await messageOf(declined)).toBe(
      e.paymentDeclined('한도초과 혹은 잔액부족으로 결제에 실패했습니다.'),
    );
    expect(await statusOf(order.orderNo)).toBe('PENDING');
    expect(await enrolled(student.user.id)).toEqual([]);
  });

  it('answers 503 (retry) when the gateway does not answer in time, nothing changed', async () => {
    const { student, order } = await newOrder();
    const slow = await post(
      `/api/orders/${order.orderNo}/confirm`,
      { paymentKey: toss.window('slow'), amount: 44000 },
      student.headers,
    );
    expect([slow.status, await messageOf(slow)]).toEqual([503, e.gatewayUnavailable]);
    expect(await statusOf(order.orderNo)).toBe('PENDING');
  });

  it('refuses an amount the order does not have without asking the gateway', async () => {
    const { student, order } = await newOrder();
    const before = toss.requests.length;
    const tampered = await post(
      `/api/orders/${order.orderNo}/confirm`,
      { paymentKey: toss.window('card'), amount: 4400 },
      student.headers,
    );
    expect([tampered.status, await messageOf(tampered)]).toEqual([400, e.amountMismatch]);
    expect(toss.requests.length).toBe(before);
    expect(await statusOf(order.orderNo)).toBe('PENDING');
  });

  it('refuses a payment the gateway made for another order (a key carried over), changing nothing', async () => {
    const first = await newOrder();
    const paymentKey = toss.window('card');
    await post(
      `/api/orders/${first.order.orderNo}/confirm`,
      { paymentKey, amount: 44000 },
      first.student.headers,
    );
    const { student, order } = await newOrder();
    const reused = await post(
      `/api/orders/${order.orderNo}/confirm`,
      { paymentKey, amount: 44000 },
      student.headers,
    );
    expect([reused.status, await messageOf(reused)]).toEqual([400, e.paymentMismatch]);
    expect(await statusOf(order.orderNo)).toBe('PENDING');
  });

  it('has no test deposit in toss mode (404)', async () => {
    const { student, order } = await newOrder();
    const response = await post(`/api/orders/${order.orderNo}/test-deposit`, {}, student.headers);
    expect([response.status, await messageOf(response)]).toEqual([404, e.localOnly]);
  });
});

describe('the webhook', () => {
  it('pays a 가상계좌 on a DEPOSIT_CALLBACK with its secret, once however often it is delivered', async () => {
    const { student, order } = await newOrder('VIRTUAL_ACCOUNT');
    const paymentKey = toss.window('virtual-account');
    const waiting = await orderOf(
      await post(
        `/api/orders/${order.orderNo}/confirm`,
        { paymentKey, amount: 44000 },
        student.headers,
      ),
    );
    expect(waiting.status).toBe('WAITING_DEPOSIT');
    const secret = toss.payments.get(paymentKey)!.secret as string;

    // forged: a wrong secret, an unknown order, nothing to go on
    const callback = {
      createdAt: '2026-11-28T10:00:00.000000',
      secret,
      status: 'DONE',
      transactionKey: 'tx-1',
      orderId: order.orderNo,
    };
    const bad = await post('/api/payments/toss/webhook', { ...callback, secret: 'guessed' });
    expect([bad.status, await messageOf(bad)]).toEqual([401, e.webhookBadSecret]);
    const unknown = await post('/api/payments/toss/webhook', {
      ...callback,
      orderId: 'no-such-order',
    });
    expect([unknown.status, await messageOf(unknown)]).toEqual([400, e.webhookUnknownPayment]);
    expect((await post('/api/payments/toss/webhook', { hello: 'world' })).status).toBe(400);
    // the secret alone proves nothing while the gateway still says WAITING_FOR_DEPOSIT
    const early = await post('/api/payments/toss/webhook', callback);
    expect(early.status).toBe(200);
    expect(await statusOf(order.orderNo)).toBe('WAITING_DEPOSIT');
    expect(await enrolled(student.user.id)).toEqual([]);

    // the gateway shows the deposit now: the same delivery again is applied this time
    toss.deposit(paymentKey);
    const deposit = callback;
    const paid = await post('/api/payments/toss/webhook', deposit);
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { data: { handled: boolean } }).data.handled).toBe(true);
    expect(await statusOf(order.orderNo)).toBe('PAID');
    const replay = await post('/api/payments/toss/webhook', deposit);
    expect(((await replay.json()) as { data: { handled: boolean } }).data.handled).toBe(false);
    expect(await enrolled(student.user.id)).toHaveLength(1);
    const events = await ctx.database.db.select().from(paymentEvents);
    expect(events.filter((event) => event.eventType === 'DEPOSIT_CALLBACK')).toHaveLength(2);
  });

  it('applies PAYMENT_STATUS_CHANGED as the gateway says it, never as the body says', async () => {
    // the student paid but never came back to the success page: the webhook settles it
    const { student, order } = await newOrder();
    const paymentKey = toss.window('card');
    await ctx.payments.confirm({
      paymentKey,
      orderId: order.orderNo,
      amount: 44000,
      idempotencyKey: 'window',
    });
    const forgedBody = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: '2026-11-28T10:00:00',
      data: { paymentKey, orderId: order.orderNo, status: 'CANCELED', totalAmount: 1 },
    };
    const response = await post('/api/payments/toss/webhook', forgedBody);
    expect(response.status).toBe(200);
    expect(await statusOf(order.orderNo)).toBe('PAID');
    expect(await enrolled(student.user.id)).toHaveLength(1);
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentKey, paymentKey));
    expect(payment).toMatchObject({ status: 'DONE', amount: 44000 });

    const invented = await post('/api/payments/toss/webhook', {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey: 'invented-key', status: 'DONE' },
    });
    expect([invented.status, await messageOf(invented)]).toEqual([400, e.webhookUnknownPayment]);
  });

  it('cancels a 가상계좌 order the gateway says expired, giving its coupon use back', async () => {
    const { db } = ctx.database;
    const student = await createUser(db);
    const coupon = await createCoupon(db, { totalLimit: 5 });
    const order = await placeOrder(ctx.app, student.headers, {
      items: [{ lectureId, kind: 'COURSE' }],
      couponCode: coupon.code,
      method: 'VIRTUAL_ACCOUNT',
    });
    const paymentKey = toss.window('virtual-account');
    await post(
      `/api/orders/${order.orderNo}/confirm`,
      { paymentKey, amount: order.total },
      student.headers,
    );
    expect(await statusOf(order.orderNo)).toBe('WAITING_DEPOSIT');
    toss.payments.get(paymentKey)!.status = 'EXPIRED';
    const response = await post('/api/payments/toss/webhook', {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey, status: 'EXPIRED' },
    });
    expect(response.status).toBe(200);
    expect(await statusOf(order.orderNo)).toBe('CANCELLED');
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedCount).toBe(
      0,
    );
  });

  it('cancels back at the gateway a payment that arrives after its order was cancelled', async () => {
    const { student, order } = await newOrder();
    await post(`/api/orders/${order.orderNo}/cancel`, {}, student.headers);
    const paymentKey = toss.window('card');
    await ctx.payments.confirm({
      paymentKey,
      orderId: order.orderNo,
      amount: 44000,
      idempotencyKey: 'late',
    });
    const response = await post('/api/payments/toss/webhook', {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey },
    });
    expect([response.status, await messageOf(response)]).toEqual([409, e.paidAfterCancel]);
    expect(toss.payments.get(paymentKey)!.status).toBe('CANCELED');
    expect(await statusOf(order.orderNo)).toBe('CANCELLED');
    expect(await enrolled(student.user.id)).toEqual([]);
  });
});
