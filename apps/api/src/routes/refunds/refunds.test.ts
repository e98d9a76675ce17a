// Refunds by the rule (docs/product/refunds.md): the quote from the record, one open request per
// own paid line, staff's approval through the gateway's partial cancel (the line, the order, the
// payment's balance and the enrolment in one go), adjusting only with a reason, a gateway failure
// and its retry, approving twice, rejecting, 무통장 입금, and who may do what.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClassroomListResponse,
  RefundQueueResponse,
  RefundQuoteResponse,
  RefundResponse,
} from '@academy/api-client/contract';
import * as refundStrings from '@academy/strings/refunds';
import { createApp } from '../../app.ts';
import { orderLines, orders, payments, refunds } from '../../db/schema/commerce.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { notifications } from '../../db/schema/live.ts';
import { watchProgress } from '../../db/schema/progress.ts';
import { createLogger } from '../../lib/logger.ts';
import { GatewayError, type PaymentGateway } from '../../lib/payments/gateway.ts';
import { localGateway } from '../../lib/payments/local.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createLecture, jsonRequest, messageOf } from '../../test/lecture-fixtures.ts';
import { paidOrder } from '../../test/order-fixtures.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';

const e = refundStrings.errors;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The local gateway, with a switch that makes its next cancel fail as the real one can. */
function flakyGateway() {
  const inner = localGateway();
  const state = {
    failNext: false,
    cancels: 0,
    lastCancel: undefined as Parameters<PaymentGateway['cancel']>[0] | undefined,
  };
  const gateway: PaymentGateway = {
    ...inner,
    async cancel(input) {
      if (state.failNext) {
        state.failNext = false;
        throw new GatewayError('PROVIDER_ERROR', '일시적인 오류가 발생했습니다.', 500, true);
      }
      state.cancels += 1;
      state.lastCancel = input;
      return inner.cancel(input);
    },
  };
  return { gateway, state };
}

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: ReturnType<typeof createApp>;
let gate: ReturnType<typeof flakyGateway>;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let lecture: Awaited<ReturnType<typeof createLecture>>;
let othersLecture: Awaited<ReturnType<typeof createLecture>>;

beforeAll(async () => {
  database = await openTestDatabase();
  gate = flakyGateway();
  app = createApp({
    env: testEnv,
    database,
    logger: createLogger('silent'),
    payments: gate.gateway,
  });
  const { db } = database;
  teacher = await createUser(db, 'TEACHER');
  otherTeacher = await createUser(db, 'TEACHER');
  admin = await createUser(db, 'ADMIN');
  lecture = await createLecture(db, teacher.user.id, {
    period: 30,
    title: '환불 강의',
    videoSeconds: 100,
  });
  await db.update(lectures).set({ price: 90_000 }).where(eq(lectures.id, lecture.lecture.id));
  othersLecture = await createLecture(db, otherTeacher.user.id, { period: 30, title: '다른 강의' });
});
afterAll(async () => {
  await database.drop();
});

const get = (path: string, user: TestUser) => app.request(path, { headers: user.headers });
const post = (path: string, body: unknown, user: TestUser) =>
  app.request(path, jsonRequest('POST', body, user.headers));

/** A student with a paid card order of the lecture (started `startedDaysAgo`), who watched half its video. */
async function buyer(options: { startedDaysAgo?: number; watchedMs?: number } = {}) {
  const { db } = database;
  const student = await createUser(db);
  const [fresh] = await db.select().from(lectures).where(eq(lectures.id, lecture.lecture.id));
  const bought = await paidOrder(db, gate.gateway, student.user.id, [
    { lecture: fresh!, startedDaysAgo: options.startedDaysAgo ?? 2 },
    { lecture: fresh!, kind: 'TEXTBOOK', amount: 20_000 },
  ]);
  const watched = options.watchedMs ?? 50_000;
  if (watched > 0) {
    await db.insert(watchProgress).values({
      userId: student.user.id,
      detailId: lecture.video.id,
      intervals: [0, watched],
      watchedMs: watched,
      durationMs: 100_000,
    });
  }
  return { student, ...bought, course: bought.lines[0]!, textbook: bought.lines[1]! };
}

