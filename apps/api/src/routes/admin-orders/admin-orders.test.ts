import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminOrderPageResponse,
  AdminOrderResponse,
  ShipmentPageResponse,
  ShippedLineResponse,
} from '@academy/api-client/contract';
import { accessLog } from '../../db/schema/audit.ts';
import { orderLines } from '../../db/schema/commerce.ts';
import { notifications } from '../../db/schema/live.ts';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { createUsers, maskedEmail, type TestUser } from '../../test/fixtures.ts';
import { createOrder } from '../../test/commerce-fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let admin: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let kim: TestUser;
let park: TestUser;
let parent: TestUser;
type Made = Awaited<ReturnType<typeof createOrder>>;
let own: Made; // the teacher's course and textbook, paid three days ago
let mixed: Made; // one course of each teacher, paid yesterday
let deposit: Made; // the other teacher's course, waiting for a bank deposit
let unpaid: Made; // the other teacher's textbook, not paid
const DAY_MS = 86_400_000;

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  ({ admin, teacher, otherTeacher, kim, park, parent } = await createUsers(db, {
    admin: 'ADMIN',
    teacher: 'TEACHER',
    otherTeacher: 'TEACHER',
    kim: [
      'STUDENT',
      { name: '김하늘', email: 'sky.kim@test.academy', studentContact: '010-2222-3333' },
    ],
    park: ['STUDENT', { name: '박바다', email: 'sea.park@test.academy' }],
    parent: 'PARENT',
  }));
  const mine = (await createLecture(db, teacher.user.id, { title: '일본어 독해' })).lecture.id;
  const theirs = (await createLecture(db, otherTeacher.user.id, { title: '수학 코스2' })).lecture
    .id;
  const t = teacher.user.id;
  const o = otherTeacher.user.id;
  own = await createOrder(
    db,
    kim.user.id,
    [
      {
        lectureId: mine,
        teacherId: t,
        kind: 'COURSE',
        title: '일본어 독해',
        price: 100000,
        discount: 10000,
      },
      { lectureId: mine, teacherId: t, kind: 'TEXTBOOK', title: '일본어 독해 교재', price: 20000 },
    ],
    {
      orderNo: 'ORDER-OWN-0001',
      createdAt: new Date(Date.now() - 3 * DAY_MS),
      coupon: undefined,
    },
  );
  mixed = await createOrder(
    db,
    park.user.id,
    [
      { lectureId: mine, teacherId: t, kind: 'COURSE', title: '일본어 독해', price: 30000 },
      { lectureId: theirs, teacherId: o, kind: 'COURSE', title: '수학 코스2', price: 50000 },
    ],
    { orderNo: 'ORDER-MIX-0002', method: 'TRANSFER', createdAt: new Date(Date.now() - DAY_MS) },
  );
  deposit = await createOrder(
    db,
    park.user.id,
    [{ lectureId: theirs, teacherId: o, kind: 'COURSE', title: '수학 코스2', price: 50000 }],
    { orderNo: 'ORDER-DEP-0003', status: 'WAITING_DEPOSIT', method: 'BANK_DEPOSIT' },
  );
  unpaid = await createOrder(
    db,
    kim.user.id,
    [{ lectureId: theirs, teacherId: o, kind: 'TEXTBOOK', title: '수학 교재', price: 15000 }],
    { orderNo: 'ORDER-PEN-0004', status: 'PENDING' },
  );
});
afterAll(async () => {
  await ctx.database.drop();
});

const get = (path: string, who: { headers: Record<string, string> }) =>
  ctx.app.request(path, { headers: who.headers });
const list = async (who: TestUser, query = '') => {
  const response = await get(`/api/admin/orders${query}`, who);
  expect(response.status).toBe(200);
  return v.parse(AdminOrderPageResponse, await response.json()).data;
};
const numbers = async (who: TestUser, query = '') =>
  (await list(who, query)).items.map((order) => order.orderNo);

