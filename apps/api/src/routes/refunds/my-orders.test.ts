// My page's orders and 현금영수증 (docs/product/refunds.md): own orders only, a receipt's data, a
// 현금영수증 for cash payments only (its number encrypted at rest and shown masked), one per order,
// and staff's list of 100,000원+ cash payments still without one after five days.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CashReceiptResponse,
  MissingCashReceiptsResponse,
  MyOrdersResponse,
  OrderReceiptResponse,
} from '@academy/api-client/contract';
import * as refundStrings from '@academy/strings/refunds';
import { cashReceipts } from '../../db/schema/commerce.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { localGateway } from '../../lib/payments/local.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';
import { paidOrder } from '../../test/order-fixtures.ts';

const e = refundStrings.errors;
let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let lecture: typeof lectures.$inferSelect;
let admin: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  teacher = await createUser(db, 'TEACHER');
  admin = await createUser(db, 'ADMIN');
  const made = await createLecture(db, teacher.user.id, { period: 60, title: '영수증 강의' });
  [lecture] = await db
    .update(lectures)
    .set({ price: 150_000 })
    .where(eq(lectures.id, made.lecture.id))
    .returning()
    .then((rows) => rows as [typeof lectures.$inferSelect]);
});
afterAll(async () => {
  await ctx.database.drop();
});

/** The fixture confirms card payments at its own local gateway (these tests cancel nothing). */
const payments = localGateway();
const gateway = () => payments;

const get = (path: string, user: TestUser) => ctx.app.request(path, { headers: user.headers });
const post = (path: string, body: unknown, user: TestUser) =>
  ctx.app.request(path, jsonRequest('POST', body, user.headers));

describe('my orders', () => {
  it('lists only the caller’s orders with their lines, and a receipt only of their own', async () => {
    const student = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const mine = await paidOrder(ctx.database.db, gateway(), student.user.id, [{ lecture }]);
    await paidOrder(ctx.database.db, gateway(), other.user.id, [{ lecture }]);
    const list = v.parse(
      MyOrdersResponse,
      await (await get('/api/me/orders', student)).json(),
    ).data;
    expect(list.map((order) => order.orderNo)).toEqual([mine.order.orderNo]);
    expect(list[0]).toMatchObject({
      status: 'PAID',
      method: 'CARD',
      total: 150_000,
      cashReceiptAvailable: false,
      lines: [
        { title: '영수증 강의', kind: 'COURSE', status: 'PAID', refundable: true, refund: null },
      ],
    });

    const receipt = await get(`/api/me/orders/${mine.order.orderNo}`, student);
    expect(receipt.status).toBe(200);
    expect(v.parse(OrderReceiptResponse, await receipt.json()).data).toMatchObject({
      orderNo: mine.order.orderNo,
      buyerName: student.user.name,
      total: 150_000,
    });
    const theirs = await get(`/api/me/orders/${mine.order.orderNo}`, other);
    expect(theirs.status).toBe(404);
    expect(await messageOf(theirs)).toBe(e.orderNotFound);
    expect((await get('/api/me/orders', teacher)).status).toBe(403);
  });
});