async function requestRefund(student: TestUser, lineId: number) {
  const response = await post(
    `/api/me/order-lines/${lineId}/refunds`,
    { reason: '일정이 맞지 않아요' },
    student,
  );
  expect(response.status).toBe(201);
  return v.parse(RefundResponse, await response.json()).data;
}

describe('the student’s quote and request', () => {
  it('quotes by the record: the larger of the term step and the price less the share studied', async () => {
    const { student, course } = await buyer();
    const response = await get(`/api/me/order-lines/${course.id}/refund-quote`, student);
    expect(response.status).toBe(200);
    const { data } = v.parse(RefundQuoteResponse, await response.json());
    // 3 lessons: the video half watched, the quiz and the assignment not done: 1/6 studied
    expect(data.basis).toMatchObject({
      kind: 'COURSE',
      step: 'BEFORE_THIRD',
      studiedPercent: 16,
      byTerm: 60_000,
      byStudy: 75_000,
      chosen: 'STUDY',
      termDays: 30,
    });
    expect(data).toMatchObject({ amount: 75_000, refundable: 90_000, openRefund: null });
  });

  it('takes one open request per line, due in five days, with the quote kept', async () => {
    const { student, course } = await buyer();
    const before = Date.now();
    const refund = await requestRefund(student, course.id);
    expect(refund).toMatchObject({ status: 'REQUESTED', quotedAmount: 75_000 });
    const due = new Date(refund.dueAt).getTime() - before;
    expect(due).toBeGreaterThanOrEqual(5 * DAY_MS - 1000);
    expect(due).toBeLessThan(5 * DAY_MS + 60_000);

    const again = await post(
      `/api/me/order-lines/${course.id}/refunds`,
      { reason: '다시' },
      student,
    );
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(e.alreadyOpen);
    const quote = v.parse(
      RefundQuoteResponse,
      await (await get(`/api/me/order-lines/${course.id}/refund-quote`, student)).json(),
    ).data;
    expect(quote.openRefund?.refundId).toBe(refund.refundId);
  });

  it('refuses someone else’s line (404), an unpaid one and a missing reason, changing nothing', async () => {
    const { course } = await buyer();
    const stranger = await createUser(database.db);
    const theirs = await post(
      `/api/me/order-lines/${course.id}/refunds`,
      { reason: '남의 것' },
      stranger,
    );
    expect(theirs.status).toBe(404);
    expect(await messageOf(theirs)).toBe(e.lineNotFound);

    const [fresh] = await database.db
      .select()
      .from(lectures)
      .where(eq(lectures.id, othersLecture.lecture.id));
    const unpaid = await paidOrder(
      database.db,
      gate.gateway,
      stranger.user.id,
      [{ lecture: fresh! }],
      {
        status: 'PENDING',
      },
    );
    const response = await post(
      `/api/me/order-lines/${unpaid.lines[0]!.id}/refunds`,
      { reason: '미결제' },
      stranger,
    );
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(e.notPaid);

    const blank = await post(
      `/api/me/order-lines/${course.id}/refunds`,
      { reason: '  ' },
      stranger,
    );
    expect(blank.status).toBe(400);
    expect(await messageOf(blank)).toBe(refundStrings.validation.reasonRequired);
    const rows = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.userId, stranger.user.id));
    expect(rows).toEqual([]);
  });

  it('answers 403 to staff and parents on a student’s routes', async () => {
    const parent = await createUser(database.db, 'PARENT');
    for (const user of [teacher, parent]) {
      expect((await get('/api/me/order-lines/1/refund-quote', user)).status).toBe(403);
      expect((await post('/api/me/order-lines/1/refunds', { reason: '사유' }, user)).status).toBe(
        403,
      );
    }
  });
});

