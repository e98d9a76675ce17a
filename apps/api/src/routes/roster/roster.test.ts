import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RosterResponse, StudentPageResponse } from '@academy/api-client/contract';
import { quizAttempts } from '../../db/schema/progress.ts';
import { lessonCompletions } from '../../db/schema/progress.ts';
import { submissions } from '../../db/schema/learning.ts';
import type { createUser } from '../../test/fixtures.ts';
import { staffedLecture } from '../../test/lecture-fixtures.ts';
import { keepProgress } from '../../lib/enrolment-progress.ts';
import { csvField, seoulDateTime } from './roster.handlers.ts';

type U = Awaited<ReturnType<typeof createUser>>;
let ctx: Awaited<ReturnType<typeof staffedLecture>>['ctx'];
let teacher: U;
let otherTeacher: U;
let admin: U;
let keen: U;
let idle: U;
let lecture: Awaited<ReturnType<typeof staffedLecture>>['lecture'];
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  let students: U[];
  ({ ctx, teacher, otherTeacher, admin, lecture, students } = await staffedLecture('명단 강의', [
    { name: '가열심', enrolment: { endsAt: new Date(Date.now() + 40 * DAY_MS) } },
    { name: '나느긋', enrolment: { endsAt: new Date(Date.now() + 3 * DAY_MS) } },
  ]));
  [keen, idle] = students as [U, U];
  const { db } = ctx.database;
  // keen: the video watched and the quiz passed (2 of 3 lessons), a link waiting for feedback
  await db.insert(lessonCompletions).values([
    { userId: keen.user.id, detailId: lecture.video.id, reason: 'WATCHED' },
    { userId: keen.user.id, detailId: lecture.quiz.id, reason: 'QUIZ_PASSED' },
  ]);
  await db.insert(quizAttempts).values([
    {
      userId: keen.user.id,
      detailId: lecture.quiz.id,
      score: 50,
      totalQuestions: 2,
      correctAnswers: 1,
      answers: [],
    },
    {
      userId: keen.user.id,
      detailId: lecture.quiz.id,
      score: 100,
      totalQuestions: 2,
      correctAnswers: 2,
      answers: [],
    },
  ]);
  await db
    .insert(submissions)
    .values({ userId: keen.user.id, detailId: lecture.other.id, reviewUrl: 'https://x.test/1' });
  // written straight in, not through the routes that keep the enrolments' progress: counted here
  await keepProgress(db, { lectureId: lecture.lecture.id });
});
afterAll(async () => {
  await ctx.database.drop();
});

const path = (query = '') => `/api/admin/lectures/${lecture.lecture.id}/roster${query}`;
const read = async (query: string, headers = teacher.headers) =>
  v.parse(RosterResponse, await (await ctx.app.request(path(query), { headers })).json()).data;