describe('GET /api/admin/orders', () => {
  it('lists every order for an admin, newest first, emails masked', async () => {
    const page = await list(admin);
    expect(page.items.map((order) => order.orderNo)).toEqual([
      'ORDER-PEN-0004',
      'ORDER-DEP-0003',
      'ORDER-MIX-0002',
      'ORDER-OWN-0001',
    ]);
    expect(page.total).toBe(4);
    const first = page.items.at(-1)!;
    expect(first).toMatchObject({
      student: { id: kim.user.id, name: '김하늘', email: maskedEmail(kim.user.email) },
      subtotal: 120000,
      discount: 10000,
      shippingFee: 3000,
      total: 113000,
      status: 'PAID',
    });
    expect(first.lines).toHaveLength(2);
  });

  it('shows a teacher only orders with their lectures, and only their lines and sums', async () => {
    const page = await list(teacher);
    expect(page.items.map((order) => order.orderNo)).toEqual(['ORDER-MIX-0002', 'ORDER-OWN-0001']);
    expect(page.total).toBe(2);
    const shared = page.items[0]!;
    expect(shared.lines.map((line) => line.title)).toEqual(['일본어 독해']);
    expect(shared).toMatchObject({ subtotal: 30000, discount: 0, shippingFee: 0, total: 30000 });
    // the shipping fee is the academy's, not the teacher's sale
    expect(page.items[1]).toMatchObject({
      subtotal: 120000,
      discount: 10000,
      total: 110000,
      shippingFee: 0,
    });
    expect(await numbers(otherTeacher)).toEqual([
      'ORDER-PEN-0004',
      'ORDER-DEP-0003',
      'ORDER-MIX-0002',
    ]);
  });

  it('filters by status, method, lecture and Seoul days, and searches', async () => {
    expect(await numbers(admin, '?status=PAID')).toEqual(['ORDER-MIX-0002', 'ORDER-OWN-0001']);
    expect(await numbers(admin, '?method=BANK_DEPOSIT')).toEqual(['ORDER-DEP-0003']);
    const theirs = unpaid.lines[0]!.lectureId;
    expect(await numbers(admin, `?lectureId=${theirs}`)).toEqual([
      'ORDER-PEN-0004',
      'ORDER-DEP-0003',
      'ORDER-MIX-0002',
    ]);
    // a teacher filtering by another's lecture finds nothing of theirs
    expect(await numbers(teacher, `?lectureId=${theirs}`)).toEqual([]);
    const day = (offset: number) =>
      new Date(Date.now() + 9 * 3600_000 + offset * DAY_MS).toISOString().slice(0, 10);
    expect(await numbers(admin, `?from=${day(-3)}&to=${day(-1)}`)).toEqual([
      'ORDER-MIX-0002',
      'ORDER-OWN-0001',
    ]);
    expect(await numbers(admin, `?from=${day(0)}`)).toEqual(['ORDER-PEN-0004', 'ORDER-DEP-0003']);
    expect(await numbers(admin, '?q=ORDER-MIX-0002')).toEqual(['ORDER-MIX-0002']);
    expect(await numbers(admin, `?q=${encodeURIComponent('김하')}`)).toEqual([
      'ORDER-PEN-0004',
      'ORDER-OWN-0001',
    ]);
    expect(await numbers(admin, '?q=SEA.P')).toEqual(['ORDER-DEP-0003', 'ORDER-MIX-0002']);
    // a name's middle is not its start
    expect(await numbers(admin, `?q=${encodeURIComponent('하늘')}`)).toEqual([]);
  });

  it('refuses bad filters in Korean', async () => {
    const cases: [string, string][] = [
      ['?status=LOST', '주문 상태를 다시 골라주세요.'],
      ['?method=CASH', '결제 수단을 다시 골라주세요.'],
      ['?from=2026-13-01', '날짜는 YYYY-MM-DD 형식으로 입력해주세요.'],
      ['?from=2026-11-20&to=2026-11-01', '끝 날짜는 시작 날짜와 같거나 그 뒤여야 합니다.'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/admin/orders${query}`, admin);
      expect(response.status, query).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
  });

  it('pages in a stable order with the total', async () => {
    const first = await list(admin, '?page=0&size=3');
    const second = await list(admin, '?page=1&size=3');
    expect(first.total).toBe(4);
    expect([...first.items, ...second.items].map((order) => order.orderNo)).toEqual(
      await numbers(admin),
    );
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows an admin the order whole, phone and email masked, and logs the view', async () => {
    const response = await get(`/api/admin/orders/${own.order.id}`, admin);
    expect(response.status).toBe(200);
    const order = v.parse(AdminOrderResponse, await response.json()).data;
    expect(order.student.email).toBe(maskedEmail(kim.user.email));
    expect(order.shipping).toEqual({
      recipient: '김배송',
      phone: '010-****-5678',
      postcode: '06236',
      address1: '서울특별시 강남구 테헤란로 1',
      address2: '101호',
    });
    expect(order.payments).toMatchObject([{ status: 'DONE', amount: 113000, provider: 'local' }]);
    expect(order.refunds).toEqual([]);
    expect(order.cashReceipt).toBeNull();
    const logged = await ctx.database.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.targetType, 'orders'), eq(accessLog.action, 'VIEW')));
    expect(logged).toMatchObject([
      { actorId: admin.user.id, targetId: String(own.order.id), studentId: kim.user.id },
    ]);
  });

  it('shows a teacher only their lines of a shared order, without its payments', async () => {
    const order = v.parse(
      AdminOrderResponse,
      await (await get(`/api/admin/orders/${mixed.order.id}`, teacher)).json(),
    ).data;
    expect(order.lines.map((line) => line.title)).toEqual(['일본어 독해']);
    expect(order.total).toBe(30000);
    expect(order.payments).toEqual([]);
    expect(order.shipping).toBeNull();
  });

  it('refuses another teacher’s order (403), an unknown one (404), students and parents', async () => {
    const other = await get(`/api/admin/orders/${deposit.order.id}`, teacher);
    expect(other.status).toBe(403);
    expect(await messageOf(other)).toBe('담당 강의가 들어 있는 주문만 볼 수 있습니다.');
    expect((await get('/api/admin/orders/999999', admin)).status).toBe(404);
    for (const [who, status] of [
      [kim, 403],
      [parent, 403],
      [{ headers: {} }, 401],
    ] as const) {
      for (const path of [
        '/api/admin/orders',
        `/api/admin/orders/${own.order.id}`,
        '/api/admin/shipments',
        '/api/admin/orders?format=csv&reason=점검',
      ]) {
        expect((await get(path, who)).status, path).toBe(status);
      }
      const ship = await ctx.app.request(
        `/api/admin/order-lines/${own.lines[1]!.id}/ship`,
        jsonRequest('POST', { carrier: 'CJ대한통운', trackingNo: '1234' }, who.headers),
      );
      expect(ship.status).toBe(status);
    }
  });
});

describe('the orders CSV', () => {
  it('needs a reason, and without one exports and logs nothing', async () => {
    const response = await get('/api/admin/orders?format=csv', admin);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      '개인정보가 담긴 파일을 내보내려면 이유를 입력해야 합니다.',
    );
    const logged = await ctx.database.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.action, 'EXPORT'));
    expect(logged).toEqual([]);
  });

  it('exports the filtered list for Excel and records the reason', async () => {
    const response = await get(
      `/api/admin/orders?format=csv&status=PAID&reason=${encodeURIComponent('월 매출 정산')}`,
      admin,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 3)).toEqual(['주문번호', '주문일시', '결제일시']);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('ORDER-MIX-0002');
    // emails whole in the export
    expect(lines[2]).toContain(kim.user.email);
    expect(lines[2]).toContain('113000');
    const [entry] = await ctx.database.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.action, 'EXPORT'));
    expect(entry).toMatchObject({
      targetType: 'orders',
      reason: '월 매출 정산',
      actorId: admin.user.id,
    });
  });

  it('gives a teacher only their lines and sums', async () => {
    const text = await (await get('/api/admin/orders?format=csv&reason=정산', teacher)).text();
    const rows = text.trim().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(text).not.toContain('수학 코스2');
  });
});

describe('shipping', () => {
  const queue = async (who: TestUser) =>
    v.parse(ShipmentPageResponse, await (await get('/api/admin/shipments', who)).json()).data;
  const ship = (
    lineId: number,
    who: TestUser,
    body: unknown = { carrier: 'CJ대한통운', trackingNo: '6012-3456-7890' },
  ) =>
    ctx.app.request(
      `/api/admin/order-lines/${lineId}/ship`,
      jsonRequest('POST', body, who.headers),
    );

  it('queues paid textbooks not yet shipped, with the address, for their lectures’ staff', async () => {
    const all = await queue(admin);
    expect(all.total).toBe(1);
    expect(all.items[0]).toMatchObject({
      lineId: own.lines[1]!.id,
      orderNo: 'ORDER-OWN-0001',
      title: '일본어 독해 교재',
      recipient: '김배송',
      phone: '010-****-5678',
      address1: '서울특별시 강남구 테헤란로 1',
      student: { name: '김하늘' },
    });
    expect((await queue(teacher)).items).toHaveLength(1);
    expect((await queue(otherTeacher)).items).toEqual([]);
  });

  it('refuses what cannot be shipped, in Korean, changing nothing', async () => {
    const textbook = own.lines[1]!.id;
    const cases: [Response | Promise<Response>, number, string][] = [
      [ship(textbook, admin, { carrier: '', trackingNo: '1' }), 400, '택배사를 입력해주세요.'],
      [
        ship(textbook, admin, { carrier: 'CJ', trackingNo: '12 34' }),
        400,
        '송장 번호는 숫자, 영문, - 로 40자 이내로 입력해주세요.',
      ],
      [ship(textbook, otherTeacher), 403, '담당 강의의 교재만 배송 처리할 수 있습니다.'],
      [ship(own.lines[0]!.id, admin), 409, '교재 항목만 배송 처리할 수 있습니다.'],
      [ship(unpaid.lines[0]!.id, admin), 409, '결제가 끝난 교재만 배송 처리할 수 있습니다.'],
      [ship(999999, admin), 404, '주문 항목을 찾을 수 없습니다.'],
    ];
    for (const [request, status, message] of cases) {
      const response = await request;
      expect(response.status, message).toBe(status);
      expect(await messageOf(response)).toBe(message);
    }
    const [line] = await ctx.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.id, textbook));
    expect(line!.shippedAt).toBeNull();
  });

  it('marks a textbook shipped once, tells the student, and empties the queue', async () => {
    const textbook = own.lines[1]!.id;
    // two staff at once: one ships it, the other is told it already left
    const [first, second] = await Promise.all([
      ship(textbook, teacher),
      ship(textbook, admin, { carrier: '우체국', trackingNo: '555' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const response = first.status === 200 ? first : second;
    const line = v.parse(ShippedLineResponse, await response.json()).data;
    expect(line.shippedAt).not.toBeNull();
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, kim.user.id), eq(notifications.kind, 'TEXTBOOK_SHIPPED')),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(line.trackingNo!);
    // away from the site: the same news waits in the outbox for their phone (SMS if 알림톡 fails)
    const away = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipientUserId, kim.user.id),
          eq(outboxMessages.template, 'textbook-shipped'),
        ),
      );
    expect(away.map((message) => message.channel)).toEqual(['ALIMTALK']);
    const again = await ship(textbook, admin, { carrier: '우체국', trackingNo: '999' });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('이미 배송 처리한 교재입니다.');
    expect((await queue(admin)).items).toEqual([]);
    const order = v.parse(
      AdminOrderResponse,
      await (await get(`/api/admin/orders/${own.order.id}`, admin)).json(),
    ).data;
    expect(order.lines[1]).toMatchObject({ carrier: line.carrier, trackingNo: line.trackingNo });
  });
});