describe('현금영수증', () => {
  it('is refused for a card payment, issued once for a cash one, stored encrypted and shown masked', async () => {
    const student = await createUser(ctx.database.db);
    const card = await paidOrder(ctx.database.db, gateway(), student.user.id, [{ lecture }]);
    const refused = await post(
      `/api/me/orders/${card.order.orderNo}/cash-receipt`,
      { kind: 'INCOME_DEDUCTION', identityNumber: '010-1234-5678' },
      student,
    );
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe(e.notCashPayment);

    const cash = await paidOrder(ctx.database.db, gateway(), student.user.id, [{ lecture }], {
      method: 'TRANSFER',
    });
    const path = `/api/me/orders/${cash.order.orderNo}/cash-receipt`;
    const bad = await post(path, { kind: 'EXPENSE_PROOF', identityNumber: '123' }, student);
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe(refundStrings.validation.businessNumberInvalid);

    const issued = await post(
      path,
      { kind: 'INCOME_DEDUCTION', identityNumber: '010-1234-5678' },
      student,
    );
    expect(issued.status).toBe(201);
    const { data } = v.parse(CashReceiptResponse, await issued.json());
    expect(data).toMatchObject({
      status: 'ISSUED',
      amount: 150_000,
      identityNumber: '*******5678',
    });
    expect(data.issueNumber).toBeTruthy();
    const [stored] = await ctx.database.db
      .select()
      .from(cashReceipts)
      .where(eq(cashReceipts.orderId, cash.order.id));
    expect(stored!.identityNumber).not.toContain('5678');

    const twice = await post(
      path,
      { kind: 'INCOME_DEDUCTION', identityNumber: '01012345678' },
      student,
    );
    expect(twice.status).toBe(409);
    expect(await messageOf(twice)).toBe(e.receiptExists);
    const list = v.parse(
      MyOrdersResponse,
      await (await get('/api/me/orders', student)).json(),
    ).data;
    expect(list.find((o) => o.orderNo === cash.order.orderNo)).toMatchObject({
      cashReceiptAvailable: false,
      cashReceipt: { status: 'ISSUED' },
    });
    // someone else's order: 404, nothing written
    const stranger = await createUser(ctx.database.db);
    expect(
      (await post(path, { kind: 'INCOME_DEDUCTION', identityNumber: '01012345678' }, stranger))
        .status,
    ).toBe(404);
  });

  it('flags 100,000원+ cash payments after five days without an issued receipt, to admins only', async () => {
    const student = await createUser(ctx.database.db);
    const old = await paidOrder(ctx.database.db, gateway(), student.user.id, [{ lecture }], {
      method: 'BANK_DEPOSIT',
      paidDaysAgo: 6,
    });
    const recent = await paidOrder(ctx.database.db, gateway(), student.user.id, [{ lecture }], {
      method: 'BANK_DEPOSIT',
      paidDaysAgo: 2,
    });
    const small = await paidOrder(
      ctx.database.db,
      gateway(),
      student.user.id,
      [{ lecture, amount: 99_999 }],
      { method: 'TRANSFER', paidDaysAgo: 10 },
    );
    const read = async () =>
      v.parse(
        MissingCashReceiptsResponse,
        await (await get('/api/admin/cash-receipts/missing', admin)).json(),
      ).data;
    const flagged = await read();
    const numbers = flagged.orders.map((o) => o.orderNo);
    expect(numbers).toContain(old.order.orderNo);
    expect(numbers).not.toContain(recent.order.orderNo);
    expect(numbers).not.toContain(small.order.orderNo);
    expect(flagged.total).toBe(flagged.orders.length);
    expect(flagged.orders.find((o) => o.orderNo === old.order.orderNo)).toMatchObject({
      daysSincePaid: 6,
      receiptStatus: null,
    });

    // the admin menu's badge counts them; a teacher's waiting counts leave it out
    const waiting = async (user: TestUser) =>
      ((await (await get('/api/admin/waiting', user)).json()) as { data: Record<string, number> })
        .data;
    expect((await waiting(admin)).missingCashReceipts).toBe(flagged.total);
    expect(await waiting(teacher)).not.toHaveProperty('missingCashReceipts');

    await post(
      `/api/me/orders/${old.order.orderNo}/cash-receipt`,
      { kind: 'EXPENSE_PROOF', identityNumber: '123-45-67890' },
      student,
    );
    expect((await read()).orders.map((o) => o.orderNo)).not.toContain(old.order.orderNo);
    expect((await waiting(admin)).missingCashReceipts).toBe(flagged.total - 1);
    expect((await get('/api/admin/cash-receipts/missing', teacher)).status).toBe(403);
  });
});
