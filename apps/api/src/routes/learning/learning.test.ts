// The classroom's panels from real activity (docs/product/learning.md): each student sees their own
// dashboard, 내 강의, 학습 진도, quizzes, achievements and settings; staff set the completion threshold.
import { rm } from 'node:fs/promises';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AchievementsResponse,
  LearningDashboardResponse,
  LearningQuizListResponse,
  LearningSettingsResponse,
  LectureProgressResponse,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import { answers, questions, submissions } from '../../db/schema/learning.ts';
import { quizOptions, quizzes } from '../../db/schema/lectures.ts';
import { notices } from '../../db/schema/notices.ts';
import { studyDays } from '../../db/schema/progress.ts';
import {
  createUser,
  createUsers,
  enrol,
  openedLesson,
  type TestUser,
} from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';
import { streaks } from './achievements.handlers.ts';
import { eq } from 'drizzle-orm';

const DAY = 24 * 60 * 60 * 1000;
let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: TestUser;
let lecture: Awaited<ReturnType<typeof createLecture>>;
let student: TestUser;
let classmate: TestUser;

const get = async <S extends v.GenericSchema>(
  schema: S,
  path: string,
  headers: Record<string, string>,
) => {
  const response = await ctx.app.request(path, { headers });
  expect(response.status).toBe(200);
  return (v.parse(schema, await response.json()) as { data: unknown })
    .data as v.InferOutput<S> extends {
    data: infer D;
  }
    ? D
    : never;
};

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  teacher = await createUser(db, 'TEACHER');
  lecture = await createLecture(db, teacher.user.id, { period: 30, title: '진도 강의' });
  ({ student, classmate } = await createUsers(db, { student: 'STUDENT', classmate: 'STUDENT' }));
  for (const reader of [student, classmate])
    await enrol(db, reader.user.id, lecture.lecture.id, {
      endsAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    });

  // The student watches half the video, passes the quiz perfectly and waits for feedback.
  await openedLesson(db, student.user.id, lecture.video.id);
  await ctx.app.request(
    '/api/lectures/watch',
    jsonRequest(
      'POST',
      { lectureDetailId: lecture.video.id, duration: 600, position: 300, intervals: [[0, 300]] },
      student.headers,
    ),
  );
  const [question] = await db.select().from(quizzes).where(eq(quizzes.detailId, lecture.quiz.id));
  const [correct] = await db
    .select()
    .from(quizOptions)
    .where(eq(quizOptions.quizId, question!.id))
    .orderBy(quizOptions.position)
    .offset(1);
  const graded = await ctx.app.request(
    '/api/lectures/grade-quiz',
    jsonRequest(
      'POST',
      {
        lectureDetailId: lecture.quiz.id,
        answers: [{ quizId: question!.id, optionId: correct!.id }],
      },
      student.headers,
    ),
  );
  expect(graded.status).toBe(201);
  await db.insert(submissions).values({
    userId: student.user.id,
    detailId: lecture.other.id,
    reviewUrl: 'https://blog.example.com/1',
    submittedAt: new Date(Date.now() - 60_000),
    feedback: '풀이를 보완해 주세요.',
    feedbackAt: new Date(),
    isCompleted: false,
    feedbackBy: teacher.user.id,
  });
  const [asked] = await db
    .insert(questions)
    .values({
      userId: student.user.id,
      lectureId: lecture.lecture.id,
      title: '질문',
      content: '내용',
    })
    .returning();
  await db
    .insert(answers)
    .values({ questionId: asked!.id, teacherId: teacher.user.id, content: '답변' });
  await db.insert(notices).values([
    {
      title: '새 공지',
      content: '내용',
      authorName: '관리자',
      // written a week ago, published yesterday: the dashboard dates it by its publication
      createdAt: new Date(Date.now() - 7 * DAY),
      publishAt: new Date(Date.now() - DAY),
    },
    {
      title: '예약 공지',
      content: '내일 공개',
      authorName: '관리자',
      publishAt: new Date(Date.now() + DAY),
    },
  ]);
});
afterAll(async () => {
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

describe('the dashboard', () => {
  it('shows the student’s own continue card, progress, assignments, feedback, answers and notices', async () => {
    const data = await get(LearningDashboardResponse, '/api/learning/dashboard', student.headers);
    expect(data.continueLesson).toMatchObject({
      detailId: lecture.video.id,
      // where the student stopped, not before it (docs/product/learning.md)
      resumeAt: 300,
      watchedRate: 50,
      lectureTitle: '진도 강의',
    });
    const mine = data.lectures.find((l) => l.lectureId === lecture.lecture.id)!;
    // The quiz is completed (1 of 3 lessons); the video is half watched; 30 days left.
    expect(mine).toMatchObject({
      progressRate: 33,
      completedLessons: 1,
      totalLessons: 3,
      expireDaysLeft: 30,
      nextDetailId: lecture.video.id,
    });
    expect(data.assignmentsToSubmit.map((a) => a.detailId)).toEqual([lecture.other.id]);
    expect(data.recentFeedback[0]).toMatchObject({
      detailId: lecture.other.id,
      feedback: '풀이를 보완해 주세요.',
      isCompleted: false,
    });
    expect(data.recentAnswers[0]).toMatchObject({ title: '질문', lectureTitle: '진도 강의' });
    // the quiz is passed: nothing due there
    expect(data.quizzesToTake).toEqual([]);
  });

  it('lists only notices already published, dated by their publication', async () => {
    const data = await get(LearningDashboardResponse, '/api/learning/dashboard', student.headers);
    expect(data.notices.map((n) => n.title)).toEqual(['새 공지']);
    const [published] = await ctx.database.db
      .select({ publishAt: notices.publishAt })
      .from(notices)
      .where(eq(notices.title, '새 공지'));
    expect(data.notices[0]!.publishAt).toBe(published!.publishAt.toISOString());
  });

  it('lists the quizzes of a lecture begun and not passed yet', async () => {
    const { db } = ctx.database;
    const { newcomer } = await createUsers(db, { newcomer: 'STUDENT' });
    await enrol(db, newcomer.user.id, lecture.lecture.id);
    const before = await get(
      LearningDashboardResponse,
      '/api/learning/dashboard',
      newcomer.headers,
    );
    // not begun: nothing is due yet
    expect(before.quizzesToTake).toEqual([]);
    await openedLesson(db, newcomer.user.id, lecture.video.id);
    const watched = await ctx.app.request(
      '/api/lectures/watch',
      jsonRequest(
        'POST',
        { lectureDetailId: lecture.video.id, duration: 600, position: 3, intervals: [[0, 3]] },
        newcomer.headers,
      ),
    );
    expect(watched.status).toBe(200);
    const after = await get(LearningDashboardResponse, '/api/learning/dashboard', newcomer.headers);
    expect(after.quizzesToTake).toEqual([
      {
        lectureId: lecture.lecture.id,
        lectureTitle: '진도 강의',
        detailId: lecture.quiz.id,
        detailTitle: expect.any(String) as string,
      },
    ]);
  });

  it('shows a classmate none of it', async () => {
    const data = await get(LearningDashboardResponse, '/api/learning/dashboard', classmate.headers);
    expect(data.continueLesson).toBeNull();
    expect(data.recentFeedback).toEqual([]);
    expect(data.recentAnswers).toEqual([]);
    expect(data.lectures.find((l) => l.lectureId === lecture.lecture.id)!.progressRate).toBe(0);
  });

  it('refuses a visitor', async () => {
    expect((await ctx.app.request('/api/learning/dashboard')).status).toBe(401);
  });
});

describe('학습 진도', () => {
  it('gives each lesson its status, watched time and last watched', async () => {
    const data = await get(
      LectureProgressResponse,
      `/api/learning/lectures/${lecture.lecture.id}/progress`,
      student.headers,
    );
    const [video, quiz, other] = data.chapters[0]!.details;
    expect(video).toMatchObject({
      status: 'IN_PROGRESS',
      watchedSeconds: 300,
      durationSeconds: 600,
      completedAt: null,
    });
    expect(video!.lastWatchedAt).not.toBeNull();
    expect(quiz).toMatchObject({ status: 'COMPLETED', bestScore: 100 });
    expect(other).toMatchObject({ status: 'NOT_STARTED', watchedSeconds: 0 });
    expect(data.progressRate).toBe(33);
  });

  it('answers 404 for an unknown lecture', async () => {
    const response = await ctx.app.request('/api/learning/lectures/999999/progress', {
      headers: student.headers,
    });
    expect(response.status).toBe(404);
  });
});

describe('퀴즈 and 성취', () => {
  it('lists quiz lessons with attempts and best score', async () => {
    const list = await get(LearningQuizListResponse, '/api/learning/quizzes', student.headers);
    expect(list.find((q) => q.detailId === lecture.quiz.id)).toMatchObject({
      attemptCount: 1,
      bestScore: 100,
      isCompleted: true,
      passScore: 60,
    });
    const other = await get(LearningQuizListResponse, '/api/learning/quizzes', classmate.headers);
    expect(other.find((q) => q.detailId === lecture.quiz.id)).toMatchObject({
      attemptCount: 0,
      bestScore: null,
    });
  });

  it('earns the first lesson and a perfect quiz with dates; not yet half the lecture', async () => {
    const data = await get(AchievementsResponse, '/api/learning/achievements', student.headers);
    const kind = (k: string) => data.achievements.filter((a) => a.kind === k);
    expect(kind('FIRST_LESSON')[0]).toMatchObject({ earned: true });
    expect(kind('FIRST_LESSON')[0]!.earnedAt).not.toBeNull();
    expect(kind('PERFECT_QUIZ')[0]).toMatchObject({ earned: true, lectureTitle: '진도 강의' });
    // 1 of 3 lessons: half needs 2.
    expect(kind('HALF_LECTURE')[0]).toMatchObject({ earned: false, lectureId: lecture.lecture.id });
    expect(data.currentStreakDays).toBe(1);
    const none = await get(AchievementsResponse, '/api/learning/achievements', classmate.headers);
    expect(none.achievements.every((a) => !a.earned)).toBe(true);
  });

  it('earns a 3-day streak from the study days, dated the third day', async () => {
    const { db } = ctx.database;
    await db.insert(studyDays).values(
      ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-05'].map((day) => ({
        userId: classmate.user.id,
        day,
      })),
    );
    const data = await get(AchievementsResponse, '/api/learning/achievements', classmate.headers);
    const three = data.achievements.find((a) => a.kind === 'STREAK' && a.days === 3)!;
    expect(three.earned).toBe(true);
    expect(three.earnedAt).toBe('2026-01-02T15:00:00.000Z'); // 3 January, 00:00 in Seoul
    expect(data.achievements.find((a) => a.kind === 'STREAK' && a.days === 7)!.earned).toBe(false);
  });

  it('counts the current streak only when it reaches today or yesterday', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
    expect(streaks(days, '2026-03-04').current).toBe(3);
    expect(streaks(days, '2026-03-05').current).toBe(0);
    expect(streaks([...days, '2026-03-05'], '2026-03-05').current).toBe(1);
  });
});