describe('a 가상계좌 payment', () => {
  it('needs the account the refund goes to, keeps it encrypted and hands it to the gateway’s cancel', async () => {
    const { db } = database;
    const student = await createUser(db);
    const [fresh] = await db.select().from(lectures).where(eq(lectures.id, lecture.lecture.id));
    const { lines } = await paidOrder(
      db,
      gate.gateway,
      student.user.id,
      [{ lecture: fresh!, startedDaysAgo: 1 }],
      { method: 'VIRTUAL_ACCOUNT' },
    );
    const lineId = lines[0]!.id;
    const path = `/api/me/order-lines/${lineId}/refunds`;
    const without = await post(path, { reason: '사정이 생겼습니다' }, student);
    expect(without.status).toBe(400);
    expect(await messageOf(without)).toBe(refundStrings.validation.refundAccountRequired);
    const badNumber = await post(
      path,
      {
        reason: '사정이 생겼습니다',
        refundAccount: { bank: '88', accountNumber: '12-34', holderName: '김학생' },
      },
      student,
    );
    expect(badNumber.status).toBe(400);
    expect(await messageOf(badNumber)).toBe(refundStrings.validation.accountNumberInvalid);
    expect(await db.select().from(refunds).where(eq(refunds.orderLineId, lineId))).toEqual([]);

    const account = { bank: '88', accountNumber: '110-123-456789', holderName: '김학생' };
    const asked = await post(
      path,
      { reason: '사정이 생겼습니다', refundAccount: account },
      student,
    );
    expect(asked.status).toBe(201);
    const [row] = await db.select().from(refunds).where(eq(refunds.orderLineId, lineId));
    expect(row!.refundAccount).not.toContain('110123456789');
    const approved = await post(`/api/admin/refunds/${row!.id}/approve`, {}, admin);
    expect(approved.status).toBe(200);
    expect(gate.state.lastCancel?.refundReceiveAccount).toEqual({
      bank: '88',
      accountNumber: '110123456789',
      holderName: '김학생',
    });
  });

  it('is refused for a card payment', async () => {
    const { student, course } = await buyer();
    const response = await post(
      `/api/me/order-lines/${course.id}/refunds`,
      {
        reason: '사정이 생겼습니다',
        refundAccount: { bank: '88', accountNumber: '110123456789', holderName: '김학생' },
      },
      student,
    );
    expect(response.status).toBe(400);
  });
});

