// The staff access log (docs/product/security.md): exports need a reason and are recorded with
// it, staff views and writes are recorded, the log is admin-only and append-only (the database
// refuses UPDATE, DELETE and TRUNCATE), and the monthly review is done once per month.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  AccessLogMonthsResponse,
  AccessLogPageResponse,
  AccessLogReviewResponse,
  StudentContactResponse,
} from '@academy/api-client/contract';
import { accessLog } from '../../db/schema/audit.ts';
import { submissions } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users.ts';
import { seoulDay } from '../../lib/seoul-time.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { jsonRequest, messageOf, staffedLecture } from '../../test/lecture-fixtures.ts';

let ctx: Awaited<ReturnType<typeof staffedLecture>>['ctx'];
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let student: TestUser;
let lectureId: number;
let otherLessonId: number;
const BROWSER = 'Mozilla/5.0 (audit test)';

beforeAll(async () => {
  let students: TestUser[];
  let lecture: Awaited<ReturnType<typeof staffedLecture>>['lecture'];
  ({ ctx, teacher, otherTeacher, admin, lecture, students } = await staffedLecture('기록 강의', [
    { name: '기록학생' },
  ]));
  [student] = students as [TestUser];
  lectureId = lecture.lecture.id;
  otherLessonId = lecture.other.id;
  await ctx.database.db
    .update(users)
    .set({ studentContact: '010-1234-5678', parentContact: '010-9876-5432' })
    .where(eq(users.id, student.user.id));
});
afterAll(async () => {
  await ctx.database.drop();
});

async function logEntries(query = '') {
  const response = await ctx.app.request(`/api/admin/access-log${query}`, {
    headers: admin.headers,
  });
  expect(response.status).toBe(200);
  return v.parse(AccessLogPageResponse, await response.json()).data;
}
const rowCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(accessLog))[0]!.n;

describe('exports', () => {
  const csv = (query: string, headers: Record<string, string>) =>
    ctx.app.request(`/api/admin/lectures/${lectureId}/roster?format=csv${query}`, {
      headers: { ...headers, 'User-Agent': BROWSER },
    });

  it('refuses a roster export without a reason, in Korean, and records nothing', async () => {
    const before = await rowCount();
    for (const query of ['', '&reason=', '&reason=%20%20']) {
      const response = await csv(query, teacher.headers);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).not.toContain('text/csv');
      expect(await messageOf(response)).toMatch(/이유를 입력/);
    }
    expect(await rowCount()).toBe(before);
  });

  it('exports with a reason and the log names who, what, why, when and from where', async () => {
    const response = await csv(
      `&reason=${encodeURIComponent('학부모 상담 준비')}`,
      teacher.headers,
    );
    expect(response.status).toBe(200);
    // the file has the emails whole; the log holds the export
    expect(await response.text()).toContain(student.user.email);
    const { entries } = await logEntries('?action=EXPORT');
    expect(entries[0]).toMatchObject({
      actor: { id: teacher.user.id, role: 'TEACHER' },
      action: 'EXPORT',
      targetType: 'roster',
      targetId: String(lectureId),
      reason: '학부모 상담 준비',
      userAgent: BROWSER,
      route: 'GET /api/admin/lectures/:id/roster',
    });
    expect(entries[0]!.address).not.toBe('');
    expect(Date.now() - Date.parse(entries[0]!.at)).toBeLessThan(60_000);
  });

  it('records no export that another teacher is refused', async () => {
    const before = await rowCount();
    expect((await csv('&reason=test', otherTeacher.headers)).status).toBe(403);
    expect(await rowCount()).toBe(before);
  });
});

