import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouponPageResponse, CouponResponse, type Coupon } from '@academy/api-client/contract';
import { coupons } from '../../db/schema/commerce.ts';
import { createUsers, type TestUser } from '../../test/fixtures.ts';
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
let student: TestUser;
let parent: TestUser;
let mine: number;
let mineToo: number;
let theirs: number;

const seoulDay = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const base = {
  code: 'spring-10',
  name: '봄맞이 할인',
  kind: 'FIXED',
  value: 5000,
  minAmount: 30000,
  startsOn: seoulDay(-1),
  endsOn: seoulDay(30),
  perUserLimit: 1,
  totalLimit: 100,
};

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  ({ admin, teacher, otherTeacher, student, parent } = await createUsers(db, {
    admin: 'ADMIN',
    teacher: 'TEACHER',
    otherTeacher: 'TEACHER',
    student: 'STUDENT',
    parent: 'PARENT',
  }));
  mine = (await createLecture(db, teacher.user.id, { title: '내 강의' })).lecture.id;
  mineToo = (await createLecture(db, teacher.user.id, { title: '내 두번째 강의' })).lecture.id;
  theirs = (await createLecture(db, otherTeacher.user.id, { title: '남의 강의' })).lecture.id;
});
afterAll(async () => {
  await ctx.database.drop();
});

const post = (body: unknown, who: TestUser, headers: Record<string, string> = {}) =>
  ctx.app.request('/api/admin/coupons', jsonRequest('POST', body, { ...who.headers, ...headers }));
const created = async (response: Response) => {
  expect(response.status).toBe(201);
  return v.parse(CouponResponse, await response.json()).data;
};
const list = async (who: TestUser, query = '') =>
  v.parse(
    CouponPageResponse,
    await (await ctx.app.request(`/api/admin/coupons${query}`, { headers: who.headers })).json(),
  ).data;
const couponCount = async () => (await ctx.database.db.select().from(coupons)).length;

describe('POST /api/admin/coupons', () => {
  it('makes a coupon for every lecture, its code upper-cased, its window whole Seoul days', async () => {
    const coupon = await created(await post(base, admin));
    expect(coupon).toMatchObject({
      code: 'SPRING-10',
      name: '봄맞이 할인',
      kind: 'FIXED',
      value: 5000,
      maxDiscount: null,
      minAmount: 30000,
      startsOn: base.startsOn,
      endsOn: base.endsOn,
      totalLimit: 100,
      usedCount: 0,
      paidUses: 0,
      active: true,
      state: 'ACTIVE',
      lectures: [],
    });
    // the last day counts until its midnight in Seoul
    expect(coupon.endsAt).toBe(
      new Date(Date.parse(`${base.endsOn}T00:00:00+09:00`) + 86_400_000).toISOString(),
    );
  });

  it('refuses a code already used, whatever its case, and writes nothing', async () => {
    const before = await couponCount();
    const response = await post({ ...base, code: 'Spring-10' }, admin);
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('이미 있는 쿠폰 코드입니다. 다른 코드를 입력해주세요.');
    expect(await couponCount()).toBe(before);
  });

  it('refuses each broken rule with its Korean message, and writes nothing', async () => {
    const before = await couponCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, code: '' }, '쿠폰 코드를 입력해주세요.'],
      [
        { ...base, code: '할인!' },
        '쿠폰 코드는 영문, 숫자, -, _ 로 4자에서 40자까지 입력해주세요.',
      ],
      [
        { ...base, code: 'P101', kind: 'PERCENT', value: 101 },
        '할인율은 1에서 100 사이의 정수로 입력해주세요.',
      ],
      [{ ...base, code: 'ZERO', value: 0 }, '할인 금액은 1원 이상의 정수로 입력해주세요.'],
      [
        { ...base, code: 'CAPX', maxDiscount: 1000 },
        '최대 할인 금액은 정률 쿠폰에만 정할 수 있습니다.',
      ],
      [
        { ...base, code: 'BACK', startsOn: seoulDay(5), endsOn: seoulDay(1) },
        '사용 종료일은 시작일과 같거나 그 뒤여야 합니다.',
      ],
      [{ ...base, code: 'DAYS', endsOn: '2026-02-30' }, '날짜는 YYYY-MM-DD 형식으로 입력해주세요.'],
      [{ ...base, code: 'LIMT', perUserLimit: 0 }, '1인당 사용 횟수는 1회 이상으로 입력해주세요.'],
      [
        { ...base, code: 'TOTL', totalLimit: 0 },
        '전체 사용 한도는 1회 이상으로 입력하거나 비워두세요.',
      ],
      [{ ...base, code: 'GONE', lectureIds: [999999] }, '고른 강의 중 없는 강의가 있습니다.'],
    ];
    for (const [body, message] of cases) {
      const response = await post(body, admin);
      expect(response.status, message).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    // a field the allow-list does not name (mass assignment)
    const smuggled = await post({ ...base, code: 'MASS', usedCount: -5 }, admin);
    expect(smuggled.status).toBe(400);
    expect(await couponCount()).toBe(before);
  });

  it('makes a percent coupon with a cap for chosen lectures', async () => {
    const coupon = await created(
      await post(
        {
          ...base,
          code: 'half_cap',
          kind: 'PERCENT',
          value: 50,
          maxDiscount: 20000,
          totalLimit: null,
          lectureIds: [mine, theirs, mine],
        },
        admin,
      ),
    );
    expect(coupon).toMatchObject({
      code: 'HALF_CAP',
      value: 50,
      maxDiscount: 20000,
      totalLimit: null,
    });
    expect(coupon.lectures.map((lecture) => lecture.lectureId)).toEqual([mine, theirs]);
  });

  it('answers a retry with the same Idempotency-Key with the first coupon, made once', async () => {
    const before = await couponCount();
    const headers = { 'Idempotency-Key': 'coupon-retry-1' };
    const first = await created(await post({ ...base, code: 'ONCE' }, admin, headers));
    const again = await post({ ...base, code: 'ONCE' }, admin, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(v.parse(CouponResponse, await again.json()).data.id).toBe(first.id);
    expect(await couponCount()).toBe(before + 1);
  });
});

