import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BulkEnrolResponse,
  ClassroomLectureResponse,
  ClassroomListResponse,
  EnrolmentResponse,
  ErrorEnvelope,
  StudentSearchResponse,
} from '@academy/api-client/contract';
import * as enrolmentStrings from '@academy/strings/enrolments';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/live.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { createUser, enrol, maskedEmail } from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';

const e = enrolmentStrings.errors;
type U = Awaited<ReturnType<typeof createUser>>;
let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: U;
let otherTeacher: U;
let admin: U;
let lecture: Awaited<ReturnType<typeof createLecture>>;
let othersLecture: Awaited<ReturnType<typeof createLecture>>;

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  teacher = await createUser(db, 'TEACHER');
  otherTeacher = await createUser(db, 'TEACHER');
  admin = await createUser(db, 'ADMIN');
  lecture = await createLecture(db, teacher.user.id, { period: 30, title: '등록 강의' });
  othersLecture = await createLecture(db, otherTeacher.user.id, { title: '다른 강의' });
});
afterAll(async () => {
  await ctx.database.drop();
});

const post = (path: string, body: unknown, headers: Record<string, string>) =>
  ctx.app.request(path, jsonRequest('POST', body, headers));
const DAY_MS = 24 * 60 * 60 * 1000;

describe('staff enrol a student', () => {
  it('enrols for the lecture period, and the lecture reaches the student’s classroom', async () => {
    const student = await createUser(ctx.database.db);
    const outline = `/api/lectures/${lecture.lecture.id}`;
    const before = await ctx.app.request(outline, { headers: student.headers });
    expect(before.status).toBe(403);
    expect(v.parse(ErrorEnvelope, await before.json()).code).toBe('NOT_ENROLLED');

    const response = await post(
      '/api/admin/enrolments',
      { userId: student.user.id, lectureId: lecture.lecture.id },
      teacher.headers,
    );
    expect(response.status).toBe(201);
    const { data } = v.parse(EnrolmentResponse, await response.json());
    expect(data).toMatchObject({ status: 'ACTIVE', source: 'STAFF', expireDaysLeft: 30 });
    expect(new Date(data.endsAt!).getTime() - new Date(data.startsAt).getTime()).toBe(30 * DAY_MS);

    expect((await ctx.app.request(outline, { headers: student.headers })).status).toBe(200);
    const list = v.parse(
      ClassroomListResponse,
      await (await ctx.app.request('/api/lectures/list', { headers: student.headers })).json(),
    ).data;
    expect(list.flatMap((t) => t.lectures.map((l) => l.lectureTitle))).toEqual(['등록 강의']);
  });

  it('answers 404 for a student who does not exist and 409 for one already enrolled', async () => {
    const missing = await post(
      '/api/admin/enrolments',
      { userId: 999999, lectureId: lecture.lecture.id },
      admin.headers,
    );
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe(e.studentNotFound);
    const aTeacher = await post(
      '/api/admin/enrolments',
      { userId: otherTeacher.user.id, lectureId: lecture.lecture.id },
      admin.headers,
    );
    expect(aTeacher.status).toBe(404);

    const student = await createUser(ctx.database.db);
    await enrol(ctx.database.db, student.user.id, lecture.lecture.id);
    const twice = await post(
      '/api/admin/enrolments',
      { userId: student.user.id, lectureId: lecture.lecture.id },
      admin.headers,
    );
    expect(twice.status).toBe(409);
    expect(await messageOf(twice)).toBe(e.alreadyEnrolled);
  });

  it('refuses a teacher enrolling into another’s lecture (403) and a student (403)', async () => {
    const student = await createUser(ctx.database.db);
    const body = { userId: student.user.id, lectureId: othersLecture.lecture.id };
    const foreign = await post('/api/admin/enrolments', body, teacher.headers);
    expect(foreign.status).toBe(403);
    expect((await post('/api/admin/enrolments', body, student.headers)).status).toBe(403);
    expect((await post('/api/admin/enrolments', body, {})).status).toBe(401);
    const rows = await ctx.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.userId, student.user.id));
    expect(rows).toEqual([]);
  });

  it('takes a chosen end or none, refuses a past or malformed day, a smuggled field', async () => {
    const student = await createUser(ctx.database.db);
    const bad = async (endsOn: unknown, extra: object = {}) => {
      const response = await post(
        '/api/admin/enrolments',
        { userId: student.user.id, lectureId: lecture.lecture.id, endsOn, ...extra },
        admin.headers,
      );
      expect(response.status).toBe(400);
      return messageOf(response);
    };
    expect(await bad('2020-01-01')).toBe(enrolmentStrings.validation.endsOnPast);
    expect(await bad('내일')).toBe(enrolmentStrings.validation.endsOnInvalid);
    await bad(null, { status: 'ENDED' });

    const unlimited = await post(
      '/api/admin/enrolments',
      { userId: student.user.id, lectureId: lecture.lecture.id, endsOn: null },
      admin.headers,
    );
    expect(v.parse(EnrolmentResponse, await unlimited.json()).data.expireDaysLeft).toBeNull();
  });

  it('extends and ends; an ended enrolment can be ended no more, and reopens by enrolling', async () => {
    const student = await createUser(ctx.database.db);
    const row = await enrol(ctx.database.db, student.user.id, lecture.lecture.id, {
      endsAt: new Date(Date.now() + 2 * DAY_MS),
    });
    const later = new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10);
    const foreign = await ctx.app.request(
      `/api/admin/enrolments/${row.id}`,
      jsonRequest('PATCH', { endsOn: later }, otherTeacher.headers),
    );
    expect(foreign.status).toBe(403);
    const extended = await ctx.app.request(
      `/api/admin/enrolments/${row.id}`,
      jsonRequest('PATCH', { endsOn: later }, teacher.headers),
    );
    expect(extended.status).toBe(200);
    const left = v.parse(EnrolmentResponse, await extended.json()).data.expireDaysLeft!;
    expect(left).toBeGreaterThanOrEqual(60);
    expect(left).toBeLessThanOrEqual(61);

    const ended = await post(`/api/admin/enrolments/${row.id}/end`, {}, teacher.headers);
    expect(v.parse(EnrolmentResponse, await ended.json()).data).toMatchObject({
      status: 'ENDED',
      expireDaysLeft: 0,
    });
    const outline = await ctx.app.request(`/api/lectures/${lecture.lecture.id}`, {
      headers: student.headers,
    });
    expect(outline.status).toBe(403);
    expect((await post(`/api/admin/enrolments/${row.id}/end`, {}, teacher.headers)).status).toBe(
      409,
    );
    const again = await post(
      '/api/admin/enrolments',
      { userId: student.user.id, lectureId: lecture.lecture.id },
      teacher.headers,
    );
    expect(again.status).toBe(201);
    expect(v.parse(EnrolmentResponse, await again.json()).data.enrolmentId).toBe(row.id);
  });

  it('finds students by name or email, for staff only', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT', { name: '검색될학생' });
    const found = await ctx.app.request('/api/admin/students?q=검색될', {
      headers: teacher.headers,
    });
    expect(v.parse(StudentSearchResponse, await found.json()).data).toEqual([
      // the email masked, as every staff list shows it
      { id: student.user.id, name: '검색될학생', userId: maskedEmail(student.user.email) },
    ]);
    expect(
      (await ctx.app.request('/api/admin/students?q=a', { headers: student.headers })).status,
    ).toBe(403);
    expect(
      (await ctx.app.request('/api/admin/students?q=', { headers: admin.headers })).status,
    ).toBe(400);
  });
});

