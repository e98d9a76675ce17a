// The one learning access rule (lib/lecture-access.ts, learningRefusal; docs/decisions/037), route
// by route: every learning read and write needs an open enrolment in a lecture that is not a draft,
// or staff (a teacher only for their own lectures, an admin for all); staff record nothing.
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lectures } from '../../db/schema/lectures.ts';
import { quizOptions, quizzes } from '../../db/schema/lectures.ts';
import { createUser, enrol, openedLesson } from '../../test/fixtures.ts';
import { createLecture, createLectureTestApp, jsonRequest } from '../../test/lecture-fixtures.ts';

type Made = Awaited<ReturnType<typeof createLecture>>;
type Caller = Awaited<ReturnType<typeof createUser>>;

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let published: Made;
let draft: Made;
const callers: Record<string, Caller> = {};

/** Each learning route as a request about one lecture's lessons. */
const ROUTES: {
  name: string;
  write: boolean;
  request: (
    lecture: Made,
    quizAnswer: { quizId: number; optionId: number },
  ) => [string, RequestInit?];
}[] = [
  {
    name: 'GET /lectures/{id} (outline)',
    write: false,
    request: (l) => [`/api/lectures/${l.lecture.id}`],
  },
  {
    name: 'POST /lectures/detail (lesson content)',
    write: false,
    request: (l) => [
      '/api/lectures/detail',
      { method: 'POST', body: { lectureDetailId: l.video.id } as never },
    ],
  },
  {
    name: 'GET /learning/lectures/{id}/progress',
    write: false,
    request: (l) => [`/api/learning/lectures/${l.lecture.id}/progress`],
  },
  {
    name: 'GET /lectures/watch (watch state)',
    write: false,
    request: (l) => [`/api/lectures/watch?lectureDetailId=${l.video.id}`],
  },
  {
    name: 'GET /lectures/quiz-attempts',
    write: false,
    request: (l) => [`/api/lectures/quiz-attempts?lectureDetailId=${l.quiz.id}`],
  },
  {
    name: 'GET /lectures/submission',
    write: false,
    request: (l) => [`/api/lectures/submission?lectureDetailId=${l.other.id}`],
  },
  {
    name: 'POST /lectures/watch (report)',
    write: true,
    request: (l) => [
      '/api/lectures/watch',
      {
        method: 'POST',
        body: {
          lectureDetailId: l.video.id,
          duration: 100,
          position: 5,
          intervals: [[0, 5]],
        } as never,
      },
    ],
  },
  {
    name: 'POST /lectures/grade-quiz',
    write: true,
    request: (l, answer) => [
      '/api/lectures/grade-quiz',
      { method: 'POST', body: { lectureDetailId: l.quiz.id, answers: [answer] } as never },
    ],
  },
  {
    name: 'POST /lectures/{id}/questions',
    write: true,
    request: (l) => [
      `/api/lectures/${l.lecture.id}/questions`,
      { method: 'POST', body: { title: '질문', content: '내용' } as never },
    ],
  },
  {
    name: 'POST /students/me/questions',
    write: true,
    request: (l) => [
      '/api/students/me/questions',
      {
        method: 'POST',
        body: { lectureId: l.lecture.id, title: '질문', content: '내용' } as never,
      },
    ],
  },
  {
    name: 'POST /lectures/submit-link',
    write: true,
    request: (l) => [
      '/api/lectures/submit-link',
      {
        method: 'POST',
        body: { lectureDetailId: l.other.id, reviewUrl: 'https://example.com/work' } as never,
      },
    ],
  },
];

/** Who asks, about which lecture, and what a read and a write answer. */
const ACTORS: { who: string; lecture: () => Made; read: number; write: number }[] = [
  { who: 'never enrolled', lecture: () => published, read: 403, write: 403 },
  { who: 'ended enrolment', lecture: () => published, read: 403, write: 403 },
  { who: 'enrolled in a draft', lecture: () => draft, read: 404, write: 404 },
  { who: 'other teacher', lecture: () => published, read: 403, write: 403 },
  { who: 'owner teacher', lecture: () => published, read: 200, write: 403 },
  { who: 'admin', lecture: () => published, read: 200, write: 403 },
  { who: 'enrolled', lecture: () => published, read: 200, write: 201 },
];

async function rightAnswer(lecture: Made) {
  const [row] = await ctx.database.db
    .select({ quizId: quizzes.id, optionId: quizOptions.id })
    .from(quizzes)
    .innerJoin(quizOptions, eq(quizOptions.quizId, quizzes.id))
    .where(eq(quizzes.detailId, lecture.quiz.id))
    .limit(1);
  return row!;
}

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  const owner = await createUser(db, 'TEACHER');
  published = await createLecture(db, owner.user.id, { period: 30, videoSeconds: 100 });
  draft = await createLecture(db, owner.user.id, { videoSeconds: 100 });
  await db.update(lectures).set({ status: 'DRAFT' }).where(eq(lectures.id, draft.lecture.id));
  callers['never enrolled'] = await createUser(db);
  callers['ended enrolment'] = await createUser(db);
  await enrol(db, callers['ended enrolment'].user.id, published.lecture.id, {
    startsAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000),
    endsAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
  });
  callers['enrolled in a draft'] = await createUser(db);
  await enrol(db, callers['enrolled in a draft'].user.id, draft.lecture.id);
  callers['other teacher'] = await createUser(db, 'TEACHER');
  callers['owner teacher'] = owner;
  callers.admin = await createUser(db, 'ADMIN');
  callers.enrolled = await createUser(db);
  await enrol(db, callers.enrolled.user.id, published.lecture.id);
  for (const who of ['never enrolled', 'ended enrolment', 'enrolled'] as const) {
    await openedLesson(db, callers[who]!.user.id, published.video.id);
  }
  await openedLesson(db, callers['enrolled in a draft']!.user.id, draft.video.id);
});
afterAll(async () => {
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

describe('every learning route follows the one access rule', () => {
  const cases = ACTORS.flatMap((actor) => ROUTES.map((route) => ({ ...actor, route })));
  it.each(cases)('$route.name as $who', async ({ who, lecture, read, write, route }) => {
    const made = lecture();
    const [path, init] = route.request(made, await rightAnswer(made));
    const caller = callers[who]!;
    const response = await ctx.app.request(
      path,
      init?.method === 'POST'
        ? jsonRequest('POST', init.body, caller.headers)
        : { headers: caller.headers },
    );
    const expected = route.write ? write : read;
    // a read answers 200, a write 200 (a watch report) or 201 (what it created)
    if (expected === 201) expect([200, 201]).toContain(response.status);
    else if (expected === 200 && !route.write) expect(response.status).toBe(200);
    else expect(response.status).toBe(expected);
  });
});
