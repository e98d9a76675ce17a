import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminPassStoryListResponse,
  ScoreTrackerResponse,
  UniversitySubjectsListResponse,
  UniversitySubjectsResponse,
  type ScoreTracker,
} from '@academy/api-client/contract';
import { ejuSittings } from '../../db/schema/accounts.ts';
import { accessLog } from '../../db/schema/audit.ts';
import {
  mockExams,
  mockSectionScores,
  mockSections,
  mockSittings,
} from '../../db/schema/mock-exams.ts';
import { passStories, universities } from '../../db/schema/reviews.ts';
import { createUser, createUsers, enrol, type TestUser } from '../../test/fixtures.ts';
import { createLecture, jsonRequest, messageOf } from '../../test/lecture-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { admitRanges, median, recommend, validUntil } from './score-tracker.rules.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let student: TestUser, teacher: TestUser, otherTeacher: TestUser, admin: TestUser;
let parent: TestUser;
let tokyo: number, kyoto: number;
const year = new Date().getUTCFullYear();

const get = (path: string, who: { headers: Record<string, string> } | null) =>
  ctx.app.request(`/api${path}`, { headers: who?.headers ?? {} });
const trackerOf = async (path: string, who: TestUser) => {
  const response = await get(path, who);
  expect(response.status).toBe(200);
  return v.parse(ScoreTrackerResponse, await response.json()).data;
};

/** An approved pass story for `universityId` with a 理科 + コース2 sitting. */
const admit = (universityId: number, japanese: number, physics: number, status = 'APPROVED') => ({
  authorName: '합격생',
  universityId,
  major: '공학부',
  year: year - 1,
  reason: '이유',
  method: '방법',
  advice: '조언',
  status: status as 'APPROVED',
  ejuYear: year - 2,
  ejuMonth: 6,
  japaneseReading: japanese / 2,
  japaneseListening: japanese / 2,
  japaneseWriting: 40,
  science1Subject: 'PHYSICS' as const,
  science1Score: physics,
  science2Subject: 'CHEMISTRY' as const,
  science2Score: 80,
  mathCourse: 'COURSE2' as const,
  mathScore: 180,
});

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  ({ teacher, otherTeacher, admin, parent } = await createUsers(db, {
    teacher: 'TEACHER',
    otherTeacher: 'TEACHER',
    admin: 'ADMIN',
    parent: 'PARENT',
  }));
  student = await createUser(db, 'STUDENT', {
    name: '김하늘',
    goalUniversities: [
      { school: '도쿄대학', major: '이과 1류' },
      { school: '교토대학', major: '공학부' },
      { school: '없는대학', major: '문학부' },
    ],
  });
  const { lecture } = await createLecture(db, teacher.user.id);
  await enrol(db, student.user.id, lecture.id);

  [tokyo, kyoto] = (
    await db
      .insert(universities)
      .values([
        { name: '도쿄대학', type: 'NATIONAL', science: 'SCIENCE', math: 'COURSE2' },
        { name: '교토대학', type: 'NATIONAL', science: 'SCIENCE', math: 'COURSE2' },
      ])
      .returning()
  ).map((row) => row.id) as [number, number];
  // 도쿄대학: 5 admits with scores (a pending one and one without scores do not count)
  await db
    .insert(passStories)
    .values([
      admit(tokyo, 300, 70),
      admit(tokyo, 320, 90),
      admit(tokyo, 340, 80),
      admit(tokyo, 360, 60),
      admit(tokyo, 380, 100),
      admit(tokyo, 200, 10, 'PENDING'),
      { ...admit(tokyo, 0, 0), ejuYear: null, ejuMonth: null, japaneseReading: null },
    ]);
  // 교토대학: exactly 4
  await db
    .insert(passStories)
    .values([
      admit(kyoto, 300, 70),
      admit(kyoto, 310, 70),
      admit(kyoto, 320, 70),
      admit(kyoto, 330, 70),
    ]);

  // a graded 日本語 mock: 記述 30, 読解 150, 聴解 140; a 記述 still waiting is left out
  const [exam] = await db
    .insert(mockExams)
    .values({ title: '11월 EJU 일본어 모의고사', subject: 'JAPANESE' })
    .returning();
  const sections = await db
    .insert(mockSections)
    .values(
      (['WRITING', 'READING', 'LISTENING'] as const).map((kind, position) => ({
        examId: exam!.id,
        position,
        kind,
        timeLimitSeconds: 600,
      })),
    )
    .returning();
  const [sitting] = await db
    .insert(mockSittings)
    .values({
      examId: exam!.id,
      userId: student.user.id,
      state: 'GRADED',
      startedAt: new Date(`${year - 1}-11-10T01:00:00Z`),
    })
    .returning();
  await db.insert(mockSectionScores).values([
    { sittingId: sitting!.id, sectionId: sections[0]!.id, scaled: 30, writingLevel: 30 },
    { sittingId: sitting!.id, sectionId: sections[1]!.id, raw: 8, rawMax: 10, scaled: 150 },
    { sittingId: sitting!.id, sectionId: sections[2]!.id, raw: 7, rawMax: 10, scaled: 140 },
  ]);
  // a second mock whose 記述 waits for its teacher (scaled null): not in the series
  const [exam2] = await db
    .insert(mockExams)
    .values({ title: '12월 모의고사', subject: 'JAPANESE' })
    .returning();
  const [writing2] = await db
    .insert(mockSections)
    .values({ examId: exam2!.id, position: 0, kind: 'WRITING', timeLimitSeconds: 600 })
    .returning();
  const [sitting2] = await db
    .insert(mockSittings)
    .values({ examId: exam2!.id, userId: student.user.id, state: 'SUBMITTED' })
    .returning();
  await db
    .insert(mockSectionScores)
    .values({ sittingId: sitting2!.id, sectionId: writing2!.id, scaled: null });

  // official sittings: expired but perfect; valid and complete; valid, better, but no 数学
  await db.insert(ejuSittings).values([
    {
      userId: student.user.id,
      year: year - 3,
      month: 6,
      japaneseReading: 200,
      japaneseListening: 200,
      science1Subject: 'PHYSICS',
      science1Score: 100,
      science2Subject: 'CHEMISTRY',
      science2Score: 100,
      mathCourse: 'COURSE2',
      mathScore: 200,
    },
    {
      userId: student.user.id,
      year: year - 1,
      month: 6,
      japaneseReading: 160,
      japaneseListening: 150,
      japaneseWriting: 35,
      science1Subject: 'PHYSICS',
      science1Score: 70,
      science2Subject: 'CHEMISTRY',
      science2Score: 65,
      mathCourse: 'COURSE2',
      mathScore: 150,
    },
    {
      userId: student.user.id,
      year: year - 1,
      month: 11,
      japaneseReading: 190,
      japaneseListening: 190,
      science1Subject: 'PHYSICS',
      science1Score: 95,
      science2Subject: 'BIOLOGY',
      science2Score: 95,
    },
  ]);
}, 180_000);
afterAll(() => ctx.close());