describe('bulk enrolment', () => {
  it('enrols the students of a pasted list and reports each failure with its reason', async () => {
    const { db } = ctx.database;
    const first = await createUser(db);
    const second = await createUser(db);
    const enrolled = await createUser(db);
    await enrol(db, enrolled.user.id, lecture.lecture.id);
    const r = enrolmentStrings.bulkReasons;
    const response = await post(
      '/api/admin/enrolments/bulk',
      {
        lectureId: lecture.lecture.id,
        emails: `${first.user.email}\n${second.user.email.toUpperCase()}, not-an-email\nnobody@test.academy\n${teacher.user.email}\n${enrolled.user.email}\n${first.user.email}`,
      },
      teacher.headers,
    );
    expect(response.status).toBe(200);
    const { data } = v.parse(BulkEnrolResponse, await response.json());
    expect(data.enrolled).toEqual([first.user.email, second.user.email.toUpperCase()]);
    expect(data.failed).toEqual([
      { email: 'not-an-email', reason: r.invalidEmail },
      { email: 'nobody@test.academy', reason: r.notFound },
      { email: teacher.user.email, reason: r.notStudent },
      { email: enrolled.user.email, reason: r.alreadyEnrolled },
      { email: first.user.email, reason: r.duplicate },
    ]);
  });

  it('refuses an empty list, a past end and another teacher’s lecture, enrolling nobody', async () => {
    const student = await createUser(ctx.database.db);
    for (const [body, headers, status] of [
      [{ lectureId: lecture.lecture.id, emails: '  ' }, teacher.headers, 400],
      [
        { lectureId: lecture.lecture.id, emails: student.user.email, endsOn: '2020-01-01' },
        teacher.headers,
        400,
      ],
      [{ lectureId: othersLecture.lecture.id, emails: student.user.email }, teacher.headers, 403],
    ] as const) {
      expect((await post('/api/admin/enrolments/bulk', body, headers)).status).toBe(status);
    }
    const rows = await ctx.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.userId, student.user.id));
    expect(rows).toEqual([]);
  });
});