describe('staff approve', () => {
  it('cancels the quote at the gateway, ends the enrolment and tells the student; twice changes nothing', async () => {
    const { student, course, order, payment } = await buyer();
    const listed = async () =>
      v
        .parse(ClassroomListResponse, await (await get('/api/lectures/list', student)).json())
        .data.flatMap((t) => t.lectures.map((l) => l.lectureId));
    expect(await listed()).toContain(lecture.lecture.id);
    const refund = await requestRefund(student, course.id);

    const response = await post(`/api/admin/refunds/${refund.refundId}/approve`, {}, teacher);
    expect(response.status).toBe(200);
    const done = v.parse(RefundResponse, await response.json()).data;
    expect(done).toMatchObject({ status: 'COMPLETED', approvedAmount: 75_000 });

    const { db } = database;
    const [line] = await db.select().from(orderLines).where(eq(orderLines.id, course.id));
    expect(line).toMatchObject({ status: 'REFUNDED', refundedAmount: 75_000 });
    const [orderRow] = await db.select().from(orders).where(eq(orders.id, order.id));
    // the textbook line is still paid
    expect(orderRow).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 75_000 });
    const [paymentRow] = await db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(paymentRow).toMatchObject({
      balanceAmount: 110_000 - 75_000,
      status: 'PARTIAL_CANCELED',
    });
    const [enrolment] = await db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, course.enrolmentId!));
    expect(enrolment!.status).toBe('ENDED');
    expect(await listed()).not.toContain(lecture.lecture.id);
    // nor on the dashboard's and 내 강의's cards (an ended enrolment otherwise shows, at 0 days)
    const cards = (await (await get('/api/learning/dashboard', student)).json()) as {
      data: { lectures: { lectureId: number }[] };
    };
    expect(cards.data.lectures.map((card) => card.lectureId)).not.toContain(lecture.lecture.id);
    const told = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, student.user.id), eq(notifications.kind, 'REFUND_DECIDED')),
      );
    expect(told).toHaveLength(1);

    const cancels = gate.state.cancels;
    const again = await post(`/api/admin/refunds/${refund.refundId}/approve`, {}, admin);
    expect(again.status).toBe(200);
    expect(v.parse(RefundResponse, await again.json()).data.status).toBe('COMPLETED');
    expect(gate.state.cancels).toBe(cancels);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.refundedAmount).toBe(75_000);
  });

  it('adjusts only with a reason, never above what is left of the line', async () => {
    const { student, textbook, order } = await buyer();
    const refund = await requestRefund(student, textbook.id);
    expect(refund.quotedAmount).toBe(20_000);
    const path = `/api/admin/refunds/${refund.refundId}/approve`;

    const noReason = await post(path, { amount: 10_000 }, teacher);
    expect(noReason.status).toBe(400);
    expect(await messageOf(noReason)).toBe(e.adjustNeedsReason(20_000));
    const above = await post(path, { amount: 20_001, reason: '배송비 포함' }, teacher);
    expect(above.status).toBe(400);
    expect(await messageOf(above)).toBe(e.aboveRefundable(20_000));
    const [untouched] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, refund.refundId));
    expect(untouched).toMatchObject({ status: 'REQUESTED', approvedAmount: null });

    const adjusted = await post(path, { amount: 0, reason: '포장을 뜯어 반품할 수 없음' }, teacher);
    expect(adjusted.status).toBe(200);
    expect(v.parse(RefundResponse, await adjusted.json()).data).toMatchObject({
      status: 'COMPLETED',
      approvedAmount: 0,
      staffReason: '포장을 뜯어 반품할 수 없음',
    });
    const [orderRow] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(orderRow!.refundedAmount).toBe(0);
  });

  it('lets one of two staff approving at once go on: the gateway cancels once', async () => {
    const { student, course, payment } = await buyer();
    const refund = await requestRefund(student, course.id);
    const cancels = gate.state.cancels;
    const path = `/api/admin/refunds/${refund.refundId}/approve`;
    const answers = await Promise.all([post(path, {}, admin), post(path, {}, teacher)]);
    // the second hears 409 while the first is under way, or the completed refund unchanged after
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect(gate.state.cancels).toBe(cancels + 1);
    const [paymentRow] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment!.id));
    expect(paymentRow!.balanceAmount).toBe(110_000 - 75_000);
  });

  it('refuses more than the quote without a reason, and allows it with one', async () => {
    const { student, course } = await buyer();
    const refund = await requestRefund(student, course.id);
    const path = `/api/admin/refunds/${refund.refundId}/approve`;
    const above = await post(path, { amount: 80_000 }, admin);
    expect(above.status).toBe(400);
    expect(await messageOf(above)).toBe(e.adjustNeedsReason(75_000));
    const cancels = gate.state.cancels;
    const [untouched] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, refund.refundId));
    expect(untouched!.status).toBe('REQUESTED');
    expect(gate.state.cancels).toBe(cancels);
    const granted = await post(
      path,
      { amount: 80_000, reason: '강의 영상 오류로 일부 추가 환불' },
      admin,
    );
    expect(granted.status).toBe(200);
    expect(v.parse(RefundResponse, await granted.json()).data.approvedAmount).toBe(80_000);
  });

  it('marks a gateway failure FAILED with its error, and a retry completes it once', async () => {
    const { student, course, payment } = await buyer();
    const refund = await requestRefund(student, course.id);
    gate.state.failNext = true;
    const path = `/api/admin/refunds/${refund.refundId}/approve`;
    const failed = await post(path, {}, admin);
    expect(failed.status).toBe(502);
    expect(await messageOf(failed)).toBe(e.gatewayFailed('일시적인 오류가 발생했습니다.'));
    const [row] = await database.db.select().from(refunds).where(eq(refunds.id, refund.refundId));
    expect(row).toMatchObject({ status: 'FAILED', lastError: '일시적인 오류가 발생했습니다.' });
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.id, course.id));
    expect(line).toMatchObject({ status: 'PAID', refundedAmount: 0 });

    const queue = v.parse(
      RefundQueueResponse,
      await (await get('/api/admin/refunds?status=FAILED', admin)).json(),
    ).data;
    expect(queue.refunds.find((r) => r.refundId === refund.refundId)?.lastError).toBe(
      '일시적인 오류가 발생했습니다.',
    );

    // a retry may not change the approved amount (the gateway's key is fixed per refund)
    expect((await post(path, { amount: 1, reason: '변경' }, admin)).status).toBe(400);
    const retried = await post(path, {}, admin);
    expect(retried.status).toBe(200);
    expect(v.parse(RefundResponse, await retried.json()).data.status).toBe('COMPLETED');
    const [paymentRow] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment!.id));
    expect(paymentRow!.balanceAmount).toBe(110_000 - 75_000);
  });

  it('completes a 무통장 입금 refund only when staff say they transferred it', async () => {
    const student = await createUser(database.db);
    const [fresh] = await database.db
      .select()
      .from(lectures)
      .where(eq(lectures.id, lecture.lecture.id));
    const { lines } = await paidOrder(
      database.db,
      gate.gateway,
      student.user.id,
      [{ lecture: fresh! }],
      {
        method: 'BANK_DEPOSIT',
      },
    );
    const refund = await requestRefund(student, lines[0]!.id);
    const path = `/api/admin/refunds/${refund.refundId}/approve`;
    const plain = await post(path, {}, admin);
    expect(plain.status).toBe(400);
    expect(await messageOf(plain)).toBe(e.transferRequired);
    const queue = v.parse(
      RefundQueueResponse,
      await (await get('/api/admin/refunds', admin)).json(),
    ).data;
    expect(queue.refunds.find((r) => r.refundId === refund.refundId)?.needsTransfer).toBe(true);
    const sent = await post(path, { transferred: true }, admin);
    expect(sent.status).toBe(200);
    expect(v.parse(RefundResponse, await sent.json()).data.status).toBe('COMPLETED');
    const [orderRow] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, lines[0]!.orderId));
    expect(orderRow!.status).toBe('REFUNDED');
  });
});

