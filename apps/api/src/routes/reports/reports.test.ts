import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSentResponse, StudentOverviewResponse } from '@academy/api-client/contract';
import { accessLog } from '../../db/schema/audit.ts';
import { guardianLinks } from '../../db/schema/guardians.ts';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { questions, submissions } from '../../db/schema/learning.ts';
import { lessonCompletions, quizAttempts, studyDays } from '../../db/schema/progress.ts';
import { watchDays } from '../../db/schema/reports.ts';
import { createUser, enrol, openedLesson, type TestUser } from '../../test/fixtures.ts';
import { createLecture, createLectureTestApp, jsonRequest } from '../../test/lecture-fixtures.ts';
import { seoulWeek } from '../../lib/seoul-time.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: TestUser;
let otherTeacher: TestUser;
let strangerTeacher: TestUser;
let admin: TestUser;
let student: TestUser;
let guardian: TestUser;
let stranger: TestUser;
let lecture: Awaited<ReturnType<typeof createLecture>>;
let other: Awaited<ReturnType<typeof createLecture>>;
const DAY_MS = 24 * 60 * 60 * 1000;
// the week asked about: Monday 2026-11-16 00:00 to Sunday 2026-11-22 24:00, Seoul time
const MONDAY_START = new Date('2026-11-15T15:00:00.000Z');
const WEEK_END = new Date('2026-11-22T15:00:00.000Z');

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  teacher = await createUser(db, 'TEACHER');
  otherTeacher = await createUser(db, 'TEACHER');
  strangerTeacher = await createUser(db, 'TEACHER');
  admin = await createUser(db, 'ADMIN');
  student = await createUser(db, 'STUDENT', { name: '김학생' });
  guardian = await createUser(db, 'PARENT', { name: '김보호' });
  stranger = await createUser(db, 'STUDENT');
  lecture = await createLecture(db, teacher.user.id, { title: '일본어 독해' });
  other = await createLecture(db, otherTeacher.user.id, { title: '수학 코스2' });
  await createLecture(db, strangerTeacher.user.id, { title: '물리' });
  const since = new Date('2026-11-01T00:00:00.000Z');
  await enrol(db, student.user.id, lecture.lecture.id, {
    startsAt: since,
    endsAt: new Date(Date.now() + 40 * DAY_MS),
  });
  await enrol(db, student.user.id, other.lecture.id, { startsAt: since, endsAt: null });
  await db
    .insert(guardianLinks)
    .values({ studentId: student.user.id, guardianId: guardian.user.id });
  const id = student.user.id;
  await db
    .insert(studyDays)
    .values(
      ['2026-11-15', '2026-11-16', '2026-11-18', '2026-11-23'].map((day) => ({ userId: id, day })),
    );
  await db.insert(watchDays).values([
    { userId: id, lectureId: lecture.lecture.id, day: '2026-11-15', watchedMs: 999_000 },
    { userId: id, lectureId: lecture.lecture.id, day: '2026-11-16', watchedMs: 600_000 },
    { userId: id, lectureId: lecture.lecture.id, day: '2026-11-18', watchedMs: 300_500 },
    { userId: id, lectureId: other.lecture.id, day: '2026-11-22', watchedMs: 120_000 },
  ]);
  // the video completed one second before the week, the quiz within it
  await db.insert(lessonCompletions).values([
    {
      userId: id,
      detailId: lecture.video.id,
      reason: 'WATCHED',
      completedAt: new Date(MONDAY_START.getTime() - 1000),
    },
    { userId: id, detailId: lecture.quiz.id, reason: 'QUIZ_PASSED', completedAt: MONDAY_START },
  ]);
  await db.insert(quizAttempts).values(
    [
      { score: 100, createdAt: new Date(MONDAY_START.getTime() - DAY_MS) },
      { score: 40, createdAt: new Date(MONDAY_START.getTime() + DAY_MS) },
      { score: 80, createdAt: new Date(WEEK_END.getTime() - 1000) },
    ].map((attempt) => ({
      userId: id,
      detailId: lecture.quiz.id,
      totalQuestions: 5,
      correctAnswers: attempt.score / 20,
      answers: [],
      ...attempt,
    })),
  );
  // the assignment sent back within the week: submitted, with feedback, owed again
  await db.insert(submissions).values({
    userId: id,
    detailId: lecture.other.id,
    reviewUrl: 'https://x.test/1',
    submittedAt: new Date(MONDAY_START.getTime() + 2 * DAY_MS),
    feedback: '근거를 더 쓰세요',
    feedbackAt: new Date(MONDAY_START.getTime() + 3 * DAY_MS),
    isCompleted: false,
    feedbackBy: teacher.user.id,
  });
  await db.insert(questions).values([
    {
      userId: id,
      lectureId: lecture.lecture.id,
      title: '3번 문제 해설',
      content: '비밀 내용',
      createdAt: new Date(MONDAY_START.getTime() + DAY_MS),
      waitingSince: null,
    },
    {
      userId: id,
      lectureId: other.lecture.id,
      title: '적분 질문',
      content: '비밀 내용',
      createdAt: new Date(MONDAY_START.getTime() + 2 * DAY_MS),
    },
    {
      userId: id,
      lectureId: lecture.lecture.id,
      title: '지난주 질문',
      content: '비밀 내용',
      createdAt: new Date(MONDAY_START.getTime() - DAY_MS),
    },
  ]);
});
afterAll(async () => {
  await ctx.database.drop();
});

