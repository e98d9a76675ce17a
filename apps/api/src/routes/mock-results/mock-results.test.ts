import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MockResultResponse,
  MockResultsResponse,
  MockSittingDetailResponse,
  MockWritingQueueResponse,
} from '@academy/api-client/contract';
import { accessLog } from '../../db/schema/audit.ts';
import { notifications } from '../../db/schema/live.ts';
import {
  mockAnswers,
  mockExams,
  mockItems,
  mockSectionScores,
  mockSections,
  mockSittings,
  questionBankItems,
} from '../../db/schema/mock-exams.ts';
import { users } from '../../db/schema/users.ts';
import { createUsers, maskedEmail, type TestUser } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { average, binsOf, median, percentileRanks } from './figures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let parent: TestUser;
let best: TestUser;
let middle: TestUser;
let waiting: TestUser;
let sitting: TestUser;
let absent: TestUser;
let examId: number;
let openExamId: number;
const sittingOf = { best: 0, middle: 0, waiting: 0, sitting: 0, bestOpen: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  ({ teacher, otherTeacher, admin, parent, best, middle, waiting, sitting, absent } =
    await createUsers(db, {
      teacher: 'TEACHER',
      otherTeacher: 'TEACHER',
      admin: 'ADMIN',
      parent: 'PARENT',
      best: ['STUDENT', { name: '가최고' }],
      middle: ['STUDENT', { name: '나중간' }],
      waiting: ['STUDENT', { name: '다대기' }],
      sitting: ['STUDENT', { name: '라응시' }],
      absent: 'STUDENT',
    }));

  const choice = (sectionKind: 'READING' | 'LISTENING', unit: string, n: number) => ({
    sectionKind,
    kind: 'CHOICE' as const,
    unit,
    stem: `${unit} 문제 ${n}`,
    options: ['가', '나', '다', '라'],
    answerIndex: n % 4,
    explanation: `${unit} 해설 ${n}`,
  });
  const bank = await db
    .insert(questionBankItems)
    .values([
      choice('READING', '語彙', 1),
      choice('READING', '語彙', 2),
      choice('READING', '文法', 3),
      choice('READING', '読解', 4),
      choice('LISTENING', '聴解', 5),
      choice('LISTENING', '聴解', 6),
      {
        sectionKind: 'WRITING',
        kind: 'WRITING',
        unit: '記述',
        stem: '하나를 골라 쓰시오',
        prompts: ['주제 A', '주제 B'],
        explanation: '구성 해설',
      },
    ])
    .returning({ id: questionBankItems.id });

  /** A 日本語 mock: 記述, 読解 (linear), 聴解 (a staff table), each with its bank items. */
  const buildMock = async (title: string, closesAt: Date) => {
    const [exam] = await db
      .insert(mockExams)
      .values({
        title,
        subject: 'JAPANESE',
        status: 'PUBLISHED',
        opensAt: new Date(closesAt.getTime() - 10 * DAY_MS),
        closesAt,
        publishedAt: new Date(closesAt.getTime() - 11 * DAY_MS),
        createdBy: teacher.user.id,
      })
      .returning();
    const sections = await db
      .insert(mockSections)
      .values([
        { examId: exam!.id, position: 0, kind: 'WRITING', timeLimitSeconds: 1800 },
        { examId: exam!.id, position: 1, kind: 'READING', timeLimitSeconds: 2400 },
        {
          examId: exam!.id,
          position: 2,
          kind: 'LISTENING',
          timeLimitSeconds: 3300,
          scaleTable: [0, 120, 200],
        },
      ])
      .returning();
    const [writing, reading, listening] = [sections[0]!, sections[1]!, sections[2]!];
    const items = await db
      .insert(mockItems)
      .values([
        { sectionId: writing.id, position: 0, bankItemId: bank[6]!.id },
        ...[0, 1, 2, 3].map((index) => ({
          sectionId: reading.id,
          position: index,
          bankItemId: bank[index]!.id,
        })),
        { sectionId: listening.id, position: 0, bankItemId: bank[4]!.id },
        { sectionId: listening.id, position: 1, bankItemId: bank[5]!.id },
      ])
      .returning();
    return { exam: exam!, writing, reading, listening, items };
  };

  const closed = await buildMock('11월 모의고사', new Date(Date.now() - DAY_MS));
  const open = await buildMock('12월 모의고사', new Date(Date.now() + 10 * DAY_MS));
  examId = closed.exam.id;
  openExamId = open.exam.id;

  const addSitting = async (
    mock: typeof closed,
    student: TestUser,
    state: 'IN_PROGRESS' | 'SUBMITTED' | 'GRADED',
    scores: { writing: number | null; reading: number; listening: number } | null,
    minutesAgo: number,
  ) => {
    const submittedAt = new Date(Date.now() - minutesAgo * 60_000);
    const [row] = await db
      .insert(mockSittings)
      .values({
        examId: mock.exam.id,
        userId: student.user.id,
        state,
        startedAt: new Date(submittedAt.getTime() - 125 * 60_000),
        submittedAt: state === 'IN_PROGRESS' ? null : submittedAt,
        submittedBy: state === 'IN_PROGRESS' ? null : 'STUDENT',
        gradedAt: state === 'GRADED' ? submittedAt : null,
      })
      .returning();
    if (scores) {
      await db.insert(mockSectionScores).values([
        {
          sittingId: row!.id,
          sectionId: mock.writing.id,
          scaled: scores.writing,
          writingLevel: scores.writing,
          comment: scores.writing === null ? null : '좋습니다',
          gradedBy: scores.writing === null ? null : teacher.user.id,
          gradedAt: scores.writing === null ? null : submittedAt,
        },
        {
          sittingId: row!.id,
          sectionId: mock.reading.id,
          raw: 0,
          rawMax: 4,
          scaled: scores.reading,
        },
        {
          sittingId: row!.id,
          sectionId: mock.listening.id,
          raw: 0,
          rawMax: 2,
          scaled: scores.listening,
        },
      ]);
    }
    return row!.id;
  };
  sittingOf.best = await addSitting(
    closed,
    best,
    'GRADED',
    { writing: 45, reading: 200, listening: 180 },
    300,
  );
  sittingOf.middle = await addSitting(
    closed,
    middle,
    'GRADED',
    { writing: 30, reading: 150, listening: 120 },
    200,
  );
  sittingOf.waiting = await addSitting(
    closed,
    waiting,
    'SUBMITTED',
    { writing: null, reading: 100, listening: 60 },
    100,
  );
  sittingOf.sitting = await addSitting(closed, sitting, 'IN_PROGRESS', null, 0);
  sittingOf.bestOpen = await addSitting(
    open,
    best,
    'GRADED',
    { writing: 40, reading: 150, listening: 200 },
    60,
  );

  // best's answers to the closed mock: 語彙 one of two, 文法 right, 読解 left blank, 聴解 both
  const [, r1, r2, r3, , l1, l2] = closed.items;
  await db.insert(mockAnswers).values([
    {
      sittingId: sittingOf.best,
      itemId: closed.items[0]!.id,
      promptIndex: 1,
      text: '가나다라마바사',
    },
    { sittingId: sittingOf.best, itemId: r1!.id, choice: 1, correct: true },
    { sittingId: sittingOf.best, itemId: r2!.id, choice: 0, correct: false },
    { sittingId: sittingOf.best, itemId: r3!.id, choice: 3, correct: true },
    { sittingId: sittingOf.best, itemId: l1!.id, choice: 1, correct: true },
    { sittingId: sittingOf.best, itemId: l2!.id, choice: 2, correct: true },
    {
      sittingId: sittingOf.waiting,
      itemId: closed.items[0]!.id,
      promptIndex: 0,
      text: '𠮷野家 글',
    },
  ]);
});
afterAll(() => ctx.close());