describe('score tracker rules', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('shows no range under 5 admits, and leaves out a subject fewer than 5 gave', () => {
    const row = {
      japaneseReading: 100,
      japaneseListening: 100,
      japaneseWriting: null,
      science1Subject: 'PHYSICS' as const,
      science1Score: 50,
      science2Subject: null,
      science2Score: null,
      generalStudies: null,
      mathCourse: null,
      mathScore: null,
    };
    expect(admitRanges([row, row, row, row])).toBeNull();
    const ranges = admitRanges([row, row, row, row, { ...row, science1Score: null }])!;
    expect(ranges.map((range) => range.key)).toEqual(['JAPANESE']);
  });

  it('counts a sitting valid two years, to the end of the month before', () => {
    expect(validUntil(2025, 6)).toBe('2027-05-31');
    expect(validUntil(2025, 11)).toBe('2027-10-31');
    const sitting = {
      id: 1,
      year: 2025,
      month: 6,
      japaneseReading: 100,
      japaneseListening: 100,
      japaneseWriting: null,
      science1Subject: null,
      science1Score: null,
      science2Subject: null,
      science2Score: null,
      generalStudies: 100,
      mathCourse: null,
      mathScore: null,
    };
    const set = { japaneseRequired: true, science: 'GENERAL' as const, math: 'NONE' as const };
    expect(recommend(set, [sitting], '2027-05-31').sitting?.id).toBe(1);
    const late = recommend(set, [sitting], '2027-06-01');
    expect(late.sitting).toBeNull();
    expect(late.reason).toContain('유효한 공식 EJU 성적이 없습니다');
  });
});