const overview = (
  headers: Record<string, string>,
  query = '?week=2026-11-19',
  id = student.user.id,
) => ctx.app.request(`/api/students/${id}/overview${query}`, { headers });
const read = async (headers: Record<string, string>, query?: string) => {
  const response = await overview(headers, query);
  expect(response.status).toBe(200);
  return v.parse(StudentOverviewResponse, await response.json()).data;
};

describe('seoulWeek', () => {
  it('runs from Monday 00:00 to Sunday 24:00 in Seoul', () => {
    expect(seoulWeek('2026-11-22')).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
      from: MONDAY_START,
      to: WEEK_END,
    });
    // Sunday 23:59 Seoul is still the week; Monday 00:00 Seoul is the next
    expect(seoulWeek(new Date(WEEK_END.getTime() - 1)).start).toBe('2026-11-16');
    expect(seoulWeek(WEEK_END).start).toBe('2026-11-23');
  });
});

describe('GET /api/students/:id/overview', () => {
  it("sums the week's study days, watched time, completions, quizzes, assignments and questions", async () => {
    const data = await read(student.headers);
    expect(data.student).toEqual({ id: student.user.id, name: '김학생' });
    expect(data.week).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(data.studyDays).toEqual(['2026-11-16', '2026-11-18']);
    // 600 + 300.5 s in the reading lecture, 120 s in maths; the Sunday before is not counted
    expect(data.watchedSeconds).toBe(900 + 120);
    expect(data.lessonsCompleted).toBe(1);
    expect(data.lectures).toEqual([
      {
        lectureId: lecture.lecture.id,
        title: '일본어 독해',
        progressRate: 67,
        completedLessons: 2,
        totalLessons: 3,
        expireDaysLeft: 40,
        watchedSeconds: 900,
      },
      {
        lectureId: other.lecture.id,
        title: '수학 코스2',
        progressRate: 0,
        completedLessons: 0,
        totalLessons: 3,
        expireDaysLeft: null,
        watchedSeconds: 120,
      },
    ]);
    expect(data.quizzes).toEqual([
      {
        detailId: lecture.quiz.id,
        lectureTitle: '일본어 독해',
        detailTitle: '확인 퀴즈',
        bestScore: 80,
        attempts: 2,
        passed: true,
      },
    ]);
    expect(data.submitted).toMatchObject([
      { detailId: lecture.other.id, feedback: '근거를 더 쓰세요', passed: false },
    ]);
    expect(data.outstanding).toEqual([
      {
        detailId: lecture.other.id,
        lectureTitle: '일본어 독해',
        detailTitle: '정리 과제',
        resubmit: true,
      },
      {
        detailId: other.other.id,
        lectureTitle: '수학 코스2',
        detailTitle: '정리 과제',
        resubmit: false,
      },
    ]);
    expect(data.questions.map((q) => [q.title, q.answered])).toEqual([
      ['3번 문제 해설', true],
      ['적분 질문', false],
    ]);
    expect(JSON.stringify(data)).not.toContain('비밀 내용');
  });

  it('shows the week before with what was completed by its end', async () => {
    const data = await read(student.headers, '?week=2026-11-09');
    expect(data.week).toEqual({ start: '2026-11-09', end: '2026-11-15' });
    expect(data.studyDays).toEqual(['2026-11-15']);
    expect(data.watchedSeconds).toBe(999);
    // the video, completed at Sunday 23:59:59 Seoul
    expect(data.lessonsCompleted).toBe(1);
    expect(data.lectures[0]).toMatchObject({ progressRate: 33, completedLessons: 1 });
    expect(data.quizzes).toMatchObject([{ bestScore: 100, attempts: 1 }]);
    expect(data.questions.map((q) => q.title)).toEqual(['지난주 질문']);
  });

  it('is read by a linked guardian, not by anyone else', async () => {
    expect((await read(guardian.headers)).watchedSeconds).toBe(1020);
    const refused = await overview(stranger.headers);
    expect(refused.status).toBe(404);
    // the stranger learns nothing from the guardian's answer, nor from its own id as a student
    const unknown = await overview(stranger.headers, '', 999_999);
    expect(unknown.status).toBe(404);
    expect((await overview({})).status).toBe(401);
  });

  it("gives a teacher their own lectures only, logs the view, refuses another's student", async () => {
    const data = await read(teacher.headers);
    expect(data.lectures.map((row) => row.title)).toEqual(['일본어 독해']);
    expect(data.watchedSeconds).toBe(900);
    expect(data.questions.map((q) => q.title)).toEqual(['3번 문제 해설']);
    expect(data.outstanding.map((row) => row.lectureTitle)).toEqual(['일본어 독해']);
    const [logged] = await ctx.database.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.actorId, teacher.user.id), eq(accessLog.action, 'VIEW')));
    expect(logged).toMatchObject({ studentId: student.user.id, targetType: 'student-overview' });
    expect((await overview(strangerTeacher.headers)).status).toBe(403);
    expect((await read(admin.headers)).lectures).toHaveLength(2);
  });

  it('refuses a week that is not a date', async () => {
    const response = await overview(student.headers, '?week=last');
    expect(response.status).toBe(400);
  });

  it("counts a watch report's new unique seconds on the day, rewatching adds nothing", async () => {
    const { db } = ctx.database;
    const watcher = await createUser(db, 'STUDENT');
    const timed = await createLecture(db, teacher.user.id, { title: '청해', videoSeconds: 100 });
    await enrol(db, watcher.user.id, timed.lecture.id);
    await openedLesson(db, watcher.user.id, timed.video.id);
    const send = (intervals: [number, number][]) =>
      ctx.app.request(
        '/api/lectures/watch',
        jsonRequest(
          'POST',
          { lectureDetailId: timed.video.id, duration: 100, position: 30, intervals },
          watcher.headers,
        ),
      );
    expect((await send([[0, 30]])).status).toBe(200);
    expect((await send([[0, 30]])).status).toBe(200);
    expect((await send([[20, 50]])).status).toBe(200);
    const response = await ctx.app.request(`/api/students/${watcher.user.id}/overview`, {
      headers: watcher.headers,
    });
    const data = v.parse(StudentOverviewResponse, await response.json()).data;
    expect(data.watchedSeconds).toBe(50);
  });
});