describe('views and writes', () => {
  it("records a staff view of a student's page and of their contacts", async () => {
    const page = await ctx.app.request(`/api/admin/students/${student.user.id}`, {
      headers: teacher.headers,
    });
    expect(page.status).toBe(200);
    const contact = await ctx.app.request(`/api/admin/students/${student.user.id}/contact`, {
      headers: teacher.headers,
    });
    expect(v.parse(StudentContactResponse, await contact.json()).data).toMatchObject({
      userId: student.user.email,
      studentContact: '010-1234-5678',
      parentContact: '010-9876-5432',
    });
    const { entries } = await logEntries(`?action=VIEW&student=${encodeURIComponent('기록학생')}`);
    expect(entries.map((entry) => entry.route)).toEqual([
      'GET /api/admin/students/:id/contact',
      'GET /api/admin/students/:id',
    ]);
    expect(entries[0]).toMatchObject({
      actor: { id: teacher.user.id },
      student: { id: student.user.id, name: '기록학생' },
      targetType: 'student',
    });
  });

  it("records a staff view of one student's submission", async () => {
    const [submission] = await ctx.database.db
      .insert(submissions)
      .values({ userId: student.user.id, detailId: otherLessonId, reviewUrl: 'https://x.test/1' })
      .returning();
    const response = await ctx.app.request(`/api/admin/submissions/${submission!.id}`, {
      headers: teacher.headers,
    });
    expect(response.status).toBe(200);
    const { entries } = await logEntries('?action=VIEW');
    expect(entries[0]).toMatchObject({
      targetType: 'submissions',
      targetId: String(submission!.id),
      student: { id: student.user.id },
    });
  });

  it("refuses another teacher's student's contacts in Korean and records nothing", async () => {
    const before = await rowCount();
    const response = await ctx.app.request(`/api/admin/students/${student.user.id}/contact`, {
      headers: otherTeacher.headers,
    });
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe('담당 강의의 수강생만 볼 수 있습니다.');
    expect(await rowCount()).toBe(before);
  });

  it('records a staff change with the student it concerned; a refused one is not recorded', async () => {
    const [row] = await ctx.database.db
      .select({ id: sql<number>`id` })
      .from(sql`enrolments`)
      .where(sql`user_id = ${student.user.id}`);
    const before = await rowCount();
    const refused = await ctx.app.request(
      `/api/admin/enrolments/${row!.id}`,
      jsonRequest('PATCH', { endsOn: '2099-01-01' }, otherTeacher.headers),
    );
    expect(refused.status).toBe(403);
    expect(await rowCount()).toBe(before);
    const changed = await ctx.app.request(
      `/api/admin/enrolments/${row!.id}`,
      jsonRequest('PATCH', { endsOn: '2099-01-01' }, teacher.headers),
    );
    expect(changed.status).toBe(200);
    const { entries } = await logEntries('?action=UPDATE');
    expect(entries[0]).toMatchObject({
      actor: { id: teacher.user.id, role: 'TEACHER' },
      action: 'UPDATE',
      targetType: 'enrolments',
      targetId: String(row!.id),
      student: { id: student.user.id },
      route: 'PATCH /api/admin/enrolments/:id',
    });
  });

  it('records a create once, also when its retry is answered from its Idempotency-Key', async () => {
    const newcomer = await createUser(ctx.database.db, 'STUDENT', { name: '새학생' });
    const before = await rowCount();
    const send = () =>
      ctx.app.request(
        '/api/admin/enrolments',
        jsonRequest(
          'POST',
          { userId: newcomer.user.id, lectureId },
          {
            ...teacher.headers,
            'Idempotency-Key': `enrol-${newcomer.user.id}`,
          },
        ),
      );
    expect((await send()).status).toBe(201);
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await rowCount()).toBe(before + 1);
    const { entries } = await logEntries('?action=CREATE');
    expect(entries[0]).toMatchObject({
      targetType: 'enrolments',
      student: { id: newcomer.user.id, name: '새학생' },
    });
  });

  it("does not record a staff member's own account writes (their password)", async () => {
    const before = await rowCount();
    const response = await ctx.app.request(
      '/api/me/password',
      jsonRequest(
        'POST',
        { currentPassword: 'password1234', newPassword: 'password5678!' },
        teacher.headers,
      ),
    );
    expect(response.status).toBe(200);
    expect(await rowCount()).toBe(before);
  });
});