const get = (path: string, headers: Record<string, string>) => ctx.app.request(path, { headers });
const put = (path: string, headers: Record<string, string>, body: unknown) =>
  ctx.app.request(path, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the figures', () => {
  it('bins across the scale, 記述 by level, and ranks ties half', () => {
    const bins = binsOf('READING', 200, [0, 19, 20, 199, 200]);
    expect(bins).toHaveLength(10);
    expect(bins[0]).toEqual({ from: 0, to: 19, count: 2 });
    expect(bins[1]).toEqual({ from: 20, to: 39, count: 1 });
    expect(bins[9]).toEqual({ from: 180, to: 200, count: 2 });
    expect(binsOf('WRITING', 50, [30, 30, 45]).map((bin) => bin.from)).toEqual([
      0, 10, 20, 25, 30, 35, 40, 45, 50,
    ]);
    expect(average([1, 2, 4])).toBe(2.3);
    expect(median([5, 1, 3, 9])).toBe(4);
    expect(average([])).toBeNull();
    const ranks = percentileRanks([10, 20, 20, 30]);
    expect([ranks.get(10), ranks.get(20), ranks.get(30)]).toEqual([13, 50, 88]);
  });
});

describe('GET /api/mock-exams/:id/result', () => {
  const read = async (id: number, user: TestUser) => {
    const response = await get(`/api/mock-exams/${id}/result`, user.headers);
    expect(response.status).toBe(200);
    return v.parse(MockResultResponse, await response.json()).data;
  };

  it("answers the student's own scores, estimated, with the total and the units weakest first", async () => {
    const result = await read(examId, best);
    expect(result.sittingId).toBe(sittingOf.best);
    expect(result.sections.map((s) => [s.kind, s.scaled, s.max, s.linear, s.pending])).toEqual([
      ['WRITING', 45, 50, false, false],
      ['READING', 200, 200, true, false],
      ['LISTENING', 180, 200, false, false],
    ]);
    expect(result.sections.every((section) => section.estimated)).toBe(true);
    expect(result.sections[0]).toMatchObject({ writingLevel: 45, comment: '좋습니다' });
    expect(result.total).toEqual({ score: 380, max: 400, kinds: ['READING', 'LISTENING'] });
    expect(result.units).toEqual([
      { unit: '読解', right: 0, total: 1 },
      { unit: '語彙', right: 1, total: 2 },
      { unit: '聴解', right: 2, total: 2 },
      { unit: '文法', right: 1, total: 1 },
    ]);
  });

  it('shows each answer beside the right one and the explanation once the window closed', async () => {
    const result = await read(examId, best);
    expect(result.reviewOpen).toBe(true);
    expect(result.items).toHaveLength(7);
    expect(result.items[0]).toMatchObject({
      kind: 'WRITING',
      prompts: ['주제 A', '주제 B'],
      promptIndex: 1,
      text: '가나다라마바사',
    });
    expect(result.items[2]).toMatchObject({
      sectionKind: 'READING',
      position: 2,
      choice: 0,
      answerIndex: 2,
      correct: false,
      explanation: '語彙 해설 2',
    });
    // left blank: wrong, with the key
    expect(result.items[4]).toMatchObject({ choice: null, answerIndex: 0, correct: false });
  });

  it('hides right answers and explanations while the window is open, and says when', async () => {
    const response = await get(`/api/mock-exams/${openExamId}/result`, best.headers);
    const text = await response.text();
    const result = v.parse(MockResultResponse, JSON.parse(text)).data;
    expect(result.reviewOpen).toBe(false);
    expect(result.items).toEqual([]);
    expect(result.reviewOpensAt).not.toBeNull();
    expect(text).not.toContain('해설');
    expect(text).not.toContain('answerIndex');
    expect(result.sections.map((s) => s.scaled)).toEqual([40, 150, 200]);
  });

  it('shows a waiting 記述 as pending and the total without it', async () => {
    const result = await read(examId, waiting);
    expect(result.state).toBe('SUBMITTED');
    expect(result.sections[0]).toMatchObject({ pending: true, scaled: null, writingLevel: null });
    expect(result.total?.score).toBe(160);
  });

  it("answers only the caller's own sitting: 404 without one, 409 while sitting, 403 to others", async () => {
    expect((await get(`/api/mock-exams/${examId}/result`, absent.headers)).status).toBe(404);
    expect((await get(`/api/mock-exams/999999/result`, best.headers)).status).toBe(404);
    const inProgress = await get(`/api/mock-exams/${examId}/result`, sitting.headers);
    expect(inProgress.status).toBe(409);
    expect(((await inProgress.json()) as { message: string }).message).toMatch(/응시 중/);
    expect((await get(`/api/mock-exams/${examId}/result`, teacher.headers)).status).toBe(403);
    expect((await get(`/api/mock-exams/${examId}/result`, parent.headers)).status).toBe(403);
    expect((await get(`/api/mock-exams/${examId}/result`, {})).status).toBe(401);
  });
});