describe('설정', () => {
  it('keeps each user’s playback speed and autoplay, with defaults', async () => {
    const initial = await get(LearningSettingsResponse, '/api/learning/settings', student.headers);
    expect(initial).toEqual({ playbackRate: 1, autoplayNext: true, captionLang: null });
    const put = await ctx.app.request(
      '/api/learning/settings',
      jsonRequest('PUT', { playbackRate: 1.5, autoplayNext: false }, student.headers),
    );
    expect(put.status).toBe(200);
    expect(await get(LearningSettingsResponse, '/api/learning/settings', student.headers)).toEqual({
      playbackRate: 1.5,
      autoplayNext: false,
      captionLang: null,
    });
    // the caption track chosen in the player, kept for every device; then off again
    const ja = await ctx.app.request(
      '/api/learning/settings',
      jsonRequest('PUT', { captionLang: 'ja' }, student.headers),
    );
    expect(ja.status).toBe(200);
    expect(
      (await get(LearningSettingsResponse, '/api/learning/settings', student.headers)).captionLang,
    ).toBe('ja');
    const off = await ctx.app.request(
      '/api/learning/settings',
      jsonRequest('PUT', { captionLang: null }, student.headers),
    );
    expect(off.status).toBe(200);
    const en = await ctx.app.request(
      '/api/learning/settings',
      jsonRequest('PUT', { captionLang: 'en' }, student.headers),
    );
    expect(en.status).toBe(400);
    expect(
      await get(LearningSettingsResponse, '/api/learning/settings', classmate.headers),
    ).toEqual({ playbackRate: 1, autoplayNext: true, captionLang: null });
  });

  it.each([[3], [0.25], [1.3]])('refuses a playback speed of %s', async (playbackRate) => {
    const response = await ctx.app.request(
      '/api/learning/settings',
      jsonRequest('PUT', { playbackRate }, student.headers),
    );
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(validation.learning.playbackRate);
  });
});