describe('POST /api/admin/students/:id/report', () => {
  const send = (headers: Record<string, string>, id = student.user.id) =>
    ctx.app.request(
      `/api/admin/students/${id}/report?week=2026-11-16`,
      jsonRequest('POST', {}, headers),
    );

  it('writes the report to the student and each guardian once a day', async () => {
    const first = await send(teacher.headers);
    expect(first.status).toBe(200);
    // email only: neither has a phone number
    expect(v.parse(ReportSentResponse, await first.json()).data).toEqual({
      messages: 2,
      recipients: 2,
    });
    const again = v.parse(ReportSentResponse, await (await send(teacher.headers)).json()).data;
    expect(again.messages).toBe(0);
    // the whole week, though the teacher's own page shows only their lecture
    const [sent] = await ctx.database.db
      .select({ variables: outboxMessages.variables, key: outboxMessages.dedupeKey })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientUserId, guardian.user.id));
    expect(String(sent!.variables.lectures)).toContain('수학 코스2');
    expect(sent!.key).toMatch(/^staff-report:2026-11-16:\d{4}-\d{2}-\d{2}:/);
  });

  it('is for staff who teach the student', async () => {
    expect((await send(student.headers)).status).toBe(403);
    expect((await send(strangerTeacher.headers)).status).toBe(403);
  });
});