describe('GET /api/admin/lectures/:id/roster', () => {
  it('lists every enrolled student with progress, activity, quiz best, pending and days left', async () => {
    const data = await read('');
    expect(data.quizzes).toEqual([{ detailId: lecture.quiz.id, detailTitle: '확인 퀴즈' }]);
    const [first, second] = data.rows;
    expect(first).toMatchObject({
      student: { id: keen.user.id, name: '가열심' },
      progressRate: 67,
      completedLessons: 2,
      totalLessons: 3,
      quizBestScores: [{ detailId: lecture.quiz.id, bestScore: 100 }],
      pendingSubmissions: 1,
      enrolment: { expireDaysLeft: 40 },
    });
    expect(first!.lastActivityAt).not.toBeNull();
    expect(second).toMatchObject({
      student: { id: idle.user.id },
      progressRate: 0,
      lastActivityAt: null,
      quizBestScores: [{ bestScore: null }],
      pendingSubmissions: 0,
      enrolment: { expireDaysLeft: 3 },
    });
  });

  it('filters who is behind and who is inactive', async () => {
    const names = async (query: string) => (await read(query)).rows.map((row) => row.student.name);
    expect(await names('?behindBelow=50&behindDaysLeft=7')).toEqual(['나느긋']);
    expect(await names('?behindBelow=80&behindDaysLeft=60')).toEqual(['가열심', '나느긋']);
    expect(await names('?inactiveDays=3')).toEqual(['나느긋']);
    // a filtered page's rows are as whole as the unfiltered ones
    expect((await read('?behindBelow=80&behindDaysLeft=60&page=0&size=1')).rows).toMatchObject([
      {
        student: { name: '가열심' },
        quizBestScores: [{ detailId: lecture.quiz.id, bestScore: 100 }],
        pendingSubmissions: 1,
      },
    ]);
    const bad = await ctx.app.request(path('?behindBelow=abc'), { headers: teacher.headers });
    expect(bad.status).toBe(400);
  });

  it('exports CSV, UTF-8 with a BOM, for Excel', async () => {
    const response = await ctx.app.request(path('?format=csv&reason=상담'), {
      headers: admin.headers,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('가열심');
    expect(lines[1]).toContain('67%');
    // the last activity as a Korean reader's date and time, not a UTC instant
    expect(lines[1]!.split(',')[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // pending submissions, then the quiz's best score
    expect(lines[1]!.split(',').slice(6)).toEqual(['1', '100']);
  });

  it('refuses another teacher (403), a student (403) and a visitor (401)', async () => {
    for (const [headers, status] of [
      [otherTeacher.headers, 403],
      [keen.headers, 403],
      [{}, 401],
    ] as const) {
      expect((await ctx.app.request(path(), { headers })).status).toBe(status);
    }
    expect(
      (await ctx.app.request('/api/admin/lectures/999999/roster', { headers: admin.headers }))
        .status,
    ).toBe(404);
  });

  it('defuses formulas and quotes what needs quoting', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField(null)).toBe('');
  });

  it('writes moments in Seoul time, the next day for a UTC evening', () => {
    expect(seoulDateTime('2026-11-27T20:25:33.590Z')).toBe('2026-11-28 05:25');
    expect(seoulDateTime('2026-06-01T00:00:00.000Z')).toBe('2026-06-01 09:00');
    expect(seoulDateTime(null)).toBe('');
  });
});

describe('GET /api/admin/students/:id', () => {
  it('shows the student’s lectures with progress; another teacher is refused', async () => {
    const page = async (headers: Record<string, string>) =>
      v.parse(
        StudentPageResponse,
        await (await ctx.app.request(`/api/admin/students/${keen.user.id}`, { headers })).json(),
      ).data;
    const mine = await page(teacher.headers);
    expect(mine.student.name).toBe('가열심');
    expect(mine.lectures).toMatchObject([{ lectureTitle: '명단 강의', progressRate: 67 }]);
    const other = await ctx.app.request(`/api/admin/students/${keen.user.id}`, {
      headers: otherTeacher.headers,
    });
    expect(other.status).toBe(403);
    expect(((await other.json()) as { message: string }).message).toBe(
      '담당 강의의 수강생만 볼 수 있습니다.',
    );
    expect(
      (await ctx.app.request(`/api/admin/students/${teacher.user.id}`, { headers: admin.headers }))
        .status,
    ).toBe(404);
  });
});

describe('the roster after the student’s activity ages', () => {
  it('counts a student inactive once their last activity is older than the days given', async () => {
    const { db } = ctx.database;
    // everything keen did moved ten days back, then recounted as a write would
    const tenDaysAgo = new Date(Date.now() - 10 * DAY_MS);
    await db
      .update(quizAttempts)
      .set({ createdAt: tenDaysAgo })
      .where(eq(quizAttempts.userId, keen.user.id));
    await db
      .update(submissions)
      .set({ submittedAt: tenDaysAgo })
      .where(eq(submissions.userId, keen.user.id));
    await keepProgress(db, { userId: keen.user.id, lectureId: lecture.lecture.id });
    const names = async (query: string) => (await read(query)).rows.map((row) => row.student.name);
    expect(await names('?inactiveDays=9&page=0&size=50')).toEqual(['가열심', '나느긋']);
    expect(await names('?inactiveDays=11&page=0&size=50')).toEqual(['나느긋']);
    const [row] = (await read('?page=0&size=1')).rows;
    expect(new Date(row!.lastActivityAt!).getTime()).toBe(tenDaysAgo.getTime());
  });
});