describe('GET /api/me/score-tracker', () => {
  let data: ScoreTracker;
  beforeAll(async () => {
    data = await trackerOf('/me/score-tracker', student);
  });

  it('draws each subject from graded mock sections (추정) and official sittings', () => {
    const japanese = data.series.find((series) => series.key === 'JAPANESE')!;
    expect(japanese.max).toBe(400);
    expect(japanese.points.map((point) => [point.source, point.score, point.estimated])).toEqual([
      ['OFFICIAL', 400, false],
      ['OFFICIAL', 310, false],
      ['OFFICIAL', 380, false],
      ['MOCK', 290, true],
    ]);
    const mock = japanese.points.find((point) => point.source === 'MOCK')!;
    expect(mock).toMatchObject({ title: '11월 EJU 일본어 모의고사', date: `${year - 1}-11-10` });
    // 記述 apart, on its 0-50 scale; the waiting 記述 (no scaled score) is not drawn
    const writing = data.series.find((series) => series.key === 'WRITING')!;
    expect(writing.max).toBe(50);
    expect(writing.points.map((point) => point.score)).toEqual([35, 30]);
    expect(data.series.map((series) => series.key)).toEqual([
      'JAPANESE',
      'WRITING',
      'PHYSICS',
      'CHEMISTRY',
      'BIOLOGY',
      'MATH2',
    ]);
  });

  it('says until when each official sitting is valid, newest first', () => {
    expect(data.sittings.map((sitting) => [sitting.year, sitting.month, sitting.valid])).toEqual([
      [year - 1, 11, true],
      [year - 1, 6, true],
      [year - 3, 6, false],
    ]);
    expect(data.sittings[1]!.validUntil).toBe(`${year + 1}-05-31`);
  });

  it('gives ranges from 5 admits with scores, not from 4', () => {
    const [tokyoGoal, kyotoGoal, unknown] = data.goals;
    expect(tokyoGoal!.admitCount).toBe(5);
    const japanese = tokyoGoal!.ranges!.find((range) => range.key === 'JAPANESE')!;
    expect(japanese).toEqual({ key: 'JAPANESE', count: 5, min: 300, median: 340, max: 380 });
    expect(tokyoGoal!.ranges!.find((range) => range.key === 'PHYSICS')!.median).toBe(80);
    expect(tokyoGoal!.university!.subjects).toEqual({
      japaneseRequired: true,
      science: 'SCIENCE',
      math: 'COURSE2',
    });
    expect(kyotoGoal!.admitCount).toBe(4);
    expect(kyotoGoal!.ranges).toBeNull();
    expect(unknown).toMatchObject({ school: '없는대학', university: null, recommendation: null });
  });

  it('recommends the best valid sitting holding every required subject', () => {
    const recommendation = data.goals[0]!.recommendation!;
    // the expired one scores more, the November one lacks 数学
    expect(recommendation.sitting).toMatchObject({ year: year - 1, month: 6 });
    expect(recommendation.total).toBe(310 + 135 + 150);
    expect(recommendation.max).toBe(800);
    expect(recommendation.reason).toContain(`${year - 1}년 6월`);
  });

  it('names the missing subject when no valid sitting holds it', async () => {
    await ctx.database.db
      .update(universities)
      .set({ math: 'COURSE1' })
      .where(eq(universities.id, kyoto));
    const fresh = await trackerOf('/me/score-tracker', student);
    const recommendation = fresh.goals[1]!.recommendation!;
    expect(recommendation.sitting).toBeNull();
    expect(recommendation.missing).toEqual(['MATH1']);
    expect(recommendation.reason).toBe('유효한 공식 성적에 수학 코스1 점수가 없습니다.');
  });

  it('is a student’s own: staff and parents are refused', async () => {
    expect((await get('/me/score-tracker', teacher)).status).toBe(403);
    expect((await get('/me/score-tracker', parent)).status).toBe(403);
    expect((await get('/me/score-tracker', null)).status).toBe(401);
    const empty = await trackerOf('/me/score-tracker', await createUser(ctx.database.db));
    expect(empty).toMatchObject({ series: [], sittings: [], goals: [] });
  });
});

describe('GET /api/admin/students/:id/score-tracker', () => {
  const path = () => `/admin/students/${student.user.id}/score-tracker`;

  it('gives staff who teach the student the same tracker and logs the view', async () => {
    const data = await trackerOf(path(), teacher);
    expect(data.student).toEqual({ id: student.user.id, name: '김하늘' });
    expect(data.goals[0]!.admitCount).toBe(5);
    const [logged] = await ctx.database.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.actorId, teacher.user.id), eq(accessLog.action, 'VIEW')));
    expect(logged).toMatchObject({
      studentId: student.user.id,
      targetType: 'student-score-tracker',
    });
    expect((await trackerOf(path(), admin)).series.length).toBeGreaterThan(0);
  });

  it('refuses a teacher who does not teach the student, parents and students', async () => {
    expect((await get(path(), otherTeacher)).status).toBe(403);
    expect((await get(path(), parent)).status).toBe(403);
    expect((await get(path(), student)).status).toBe(403);
    expect((await get('/admin/students/999999/score-tracker', admin)).status).toBe(404);
  });
});