describe('GET /api/admin/mock-exams/:id/results', () => {
  const read = async (query = '', user = teacher) => {
    const response = await get(`/api/admin/mock-exams/${examId}/results${query}`, user.headers);
    expect(response.status).toBe(200);
    return v.parse(MockResultsResponse, await response.json()).data;
  };

  it('counts, and draws each section on its scale with its average and median', async () => {
    const data = await read();
    expect(data.counts).toEqual({ sat: 4, submitted: 3, graded: 2, writingWaiting: 1 });
    const [writing, reading, listening] = data.sections;
    expect(reading).toMatchObject({
      kind: 'READING',
      max: 200,
      count: 3,
      average: 150,
      median: 150,
    });
    expect(reading!.bins.filter((bin) => bin.count > 0)).toEqual([
      { from: 100, to: 119, count: 1 },
      { from: 140, to: 159, count: 1 },
      { from: 180, to: 200, count: 1 },
    ]);
    expect(listening).toMatchObject({ average: 120, median: 120 });
    expect(writing).toMatchObject({ count: 2, average: 37.5, median: 37.5 });
    expect(writing!.bins.filter((bin) => bin.count > 0)).toEqual([
      { from: 30, to: 30, count: 1 },
      { from: 45, to: 45, count: 1 },
    ]);
    expect(data.total).toEqual({
      max: 400,
      kinds: ['READING', 'LISTENING'],
      average: 270,
      median: 270,
    });
  });

  it('lists the students best first with masked emails, totals and percentile ranks, a page at a time', async () => {
    const data = await read();
    expect(
      data.students.rows.map((row) => [row.student.name, row.total, row.percentile, row.state]),
    ).toEqual([
      ['가최고', 380, 83, 'GRADED'],
      ['나중간', 270, 50, 'GRADED'],
      ['다대기', 160, 17, 'SUBMITTED'],
    ]);
    expect(data.students.rows[0]!.student.userId).toBe(maskedEmail(best.user.email));
    expect(data.students.rows[2]!.scores.map((score) => score.scaled)).toEqual([null, 100, 60]);
    const second = await read('?page=1&size=2');
    expect(second.students).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(second.students.rows.map((row) => row.student.name)).toEqual(['다대기']);
    expect(
      (await get(`/api/admin/mock-exams/${examId}/results?size=0`, teacher.headers)).status,
    ).toBe(400);
  });

  it('refuses another teacher (403), students and parents (403), an unknown mock (404)', async () => {
    const path = `/api/admin/mock-exams/${examId}`;
    for (const route of [`${path}/results`, `${path}/writing`, `${path}/results.csv?reason=x`]) {
      expect((await get(route, otherTeacher.headers)).status).toBe(403);
      expect((await get(route, best.headers)).status).toBe(403);
      expect((await get(route, parent.headers)).status).toBe(403);
    }
    for (const route of [`/api/admin/mock-sittings/${sittingOf.best}`]) {
      expect((await get(route, otherTeacher.headers)).status).toBe(403);
      expect((await get(route, best.headers)).status).toBe(403);
      expect((await get(route, parent.headers)).status).toBe(403);
    }
    expect((await read('', admin)).counts.sat).toBe(4);
    expect((await get('/api/admin/mock-exams/999999/results', admin.headers)).status).toBe(404);
    expect((await get('/api/admin/mock-sittings/999999', admin.headers)).status).toBe(404);
  });
});