describe('the queue, rejecting and roles', () => {
  it('lists oldest due first with the D-day; a teacher sees only their own lectures’ lines', async () => {
    const first = await buyer();
    const firstRefund = await requestRefund(first.student, first.course.id);
    const student = await createUser(database.db);
    const [fresh] = await database.db
      .select()
      .from(lectures)
      .where(eq(lectures.id, othersLecture.lecture.id));
    const theirs = await paidOrder(database.db, gate.gateway, student.user.id, [
      { lecture: fresh! },
    ]);
    const othersRefund = await requestRefund(student, theirs.lines[0]!.id);
    // make the other teacher's request the older one
    await database.db
      .update(refunds)
      .set({ dueAt: new Date(Date.now() + 1 * DAY_MS) })
      .where(eq(refunds.id, othersRefund.refundId));

    const all = v.parse(
      RefundQueueResponse,
      await (await get('/api/admin/refunds', admin)).json(),
    ).data;
    const ids = all.refunds.map((r) => r.refundId);
    expect(ids.indexOf(othersRefund.refundId)).toBeLessThan(ids.indexOf(firstRefund.refundId));
    const mine = all.refunds.find((r) => r.refundId === firstRefund.refundId)!;
    expect(mine).toMatchObject({ dueInDays: 5, lineTitle: '환불 강의', quotedAmount: 75_000 });
    expect(mine.student.userId).toMatch(/\*\*\*@/);

    const own = v.parse(
      RefundQueueResponse,
      await (await get('/api/admin/refunds', teacher)).json(),
    ).data;
    expect(own.refunds.map((r) => r.refundId)).toContain(firstRefund.refundId);
    expect(own.refunds.map((r) => r.refundId)).not.toContain(othersRefund.refundId);
    const forbidden = await post(
      `/api/admin/refunds/${othersRefund.refundId}/approve`,
      {},
      teacher,
    );
    expect(forbidden.status).toBe(403);
    const student403 = await get('/api/admin/refunds', first.student);
    expect(student403.status).toBe(403);
    const bad = await get('/api/admin/refunds?status=NOPE', admin);
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe(refundStrings.validation.statusInvalid);
  });

  it('rejects with a reason, tells the student, and then no longer approves', async () => {
    const { student, course } = await buyer();
    const refund = await requestRefund(student, course.id);
    const path = `/api/admin/refunds/${refund.refundId}`;
    expect((await post(`${path}/reject`, {}, teacher)).status).toBe(400);
    const rejected = await post(`${path}/reject`, { reason: '수강 기간이 지났습니다' }, teacher);
    expect(rejected.status).toBe(200);
    expect(v.parse(RefundResponse, await rejected.json()).data).toMatchObject({
      status: 'REJECTED',
      staffReason: '수강 기간이 지났습니다',
    });
    expect((await post(`${path}/approve`, {}, teacher)).status).toBe(409);
    expect((await post(`${path}/reject`, { reason: '또' }, teacher)).status).toBe(409);
    // the line may be asked for again
    await requestRefund(student, course.id);
  });
});