describe('a teacher’s coupons', () => {
  let teachers: Coupon;

  it('must name at least one lecture, all their own', async () => {
    const none = await post({ ...base, code: 'TNONE' }, teacher);
    expect(none.status).toBe(400);
    expect(await messageOf(none)).toBe('담당 강의 중 쿠폰을 적용할 강의를 하나 이상 골라주세요.');
    const other = await post({ ...base, code: 'TOTHER', lectureIds: [mine, theirs] }, teacher);
    expect(other.status).toBe(403);
    expect(await messageOf(other)).toBe('담당 강의에만 쿠폰을 만들 수 있습니다.');
    teachers = await created(
      await post({ ...base, code: 'TMINE', lectureIds: [mine, mineToo] }, teacher),
    );
    expect(teachers.lectures.map((lecture) => lecture.title)).toEqual([
      '내 강의',
      '내 두번째 강의',
    ]);
  });

  it('sees only coupons limited to their own lectures', async () => {
    const codes = (await list(teacher)).items.map((coupon) => coupon.code);
    expect(codes).toEqual(['TMINE']);
    expect((await list(otherTeacher)).items).toEqual([]);
    // an admin sees every coupon, newest first
    const all = (await list(admin)).items.map((coupon) => coupon.code);
    expect(all[0]).toBe('TMINE');
    expect(all).toEqual(expect.arrayContaining(['SPRING-10', 'HALF_CAP', 'ONCE']));
  });

  it('cannot read or change a coupon of all lectures or of another teacher’s', async () => {
    const [adminCoupon] = (await list(admin, '?q=spring')).items;
    for (const request of [
      ctx.app.request(`/api/admin/coupons/${adminCoupon!.id}`, { headers: teacher.headers }),
      ctx.app.request(
        `/api/admin/coupons/${adminCoupon!.id}`,
        jsonRequest('PATCH', { name: '바꿈' }, teacher.headers),
      ),
      ctx.app.request(`/api/admin/coupons/${adminCoupon!.id}/disable`, {
        method: 'POST',
        headers: teacher.headers,
      }),
      ctx.app.request(`/api/admin/coupons/${teachers.id}`, { headers: otherTeacher.headers }),
    ]) {
      const response = await request;
      expect(response.status).toBe(403);
      expect(await messageOf(response)).toBe(
        '담당 강의에만 적용되는 쿠폰만 보고 고칠 수 있습니다.',
      );
    }
    const [after] = (await list(admin, '?q=spring')).items;
    expect(after!.name).toBe('봄맞이 할인');
    expect(after!.active).toBe(true);
  });
});

describe('who may reach the coupons', () => {
  it('refuses a student and a parent (403) and a visitor (401)', async () => {
    for (const [headers, status] of [
      [student.headers, 403],
      [parent.headers, 403],
      [{}, 401],
    ] as const) {
      expect((await ctx.app.request('/api/admin/coupons', { headers })).status).toBe(status);
      const write = await ctx.app.request(
        '/api/admin/coupons',
        jsonRequest('POST', { ...base, code: 'NOPE' }, headers),
      );
      expect(write.status).toBe(status);
    }
    expect((await list(admin, '?q=nope')).items).toEqual([]);
  });
});