describe('GET /api/admin/mock-exams/:id/results.csv', () => {
  const exports = () =>
    ctx.database.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.action, 'EXPORT'), eq(accessLog.targetType, 'mock-results')));

  it('needs a reason: without one nothing is exported or logged', async () => {
    const response = await get(`/api/admin/mock-exams/${examId}/results.csv`, teacher.headers);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/이유/);
    expect(await exports()).toEqual([]);
  });

  it('streams every finished sitting as CSV with a BOM, emails whole, and logs the export', async () => {
    const response = await get(
      `/api/admin/mock-exams/${examId}/results.csv?reason=${encodeURIComponent('학부모 상담')}`,
      teacher.headers,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('합계');
    expect(lines[1]!.split(',').slice(0, 8)).toEqual([
      '가최고',
      best.user.email,
      '채점 완료',
      '45',
      '200',
      '180',
      '380',
      '83',
    ]);
    const logged = await exports();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      actorId: teacher.user.id,
      reason: '학부모 상담',
      targetId: String(examId),
    });
  });
});

describe('the 記述 queue and grading', () => {
  const sittingPath = (id: number) => `/api/admin/mock-sittings/${id}`;
  const gradedNotices = (userId: number) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'MOCK_WRITING_GRADED')));
  const scoreOf = async (sittingId: number) =>
    (
      await ctx.database.db
        .select()
        .from(mockSectionScores)
        .where(eq(mockSectionScores.sittingId, sittingId))
    ).find((score) => score.writingLevel !== null || score.rawMax === 0);

  it('lists the waiting 記述 oldest first and the graded ones', async () => {
    const response = await get(`/api/admin/mock-exams/${examId}/writing`, teacher.headers);
    const data = v.parse(MockWritingQueueResponse, await response.json()).data;
    expect(data.waiting.map((row) => [row.sittingId, row.length])).toEqual([
      [sittingOf.waiting, 5],
    ]);
    expect(data.graded.map((row) => [row.sittingId, row.writingLevel])).toEqual([
      [sittingOf.middle, 30],
      [sittingOf.best, 45],
    ]);
  });

  it('shows one sitting: the 記述 with its character count, every answer, and the next waiting', async () => {
    const response = await get(sittingPath(sittingOf.best), teacher.headers);
    const data = v.parse(MockSittingDetailResponse, await response.json()).data;
    expect(data.writing).toMatchObject({ promptIndex: 1, characters: 7, writingLevel: 45 });
    expect(data.answers).toHaveLength(6);
    expect(data.nextWaitingSittingId).toBe(sittingOf.waiting);
    expect(data.student.userId).toBe(maskedEmail(best.user.email));
  });

  it('refuses a level off the list, a missing comment and a sitting in progress, changing nothing', async () => {
    for (const body of [
      { level: 33, comment: '좋아요' },
      { level: 30, comment: '  ' },
      { level: 30, comment: '가'.repeat(1001) },
      { level: 30, comment: '좋아요', extra: 1 },
    ]) {
      const response = await put(
        `${sittingPath(sittingOf.waiting)}/writing`,
        teacher.headers,
        body,
      );
      expect(response.status).toBe(400);
    }
    const refused = await put(`${sittingPath(sittingOf.sitting)}/writing`, teacher.headers, {
      level: 30,
      comment: '좋아요',
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/응시 중/);
    expect((await scoreOf(sittingOf.waiting))?.scaled).toBeNull();
    expect(
      (
        await put(`${sittingPath(sittingOf.waiting)}/writing`, otherTeacher.headers, {
          level: 30,
          comment: '좋아요',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await put(`${sittingPath(sittingOf.waiting)}/writing`, best.headers, {
          level: 30,
          comment: '좋아요',
        })
      ).status,
    ).toBe(403);
    expect(await gradedNotices(waiting.user.id)).toEqual([]);
  });

  it('grades: the level is the score, the sitting is GRADED, and the student is told once', async () => {
    const staffResults = async () =>
      v.parse(
        MockResultsResponse,
        await (await get(`/api/admin/mock-exams/${examId}/results`, teacher.headers)).json(),
      ).data;
    // read (and kept) before the grading: what follows must not be answered from that copy
    expect((await staffResults()).counts).toMatchObject({ graded: 2, writingWaiting: 1 });
    const response = await put(`${sittingPath(sittingOf.waiting)}/writing`, teacher.headers, {
      level: 35,
      comment: ' 구성이 좋습니다 ',
    });
    expect(response.status).toBe(200);
    const data = v.parse(MockSittingDetailResponse, await response.json()).data;
    expect(data.state).toBe('GRADED');
    expect(data.writing).toMatchObject({ writingLevel: 35, comment: '구성이 좋습니다' });
    const [row] = await ctx.database.db
      .select()
      .from(mockSittings)
      .where(eq(mockSittings.id, sittingOf.waiting));
    expect(row!.gradedAt).not.toBeNull();
    const notices = await gradedNotices(waiting.user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toEqual({ app: 'classroom', path: `/mock-exams/${examId}/result` });

    // a regrade changes the level, not the notices
    const again = await put(`${sittingPath(sittingOf.waiting)}/writing`, teacher.headers, {
      level: 40,
      comment: '다시 보니 더 좋습니다',
    });
    expect(again.status).toBe(200);
    expect(await scoreOf(sittingOf.waiting)).toMatchObject({ scaled: 40, writingLevel: 40 });
    expect(await gradedNotices(waiting.user.id)).toHaveLength(1);
    // the staff's figures follow the grade and the regrade at once: 45, 30, then 35 and 40
    const graded = await staffResults();
    expect(graded.counts).toMatchObject({ graded: 3, writingWaiting: 0 });
    expect(graded.sections[0]).toMatchObject({ count: 3, average: 38.3, median: 40 });
    // a name changed meanwhile is shown, though the figures are kept
    await ctx.database.db
      .update(users)
      .set({ name: '다대기(개명)' })
      .where(eq(users.id, waiting.user.id));
    expect((await staffResults()).students.rows.map((row) => row.student.name)).toContain(
      '다대기(개명)',
    );
    // the student reads the new level
    const result = v.parse(
      MockResultResponse,
      await (await get(`/api/mock-exams/${examId}/result`, waiting.headers)).json(),
    ).data;
    expect(result.sections[0]).toMatchObject({
      scaled: 40,
      pending: false,
      comment: '다시 보니 더 좋습니다',
    });
    expect(result.state).toBe('GRADED');
    // the queue is empty now
    const queue = v.parse(
      MockWritingQueueResponse,
      await (await get(`/api/admin/mock-exams/${examId}/writing`, admin.headers)).json(),
    ).data;
    expect(queue.waiting).toEqual([]);
  });
});