describe('university subject sets', () => {
  const put = (id: number, body: unknown, who: TestUser) =>
    ctx.app.request(
      `/api/admin/universities/${id}/subjects`,
      jsonRequest('PUT', body, who.headers),
    );

  it('is edited by admins only, with strict values', async () => {
    const body = { japaneseRequired: true, science: 'GENERAL', math: 'COURSE1' };
    const refused = await put(tokyo, body, teacher);
    expect(refused.status).toBe(403);
    const saved = await put(tokyo, body, admin);
    expect(saved.status).toBe(200);
    expect(v.parse(UniversitySubjectsResponse, await saved.json()).data.subjects).toEqual(body);

    const bad = await put(tokyo, { ...body, science: 'MAGIC' }, admin);
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe('이과, 종합과목, 없음 중에서 선택해주세요.');
    expect((await put(tokyo, { ...body, extra: 1 }, admin)).status).toBe(400);
    expect((await put(999_999, body, admin)).status).toBe(404);

    const list = await get('/admin/universities/subjects', teacher);
    const subjects = v.parse(UniversitySubjectsListResponse, await list.json()).data;
    expect(subjects.find((row) => row.id === tokyo)!.subjects.science).toBe('GENERAL');
    expect((await get('/admin/universities/subjects', student)).status).toBe(403);
  });
});

describe('pass story scores', () => {
  const story = (scores: unknown) => ({
    universityId: kyoto,
    major: '공학부',
    year: year,
    reason: '이유',
    method: '방법',
    advice: '조언',
    scores,
  });
  const submit = (body: unknown, who: TestUser) =>
    ctx.app.request('/api/pass-stories', jsonRequest('POST', body, who.headers));

  it('refuses scores off their scale or against the sitting rules, and writes nothing', async () => {
    const author = await createUser(ctx.database.db, 'STUDENT');
    for (const [scores, message] of [
      [{ year: year - 1, month: 6, japaneseReading: 201 }, '0에서 200 사이의 정수를 입력해주세요.'],
      [{ year: year - 1, month: 6, japaneseWriting: 51 }, '0에서 50 사이의 정수를 입력해주세요.'],
      [
        {
          year: year - 1,
          month: 6,
          science1Subject: 'PHYSICS',
          science1Score: 60,
          generalStudies: 100,
        },
        '이과와 종합과목은 한 회차에 함께 응시할 수 없습니다. 둘 중 하나만 입력해주세요.',
      ],
      [
        {
          year: year - 1,
          month: 6,
          science1Subject: 'PHYSICS',
          science1Score: 60,
          science2Subject: 'PHYSICS',
          science2Score: 60,
        },
        '이과 두 과목은 서로 다른 과목이어야 합니다.',
      ],
      [
        { year: year - 1, month: 6, mathScore: 100 },
        '수학 코스와 점수를 모두 입력하거나 모두 비워주세요.',
      ],
      [{ year: year - 1, month: 7 }, '시행 회차는 6월 또는 11월을 선택해주세요.'],
    ] as const) {
      const response = await submit(story(scores), author);
      expect(response.status, JSON.stringify(scores)).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    const rows = await ctx.database.db
      .select()
      .from(passStories)
      .where(eq(passStories.userId, author.user.id));
    expect(rows).toEqual([]);
  });

  it('keeps valid scores, shows them to admins and counts them only once approved', async () => {
    const author = await createUser(ctx.database.db, 'STUDENT');
    const response = await submit(
      story({
        year: year - 1,
        month: 11,
        japaneseReading: 170,
        japaneseListening: 170,
        japaneseWriting: 45,
        science1Subject: 'PHYSICS',
        science1Score: 88,
        science2Subject: 'CHEMISTRY',
        science2Score: 77,
        mathCourse: 'COURSE2',
        mathScore: 190,
      }),
      author,
    );
    expect(response.status).toBe(201);
    // the public answer carries no scores
    expect(JSON.stringify(await response.json())).not.toContain('mathScore');
    const list = await get('/admin/pass-stories?status=PENDING', admin);
    const stories = v.parse(AdminPassStoryListResponse, await list.json()).data.stories;
    expect(stories[0]!.scores).toMatchObject({ year: year - 1, month: 11, mathScore: 190 });
    // pending: 교토대학 still has 4
    expect((await trackerOf('/me/score-tracker', student)).goals[1]!.admitCount).toBe(4);
    const approve = await ctx.app.request(
      `/api/admin/pass-stories/${stories[0]!.id}`,
      jsonRequest('PATCH', { status: 'APPROVED' }, admin.headers),
    );
    expect(approve.status).toBe(200);
    const kyotoGoal = (await trackerOf('/me/score-tracker', student)).goals[1]!;
    expect(kyotoGoal.admitCount).toBe(5);
    expect(kyotoGoal.ranges!.find((range) => range.key === 'JAPANESE')!.median).toBe(320);
    // a public read never carries a person's scores
    const pub = await (await ctx.app.request('/api/pass-stories?size=50')).text();
    expect(pub).not.toContain('japaneseReading');
  });
});