describe('editing, disabling and uses', () => {
  let coupon: Coupon;

  beforeAll(async () => {
    coupon = await created(
      await post({ ...base, code: 'USED', totalLimit: 5, lectureIds: [mine] }, admin),
    );
    const { db } = ctx.database;
    const snapshot = {
      id: coupon.id,
      code: 'USED',
      name: coupon.name,
      kind: 'FIXED' as const,
      value: 5000,
    };
    const line = {
      lectureId: mine,
      teacherId: teacher.user.id,
      kind: 'COURSE' as const,
      title: '내 강의',
      price: 50000,
      discount: 5000,
    };
    // three uses: two paid, one waiting for its deposit
    await createOrder(db, student.user.id, [line], { coupon: snapshot });
    await createOrder(db, student.user.id, [line], { coupon: snapshot });
    await createOrder(db, student.user.id, [line], {
      coupon: snapshot,
      status: 'WAITING_DEPOSIT',
      method: 'BANK_DEPOSIT',
    });
    await db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, coupon.id));
  });

  const patch = (body: unknown, who = admin) =>
    ctx.app.request(`/api/admin/coupons/${coupon.id}`, jsonRequest('PATCH', body, who.headers));

  it('counts every use held and the paid ones apart', async () => {
    const detail = v.parse(
      CouponResponse,
      await (
        await ctx.app.request(`/api/admin/coupons/${coupon.id}`, { headers: teacher.headers })
      ).json(),
    ).data;
    expect(detail).toMatchObject({ usedCount: 3, paidUses: 2 });
  });

  it('changes the name, the window and the limits, never the total below the uses', async () => {
    const below = await patch({ totalLimit: 2 });
    expect(below.status).toBe(400);
    expect(await messageOf(below)).toBe(
      '전체 사용 한도는 이미 쓰인 3회보다 적게 정할 수 없습니다.',
    );
    const backwards = await patch({ endsOn: seoulDay(-3) });
    expect(backwards.status).toBe(400);
    expect(await messageOf(backwards)).toBe('사용 종료일은 시작일과 같거나 그 뒤여야 합니다.');
    const empty = await patch({});
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe('바꿀 내용을 하나 이상 보내주세요.');
    // the amount stays as students saw it
    expect((await patch({ value: 1 })).status).toBe(400);
    const changed = await patch({
      name: '가을 할인',
      totalLimit: 3,
      endsOn: seoulDay(60),
      perUserLimit: 2,
    });
    expect(changed.status).toBe(200);
    const after = v.parse(CouponResponse, await changed.json()).data;
    expect(after).toMatchObject({
      name: '가을 할인',
      totalLimit: 3,
      endsOn: seoulDay(60),
      startsOn: base.startsOn,
      perUserLimit: 2,
      value: 5000,
      state: 'USED_UP',
    });
    // the lecture's teacher may change it too
    expect((await patch({ totalLimit: null }, teacher)).status).toBe(200);
  });

  it('disables and enables, and the list filters by state', async () => {
    const off = await ctx.app.request(`/api/admin/coupons/${coupon.id}/disable`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(off.status).toBe(200);
    expect(v.parse(CouponResponse, await off.json()).data.state).toBe('DISABLED');
    expect((await list(admin, '?state=DISABLED')).items.map((c) => c.code)).toEqual(['USED']);
    expect((await list(admin, '?state=ACTIVE')).items.map((c) => c.code)).not.toContain('USED');
    const on = await ctx.app.request(`/api/admin/coupons/${coupon.id}/enable`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(v.parse(CouponResponse, await on.json()).data.state).toBe('ACTIVE');
  });

  it('shows an expired coupon as expired and a future one as not yet usable', async () => {
    await created(
      await post({ ...base, code: 'OLD1', startsOn: seoulDay(-30), endsOn: seoulDay(-2) }, admin),
    );
    await created(
      await post({ ...base, code: 'SOON', startsOn: seoulDay(3), endsOn: seoulDay(9) }, admin),
    );
    expect((await list(admin, '?state=EXPIRED')).items.map((c) => c.code)).toEqual(['OLD1']);
    expect((await list(admin, '?state=SCHEDULED')).items.map((c) => c.code)).toEqual(['SOON']);
    const bad = await ctx.app.request('/api/admin/coupons?state=LOST', { headers: admin.headers });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe('쿠폰 상태를 다시 골라주세요.');
  });

  it('pages with the total', async () => {
    const page = await list(admin, '?page=0&size=2');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const second = await list(admin, '?page=1&size=2');
    expect(second.items[0]!.id).not.toBe(page.items[0]!.id);
  });
});
