import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClassroomDetailContentResponse,
  ClassroomLectureResponse,
  ClassroomListResponse,
  ErrorEnvelope,
  QuestionResponse,
  ShopLectureListResponse,
  SubmissionStatusResponse,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import { submissions } from '../../db/schema/learning.ts';
import { lessonCompletions } from '../../db/schema/progress.ts';
import { createUser, createUsers, enrol, type TestUser } from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: TestUser;
let student: TestUser;
let lecture: Awaited<ReturnType<typeof createLecture>>;
let unlimited: Awaited<ReturnType<typeof createLecture>>;

beforeAll(async () => {
  ctx = await createLectureTestApp();
  ({ teacher, student } = await createUsers(ctx.database.db, {
    teacher: 'TEACHER',
    student: 'STUDENT',
  }));
  lecture = await createLecture(ctx.database.db, teacher.user.id, {
    period: 30,
    title: '기한 있는 강의',
  });
  unlimited = await createLecture(ctx.database.db, teacher.user.id, {
    period: 0,
    title: '무제한 강의',
  });
  await enrol(ctx.database.db, student.user.id, lecture.lecture.id, {
    endsAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
  });
  await enrol(ctx.database.db, student.user.id, unlimited.lecture.id);
});
afterAll(async () => {
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

const submit = (body: unknown, headers = student.headers) =>
  ctx.app.request('/api/lectures/submit-link', jsonRequest('POST', body, headers));

describe('the classroom reads', () => {
  it('refuses a visitor with a 401 envelope', async () => {
    const response = await ctx.app.request('/api/lectures/list');
    expect(response.status).toBe(401);
    expect(v.parse(ErrorEnvelope, await response.json()).code).toBe('UNAUTHORIZED');
  });

  it('lists the lectures grouped by teacher', async () => {
    const response = await ctx.app.request('/api/lectures/list', { headers: student.headers });
    const body = v.parse(ClassroomListResponse, await response.json());
    const group = body.data.find((entry) => entry.teacherId === teacher.user.id);
    expect(group?.lectures.map((entry) => entry.lectureTitle)).toEqual([
      '기한 있는 강의',
      '무제한 강의',
    ]);
  });

  it('gives days left from the period, null when unlimited, and the outline in order', async () => {
    const limited = v.parse(
      ClassroomLectureResponse,
      await (
        await ctx.app.request(`/api/lectures/${lecture.lecture.id}`, { headers: student.headers })
      ).json(),
    );
    expect(limited.data.expireDaysLeft).toBe(30);
    expect(limited.data.chapters[0]!.details.map((detail) => detail.type)).toEqual([
      'VIDEO',
      'QUIZ',
      'OTHER',
    ]);
    const open = v.parse(
      ClassroomLectureResponse,
      await (
        await ctx.app.request(`/api/lectures/${unlimited.lecture.id}`, { headers: student.headers })
      ).json(),
    );
    expect(open.data.expireDaysLeft).toBeNull();
    expect(
      (await ctx.app.request('/api/lectures/999999', { headers: student.headers })).status,
    ).toBe(404);
  });

  it('serves a quiz without revealing the answer, and a video whose player a student gets only through a playback session', async () => {
    const quiz = v.parse(
      ClassroomDetailContentResponse,
      await (
        await ctx.app.request(
          '/api/lectures/detail',
          jsonRequest('POST', { lectureDetailId: lecture.quiz.id, type: 'quiz' }, student.headers),
        )
      ).json(),
    );
    expect(quiz.data.quizzes[0]!.options.map((option) => option.optionText)).toEqual([
      '1회',
      '2회',
    ]);
    expect(JSON.stringify(quiz.data)).not.toContain('isCorrect');
    const video = v.parse(
      ClassroomDetailContentResponse,
      await (
        await ctx.app.request(
          '/api/lectures/detail',
          jsonRequest('POST', { lectureDetailId: lecture.video.id }, student.headers),
        )
      ).json(),
    );
    expect(video.data.video?.externalVideoId).toBe('sample-video-id-0001');
    // no file link to play around the session's token and limit (routes/playback)
    expect(video.data.video?.playerUrl).toBeNull();
    expect(JSON.stringify(video.data)).not.toContain('/player?');
  });

  it('lists the shop publicly', async () => {
    const body = v.parse(
      ShopLectureListResponse,
      await (await ctx.app.request('/api/shop/lectures')).json(),
    );
    expect(body.data.some((entry) => entry.title === '무제한 강의' && entry.period === 0)).toBe(
      true,
    );
  });
});

describe('assignment links', () => {
  it('refuses an empty or missing link, a missing detail and a quiz with the validation messages', async () => {
    const empty = await submit({ lectureDetailId: lecture.other.id, reviewUrl: '   ' });
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe(validation.assignment.urlRequired);
    const noDetail = await submit({ reviewUrl: 'https://example.com' });
    expect(await messageOf(noDetail)).toBe(validation.assignment.detailRequired);
    const quiz = await submit({
      lectureDetailId: lecture.quiz.id,
      reviewUrl: 'https://example.com',
    });
    expect(quiz.status).toBe(400);
    const notUrl = await submit({
      lectureDetailId: lecture.other.id,
      reviewUrl: 'javascript:alert(1)',
    });
    expect(notUrl.status).toBe(400);
    expect(
      (await submit({ lectureDetailId: 999999, reviewUrl: 'https://example.com' })).status,
    ).toBe(404);
    expect(await ctx.database.db.select().from(submissions)).toEqual([]);
  });

  it('stores a trimmed link, replaces it while it waits, and lets a failed one be redone', async () => {
    const first = await submit({
      lectureDetailId: lecture.other.id,
      reviewUrl: '  https://blog.example.com/note  ',
    });
    expect(first.status).toBe(201);
    const status = v.parse(SubmissionStatusResponse, await first.json());
    expect(status.data).toMatchObject({
      hasSubmission: true,
      reviewUrl: 'https://blog.example.com/note',
      canResubmit: true,
    });

    // Before its review a new link replaces the waiting one: still one attempt, the latest link.
    const again = await submit({
      lectureDetailId: lecture.other.id,
      reviewUrl: 'https://blog.example.com/2',
    });
    expect(again.status).toBe(201);
    expect(v.parse(SubmissionStatusResponse, await again.json()).data).toMatchObject({
      submissionId: status.data.submissionId,
      reviewUrl: 'https://blog.example.com/2',
      hasFeedback: false,
    });
    expect(await ctx.database.db.select().from(submissions)).toHaveLength(1);

    // A feedback that does not pass: the student may submit a new link (docs/product/learning.md).
    await ctx.database.db
      .update(submissions)
      .set({
        feedback: '보완해 주세요',
        isCompleted: false,
        feedbackAt: new Date(),
        feedbackBy: teacher.user.id,
      })
      .where(eq(submissions.id, status.data.submissionId!));
    const read = v.parse(
      SubmissionStatusResponse,
      await (
        await ctx.app.request(`/api/lectures/submission?lectureDetailId=${lecture.other.id}`, {
          headers: student.headers,
        })
      ).json(),
    );
    expect(read.data).toMatchObject({
      hasFeedback: true,
      feedback: '보완해 주세요',
      isCompleted: false,
      canResubmit: true,
    });
    const redone = await submit({
      lectureDetailId: lecture.other.id,
      reviewUrl: 'https://blog.example.com/3',
    });
    expect(redone.status).toBe(201);
    // The reviewed attempt kept its link; the new one is a second attempt.
    const rows = await ctx.database.db.select().from(submissions);
    expect(rows.map((row) => row.reviewUrl).sort()).toEqual([
      'https://blog.example.com/2',
      'https://blog.example.com/3',
    ]);

    // Passed: no link is taken any more, with the reason in Korean.
    await ctx.database.db
      .update(submissions)
      .set({ feedback: '좋아요', isCompleted: true, feedbackAt: new Date() })
      .where(eq(submissions.reviewUrl, 'https://blog.example.com/3'));
    const afterPass = await submit({
      lectureDetailId: lecture.other.id,
      reviewUrl: 'https://blog.example.com/4',
    });
    expect(afterPass.status).toBe(409);
    expect(((await afterPass.json()) as { message: string }).message).toBe(
      '이미 통과한 과제입니다.',
    );
  });

  it('counts completed lessons of every kind over all lessons (docs/product/learning.md)', async () => {
    const other = await createUser(ctx.database.db, 'STUDENT');
    await enrol(ctx.database.db, other.user.id, lecture.lecture.id);
    await ctx.database.db.insert(submissions).values({
      userId: other.user.id,
      detailId: lecture.other.id,
      reviewUrl: 'https://example.com',
      feedback: '좋아요',
      isCompleted: true,
      feedbackAt: new Date(),
    });
    const outline = async () =>
      v.parse(
        ClassroomLectureResponse,
        await (
          await ctx.app.request(`/api/lectures/${lecture.lecture.id}`, { headers: other.headers })
        ).json(),
      ).data;
    // The passed assignment: 1 of 3 lessons (the quiz counts too now).
    expect((await outline()).progressRate).toBe(33);
    await ctx.database.db
      .insert(lessonCompletions)
      .values({ userId: other.user.id, detailId: lecture.quiz.id, reason: 'QUIZ_PASSED' });
    const after = await outline();
    expect(after.progressRate).toBe(67);
    expect(after.chapters[0]!.details.map((d) => d.isCompleted)).toEqual([false, true, true]);
  });

  it('is for students only', async () => {
    const response = await submit(
      { lectureDetailId: lecture.other.id, reviewUrl: 'https://example.com' },
      teacher.headers,
    );
    expect(response.status).toBe(403);
  });
});

describe('questions about a lecture', () => {
  it('creates one with the lecture title, stores HTML as plain text, and refuses a smuggled field', async () => {
    const response = await ctx.app.request(
      `/api/lectures/${lecture.lecture.id}/questions`,
      jsonRequest(
        'POST',
        { title: '<script>alert(1)</script>', content: "'; drop table users; --" },
        student.headers,
      ),
    );
    expect(response.status).toBe(201);
    const raw = (await response.json()) as { data: Record<string, unknown> };
    const body = v.parse(QuestionResponse, raw);
    expect(body.data).toMatchObject({
      title: '<script>alert(1)</script>',
      lectureTitle: '기한 있는 강의',
      isAnswered: false,
    });
    // the public view, like every question route
    expect(raw.data).not.toHaveProperty('ownerId');
    expect(raw.data).not.toHaveProperty('teacherId');
    const smuggled = await ctx.app.request(
      `/api/lectures/${lecture.lecture.id}/questions`,
      jsonRequest('POST', { title: '제목', content: '내용', userId: 1 }, student.headers),
    );
    expect(smuggled.status).toBe(400);
  });
});