describe('lectures that are not published', () => {
  const setStatus = async (lectureId: number, status: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED') => {
    const response = await ctx.app.request(
      `/api/admin/lectures/${lectureId}/status`,
      jsonRequest('PUT', { status }, teacher.headers),
    );
    expect(response.status).toBe(200);
  };

  it.each(['DRAFT', 'ARCHIVED'] as const)(
    'a %s lecture refuses every new enrolment with 409 and stores nothing',
    async (status) => {
      const { db } = ctx.database;
      const closed = await createLecture(db, teacher.user.id, { period: 30 });
      const lectureId = closed.lecture.id;
      const student = await createUser(db);
      const other = await createUser(db);
      await setStatus(lectureId, status);

      const refusals = [
        await post('/api/admin/enrolments', { userId: student.user.id, lectureId }, admin.headers),
        await post(
          '/api/admin/enrolments',
          { userId: student.user.id, lectureId },
          teacher.headers,
        ),
        await post(
          '/api/admin/enrolments/bulk',
          { lectureId, emails: `${student.user.email}\n${other.user.email}` },
          admin.headers,
        ),
      ];
      for (const response of refusals) {
        expect(response.status).toBe(409);
        expect(await messageOf(response)).toBe(e.notPublished);
      }

      expect(await db.select().from(enrolments).where(eq(enrolments.lectureId, lectureId))).toEqual(
        [],
      );
      const told = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, other.user.id));
      expect(told).toEqual([]);
    },
  );

  it('an archived lecture stays readable to an enrolled student until their period ends', async () => {
    const { db } = ctx.database;
    const archived = await createLecture(db, teacher.user.id, { period: 30, title: '보관 강의' });
    const lectureId = archived.lecture.id;
    const enrolled = await createUser(db);
    const ended = await createUser(db);
    const stranger = await createUser(db);
    await enrol(db, enrolled.user.id, lectureId, {
      endsAt: new Date(Date.now() + 10 * DAY_MS - 60_000),
    });
    await enrol(db, ended.user.id, lectureId, { endsAt: new Date(Date.now() - DAY_MS) });
    await setStatus(lectureId, 'ARCHIVED');

    const outline = await ctx.app.request(`/api/lectures/${lectureId}`, {
      headers: enrolled.headers,
    });
    expect(outline.status).toBe(200);
    const read = v.parse(ClassroomLectureResponse, await outline.json()).data;
    expect(read).toMatchObject({ lectureTitle: '보관 강의', expireDaysLeft: 10 });
    const lesson = await post(
      '/api/lectures/detail',
      { lectureDetailId: archived.video.id },
      enrolled.headers,
    );
    expect(lesson.status).toBe(200);
    const list = v.parse(
      ClassroomListResponse,
      await (await ctx.app.request('/api/lectures/list', { headers: enrolled.headers })).json(),
    ).data;
    expect(list.flatMap((t) => t.lectures.map((l) => l.lectureId))).toContain(lectureId);

    const afterEnd = await ctx.app.request(`/api/lectures/${lectureId}`, {
      headers: ended.headers,
    });
    expect(afterEnd.status).toBe(403);
    expect(v.parse(ErrorEnvelope, await afterEnd.json()).code).toBe('PERIOD_ENDED');
    const notEnrolled = await ctx.app.request(`/api/lectures/${lectureId}`, {
      headers: stranger.headers,
    });
    expect(notEnrolled.status).toBe(403);
    expect(v.parse(ErrorEnvelope, await notEnrolled.json()).code).toBe('NOT_ENROLLED');
  });
});
