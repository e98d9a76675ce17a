// The progress kept on each enrolment (docs/decisions/048) equals the one recomputed from the
// records after every kind of write that changes it, each made through its route: enrolling,
// watching (with and without completing), a quiz attempt, a submission, its replacement and its
// feedback, an attendance mark and its undo, a lesson added and deleted.
import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { enrolments, submissions } from '../db/schema/learning.ts';
import { details, quizOptions, quizzes } from '../db/schema/lectures.ts';
import { lessonCompletions } from '../db/schema/progress.ts';
import { createUser, openedLesson } from '../test/fixtures.ts';
import { createLecture, createLectureTestApp, jsonRequest } from '../test/lecture-fixtures.ts';
import { progressDrift } from './enrolment-progress.ts';

type U = Awaited<ReturnType<typeof createUser>>;
let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: U;
let student: U;
let lecture: Awaited<ReturnType<typeof createLecture>>;

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  teacher = await createUser(db, 'TEACHER');
  student = await createUser(db, 'STUDENT');
  lecture = await createLecture(db, teacher.user.id, { videoSeconds: 100 });
});
afterAll(async () => {
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

const send = async (
  method: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
) => {
  const response = await ctx.app.request(url, jsonRequest(method, body, headers));
  expect(response.status, `${method} ${url}`).toBeLessThan(300);
  return response;
};

/** The student's kept values, after checking every enrolment of the lecture against a recount. */
async function kept(userId = student.user.id) {
  const { db } = ctx.database;
  expect(await progressDrift(db, { lectureId: lecture.lecture.id })).toEqual([]);
  const [row] = await db
    .select({ completed: enrolments.completedLessons, at: enrolments.lastActivityAt })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.lectureId, lecture.lecture.id)));
  return row!;
}

describe("an enrolment's kept progress", () => {
  it('equals the recount after each kind of write', async () => {
    const { db } = ctx.database;
    const headers = student.headers;
    await send(
      'POST',
      '/api/admin/enrolments',
      { userId: student.user.id, lectureId: lecture.lecture.id },
      teacher.headers,
    );
    expect(await kept()).toEqual({ completed: 0, at: null });

    // watching without completing: activity only
    await openedLesson(db, student.user.id, lecture.video.id);
    const watch = (intervals: [number, number][]) =>
      send(
        'POST',
        '/api/lectures/watch',
        { lectureDetailId: lecture.video.id, duration: 100, position: 0, intervals },
        headers,
      );
    await watch([[0, 30]]);
    const watched = await kept();
    expect(watched.completed).toBe(0);
    expect(watched.at).not.toBeNull();
    // watching on past the threshold completes the video
    await watch([[30, 100]]);
    const afterVideo = await kept();
    expect(afterVideo.completed).toBe(1);
    expect(afterVideo.at!.getTime()).toBeGreaterThan(watched.at!.getTime());

    // a passing quiz attempt completes the quiz
    const [question] = await db
      .select({ quizId: quizzes.id, optionId: quizOptions.id })
      .from(quizzes)
      .innerJoin(quizOptions, eq(quizOptions.quizId, quizzes.id))
      .where(and(eq(quizzes.detailId, lecture.quiz.id), eq(quizOptions.isCorrect, true)));
    await send(
      'POST',
      '/api/lectures/grade-quiz',
      { lectureDetailId: lecture.quiz.id, answers: [question] },
      headers,
    );
    expect((await kept()).completed).toBe(2);

    // a link submitted, then replaced while it waits: activity, no completion yet
    const link = { lectureDetailId: lecture.other.id, reviewUrl: 'https://blog.example.com/1' };
    await send('POST', '/api/lectures/submit-link', link, headers);
    const submitted = await kept();
    await send(
      'POST',
      '/api/lectures/submit-link',
      { ...link, reviewUrl: 'https://blog.example.com/2' },
      headers,
    );
    const replaced = await kept();
    expect(replaced.completed).toBe(2);
    expect(replaced.at!.getTime()).toBeGreaterThan(submitted.at!.getTime());
    // the teacher passes it: the assignment is completed
    const [submission] = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.userId, student.user.id));
    await send(
      'POST',
      `/api/teacher/submissions/${submission!.id}/feedback`,
      { feedback: '잘했어요', isCompleted: true },
      teacher.headers,
    );
    expect((await kept()).completed).toBe(3);

    // a live lesson added (no count changes), marked present, then the mark undone
    const [live] = await db
      .insert(details)
      .values({ chapterId: lecture.chapter.id, title: '실시간 특강', type: 'LIVE', detailOrder: 3 })
      .returning();
    expect((await kept()).completed).toBe(3);
    const marks = { lectureDetailId: live!.id, userIds: [student.user.id] };
    await send(
      'PUT',
      '/api/admin/lectures/attendance',
      { ...marks, status: 'PRESENT' },
      teacher.headers,
    );
    expect((await kept()).completed).toBe(4);
    await send('POST', '/api/admin/lectures/attendance/undo', marks, teacher.headers);
    expect((await kept()).completed).toBe(3);

    // the video deleted: its completion and watch record go, the last activity falls back
    await send('DELETE', `/api/admin/lectures/details/${lecture.video.id}`, {}, teacher.headers);
    const afterDelete = await kept();
    expect(afterDelete.completed).toBe(2);
    expect(afterDelete.at!.getTime()).toBe(replaced.at!.getTime());
  });

  it('counts what a student did before when they are enrolled (again)', async () => {
    const { db } = ctx.database;
    const returning = await createUser(db, 'STUDENT');
    // a completion from an earlier time in the lecture, written straight in
    await db
      .insert(lessonCompletions)
      .values({ userId: returning.user.id, detailId: lecture.quiz.id, reason: 'QUIZ_PASSED' });
    await send(
      'POST',
      '/api/admin/enrolments',
      { userId: returning.user.id, lectureId: lecture.lecture.id },
      teacher.headers,
    );
    expect(await kept(returning.user.id)).toEqual({ completed: 1, at: null });
  });

  it('counts at start the enrolments never counted (rows a script wrote)', async () => {
    const { db } = ctx.database;
    const scripted = await createUser(db, 'STUDENT');
    await db.insert(enrolments).values({ userId: scripted.user.id, lectureId: lecture.lecture.id });
    await db
      .insert(lessonCompletions)
      .values({ userId: scripted.user.id, detailId: lecture.quiz.id, reason: 'QUIZ_PASSED' });
    const before = await db
      .select({ completed: enrolments.completedLessons })
      .from(enrolments)
      .where(eq(enrolments.userId, scripted.user.id));
    expect(before).toEqual([{ completed: null }]);
    // the same database opened again, as a restarted server does
    const handle = ctx.database.dumpDataDir
      ? await openDatabase({ kind: 'pglite', copyOf: await ctx.database.dumpDataDir() })
      : await openDatabase({ kind: 'postgres', url: ctx.database.url! });
    try {
      const after = await handle.db
        .select({ completed: enrolments.completedLessons })
        .from(enrolments)
        .where(eq(enrolments.userId, scripted.user.id));
      expect(after).toEqual([{ completed: 1 }]);
      expect(await progressDrift(handle.db, { every: true })).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