describe('the completion threshold', () => {
  it('is set by the lecture’s teacher, refused to others and out of range', async () => {
    const put = (body: unknown, headers: Record<string, string>) =>
      ctx.app.request(
        `/api/admin/lectures/${lecture.lecture.id}/completion`,
        jsonRequest('PUT', body, headers),
      );
    expect((await put({ completionThreshold: 80 }, teacher.headers)).status).toBe(200);
    const progress = await get(
      LectureProgressResponse,
      `/api/learning/lectures/${lecture.lecture.id}/progress`,
      student.headers,
    );
    expect(progress.completionThreshold).toBe(80);
    const stranger = await createUser(ctx.database.db, 'TEACHER');
    expect((await put({ completionThreshold: 50 }, stranger.headers)).status).toBe(403);
    expect((await put({ completionThreshold: 50 }, student.headers)).status).toBe(403);
    const zero = await put({ completionThreshold: 0 }, teacher.headers);
    expect(zero.status).toBe(400);
    expect(await messageOf(zero)).toBe(validation.learning.threshold);
  });
});

describe('the OpenAPI document', () => {
  it('describes the learning calls', async () => {
    const response = await ctx.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const { paths } = (await response.json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/api/lectures/watch',
      '/api/lectures/grade-quiz',
      '/api/lectures/quiz-attempts',
      '/api/learning/dashboard',
      '/api/learning/lectures/{id}/progress',
      '/api/learning/achievements',
      '/api/learning/settings',
      '/api/admin/details/{id}/quiz',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
  });
});