describe('the log itself', () => {
  it('is for admins only: teacher 403, student 403, visitor 401', async () => {
    for (const path of ['/api/admin/access-log', '/api/admin/access-log/months']) {
      for (const [headers, status] of [
        [teacher.headers, 403],
        [student.headers, 403],
        [{}, 401],
      ] as const) {
        expect((await ctx.app.request(path, { headers })).status).toBe(status);
      }
    }
    const review = await ctx.app.request(
      '/api/admin/access-log/reviews',
      jsonRequest('POST', { month: '2020-01', note: 'x' }, teacher.headers),
    );
    expect(review.status).toBe(403);
  });

  it('has no route that changes or deletes an entry', async () => {
    const [entry] = (await logEntries()).entries;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await ctx.app.request(
        `/api/admin/access-log/${entry!.id}`,
        jsonRequest(method, { reason: 'x' }, admin.headers),
      );
      expect(response.status).toBe(404);
    }
  });

  it('is refused UPDATE, DELETE and TRUNCATE by the database itself', async () => {
    const { db } = ctx.database;
    // its own row: the test does not lean on the ones earlier tests wrote
    const [first] = await db
      .insert(accessLog)
      .values({
        actorId: admin.user.id,
        actorRole: 'ADMIN',
        action: 'VIEW',
        targetType: 'student',
        route: 'GET /api/admin/students/:id',
        address: '127.0.0.1',
      })
      .returning();
    const before = await rowCount();
    await expect(
      db.update(accessLog).set({ reason: 'changed' }).where(eq(accessLog.id, first!.id)),
    ).rejects.toThrow();
    await expect(db.delete(accessLog).where(eq(accessLog.id, first!.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate access_log`)).rejects.toThrow();
    const [after] = await db.select().from(accessLog).where(eq(accessLog.id, first!.id));
    expect(after).toEqual(first);
    expect(await rowCount()).toBe(before);
  });

  it('filters by who and by date, and pages by the last id seen', async () => {
    const today = seoulDay();
    const mine = await logEntries(
      `?actor=${encodeURIComponent(teacher.user.name)}&from=${today}&to=${today}`,
    );
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries.every((entry) => entry.actor.id === teacher.user.id)).toBe(true);
    expect((await logEntries('?to=2000-01-01')).entries).toEqual([]);
    const all = await logEntries();
    const firstId = all.entries[0]!.id;
    const after = await logEntries(`?before=${firstId}`);
    expect(after.entries[0]!.id).toBeLessThan(firstId);
    expect(after.entries.map((entry) => entry.id)).toEqual(all.entries.slice(1).map((e) => e.id));
  });

  it('shows the month unreviewed, then reviewed once with who and the note', async () => {
    const month = seoulDay().slice(0, 7);
    const months = async () =>
      v.parse(
        AccessLogMonthsResponse,
        await (
          await ctx.app.request('/api/admin/access-log/months', { headers: admin.headers })
        ).json(),
      ).data;
    expect((await months())[0]).toMatchObject({ month, review: null });
    expect((await months())[0]!.entries).toBeGreaterThan(0);
    const review = (note: string, which = month) =>
      ctx.app.request(
        '/api/admin/access-log/reviews',
        jsonRequest('POST', { month: which, note }, admin.headers),
      );
    const empty = await review('  ');
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe('검토 내용을 입력하세요');
    const future = await review('미래', '2999-01');
    expect(future.status).toBe(400);
    expect(await messageOf(future)).toBe('아직 오지 않은 달은 검토할 수 없습니다.');
    // a month before the log began is not on the list, so there is nothing to review
    const before = await review('과거', '2000-01');
    expect(before.status).toBe(400);
    expect(await messageOf(before)).toBe('기록이 시작되기 전의 달은 검토할 수 없습니다.');
    expect((await months()).some((row) => row.month === '2000-01')).toBe(false);
    const done = await review('내보내기 1건 확인');
    expect(done.status).toBe(201);
    expect(v.parse(AccessLogReviewResponse, await done.json()).data.review).toMatchObject({
      reviewer: { id: admin.user.id },
      note: '내보내기 1건 확인',
    });
    const again = await review('다시');
    expect(again.status).toBe(409);
    expect((await months())[0]!.review?.note).toBe('내보내기 1건 확인');
    // the review itself is a recorded admin change
    const { entries } = await logEntries('?action=CREATE');
    expect(entries[0]).toMatchObject({ targetType: 'access-log-reviews', targetId: month });
  });
});
