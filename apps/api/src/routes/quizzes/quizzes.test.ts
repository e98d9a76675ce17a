// Graded quizzes (docs/product/learning.md) per role: the answers stay on the server until an
// attempt, grading in the original grade-quiz shape, attempts and best score, completion at the
// pass score that stays, bad answers, and the staff's editor.
import { rm } from 'node:fs/promises';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClassroomDetailContentResponse,
  QuizAttemptsResponse,
  QuizForStaffResponse,
  QuizGradeResponse,
  type QuizEditRequest,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import { createUser, enrol } from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';

const m = validation.learning;
let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: Awaited<ReturnType<typeof createUser>>;
let lecture: Awaited<ReturnType<typeof createLecture>>;
let quiz: v.InferOutput<typeof QuizForStaffResponse>['data'];

const QUIZ: QuizEditRequest = {
  passScore: 60,
  questions: [
    {
      question: 'EJU는 1년에 몇 번?',
      explanation: '6월과 11월, 두 번 시행됩니다.',
      options: [
        { optionText: '1회', isCorrect: false },
        { optionText: '2회', isCorrect: true },
      ],
    },
    {
      question: '점수 유효 기간은?',
      options: [
        { optionText: '1년', isCorrect: false },
        { optionText: '2년', isCorrect: true },
        { optionText: '5년', isCorrect: false },
      ],
    },
    {
      question: '시험 언어는?',
      explanation: null,
      options: [
        { optionText: '일본어 또는 영어', isCorrect: true },
        { optionText: '한국어', isCorrect: false },
      ],
    },
  ],
};

const editQuiz = (body: unknown, headers = teacher.headers, detailId = lecture.quiz.id) =>
  ctx.app.request(`/api/admin/details/${detailId}/quiz`, jsonRequest('PUT', body, headers));
const grade = (headers: Record<string, string>, answers: unknown, detailId = lecture.quiz.id) =>
  ctx.app.request(
    '/api/lectures/grade-quiz',
    jsonRequest('POST', { lectureDetailId: detailId, answers }, headers),
  );
/** One answer per question: correct for the first `right` questions, wrong for the rest. */
const answers = (right: number) =>
  quiz.questions.map((question, index) => ({
    quizId: question.quizId,
    optionId: question.options.find((option) => option.isCorrect === index < right)!.optionId,
  }));

/**
 * A new student enrolled in the shared lecture (docs/product/learning.md: nobody is enrolled by
 * visiting).
 */
async function enrolledStudent() {
  const student = await createUser(ctx.database.db);
  await enrol(ctx.database.db, student.user.id, lecture.lecture.id);
  return student;
}

beforeAll(async () => {
  ctx = await createLectureTestApp();
  teacher = await createUser(ctx.database.db, 'TEACHER');
  lecture = await createLecture(ctx.database.db, teacher.user.id);
  const saved = await editQuiz(QUIZ);
  expect(saved.status).toBe(200);
  quiz = v.parse(QuizForStaffResponse, await saved.json()).data;
});
afterAll(async () => {
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

describe('a student takes a quiz', () => {
  it('reads the questions without any sign of the correct option or the explanation', async () => {
    const student = await enrolledStudent();
    const response = await ctx.app.request(
      '/api/lectures/detail',
      jsonRequest('POST', { lectureDetailId: lecture.quiz.id }, student.headers),
    );
    const text = await response.text();
    expect(v.parse(ClassroomDetailContentResponse, JSON.parse(text)).data.quizzes).toHaveLength(3);
    expect(text).not.toMatch(/isCorrect|correct|explanation/i);
    expect(text).not.toContain('6월과 11월');
  });

  it('fails, retries and passes; every attempt is kept with the best score', async () => {
    const student = await enrolledStudent();
    const failed = await grade(student.headers, answers(1));
    expect(failed.status).toBe(201);
    const first = v.parse(QuizGradeResponse, await failed.json()).data;
    expect(first).toMatchObject({
      totalQuestions: 3,
      correctAnswers: 1,
      score: 33,
      passScore: 60,
      passed: false,
      isCompleted: false,
      bestScore: 33,
    });
    // A failed attempt with attempts left tells which answers were right, not the right options.
    expect(first).toMatchObject({ attemptsAllowed: 3, attemptsLeft: 2, answersRevealed: false });
    expect(first.results[0]).toMatchObject({
      quizId: quiz.questions[0]!.quizId,
      isCorrect: true,
      correctOptionId: null,
      explanation: null,
    });
    expect(first.results[1]).toMatchObject({ isCorrect: false, correctOptionId: null });

    const passed = v.parse(
      QuizGradeResponse,
      await (await grade(student.headers, answers(3))).json(),
    ).data;
    expect(passed).toMatchObject({ score: 100, passed: true, isCompleted: true, bestScore: 100 });
    // A pass reveals each question's correct option and the explanation staff wrote.
    expect(passed).toMatchObject({ attemptsLeft: 1, answersRevealed: true });
    expect(passed.results[0]).toMatchObject({
      correctOptionId: quiz.questions[0]!.options[1]!.optionId,
      explanation: '6월과 11월, 두 번 시행됩니다.',
    });

    // A worse attempt later keeps the lesson completed and the best score.
    const worse = v.parse(
      QuizGradeResponse,
      await (await grade(student.headers, answers(0))).json(),
    ).data;
    expect(worse).toMatchObject({ score: 0, passed: false, isCompleted: true, bestScore: 100 });

    const list = v.parse(
      QuizAttemptsResponse,
      await (
        await ctx.app.request(`/api/lectures/quiz-attempts?lectureDetailId=${lecture.quiz.id}`, {
          headers: student.headers,
        })
      ).json(),
    ).data;
    expect(list.attempts.map((attempt) => attempt.score)).toEqual([0, 100, 33]);
    expect(list).toMatchObject({
      bestScore: 100,
      isCompleted: true,
      passScore: 60,
      attemptsLeft: 0,
      answersRevealed: true,
    });
  });

  it('does not answer itself: no correct option before a pass, and no fourth attempt', async () => {
    const student = await enrolledStudent();
    const seen = new Set<number | null>();
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const result = v.parse(
        QuizGradeResponse,
        await (await grade(student.headers, answers(0))).json(),
      ).data;
      for (const question of result.results) seen.add(question.correctOptionId);
    }
    // Two failed attempts of three gave away no correct option.
    expect([...seen]).toEqual([null]);
    // The last attempt reveals them (design: after a pass or the last attempt).
    const last = v.parse(
      QuizGradeResponse,
      await (await grade(student.headers, answers(0))).json(),
    ).data;
    expect(last).toMatchObject({ attemptsLeft: 0, answersRevealed: true });
    expect(last.results[1]!.correctOptionId).toBe(quiz.questions[1]!.options[1]!.optionId);
    const fourth = await grade(student.headers, answers(3));
    expect(fourth.status).toBe(409);
    expect(await messageOf(fourth)).toBe(m.noAttemptsLeft(3));
    const list = v.parse(
      QuizAttemptsResponse,
      await (
        await ctx.app.request(`/api/lectures/quiz-attempts?lectureDetailId=${lecture.quiz.id}`, {
          headers: student.headers,
        })
      ).json(),
    ).data;
    expect(list).toMatchObject({ bestScore: 0, isCompleted: false, attemptsLeft: 0 });
    expect(list.attempts).toHaveLength(3);
  });

  it('lets only one of two attempts sent at once take the last one', async () => {
    const student = await enrolledStudent();
    await grade(student.headers, answers(0));
    await grade(student.headers, answers(0));
    const both = await Promise.all([
      grade(student.headers, answers(3)),
      grade(student.headers, answers(3)),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it('keeps the answers hidden for good when staff choose NEVER, and allows the attempts they set', async () => {
    const made = await createLecture(ctx.database.db, teacher.user.id);
    const saved = await editQuiz(
      { ...QUIZ, maxAttempts: 1, revealAnswers: 'NEVER' },
      teacher.headers,
      made.quiz.id,
    );
    expect(saved.status).toBe(200);
    const own = v.parse(QuizForStaffResponse, await saved.json()).data;
    expect(own).toMatchObject({ maxAttempts: 1, revealAnswers: 'NEVER' });
    const student = await createUser(ctx.database.db);
    await enrol(ctx.database.db, student.user.id, made.lecture.id);
    const right = own.questions.map((question) => ({
      quizId: question.quizId,
      optionId: question.options.find((option) => option.isCorrect)!.optionId,
    }));
    const result = v.parse(
      QuizGradeResponse,
      await (await grade(student.headers, right, made.quiz.id)).json(),
    ).data;
    expect(result).toMatchObject({ score: 100, attemptsLeft: 0, answersRevealed: false });
    expect(result.results.every((question) => question.correctOptionId === null)).toBe(true);
    expect(result.results.every((question) => question.explanation === null)).toBe(true);
    expect((await grade(student.headers, right, made.quiz.id)).status).toBe(409);
  });

  it('refuses attempts allowed outside 1-100 and an unknown reveal with 400', async () => {
    for (const body of [
      { ...QUIZ, maxAttempts: 0 },
      { ...QUIZ, maxAttempts: 101 },
      { ...QUIZ, maxAttempts: 2.5 },
    ]) {
      const response = await editQuiz(body);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(m.maxAttempts(100));
    }
    const reveal = await editQuiz({ ...QUIZ, revealAnswers: 'ALWAYS' });
    expect(reveal.status).toBe(400);
    expect(await messageOf(reveal)).toBe(m.revealAnswers);
  });

  it('passes at exactly the pass score', async () => {
    const student = await enrolledStudent();
    // Replacing the questions gives them new ids.
    quiz = v.parse(
      QuizForStaffResponse,
      await (await editQuiz({ ...QUIZ, passScore: 67 })).json(),
    ).data;
    try {
      const result = v.parse(
        QuizGradeResponse,
        await (await grade(student.headers, answers(2))).json(),
      ).data;
      expect(result).toMatchObject({ score: 67, passed: true, isCompleted: true });
    } finally {
      quiz = v.parse(QuizForStaffResponse, await (await editQuiz(QUIZ)).json()).data;
    }
  });

  it('refuses unanswered, unknown, duplicated and foreign answers with 400 and keeps no attempt', async () => {
    const student = await enrolledStudent();
    const all = answers(3);
    const otherQuestionOption = { quizId: all[0]!.quizId, optionId: all[1]!.optionId };
    const cases: [unknown, string][] = [
      [all.slice(0, 2), m.answersRequired],
      [[], m.answersRequired],
      [[...all.slice(1), otherQuestionOption], m.answerUnknown],
      [[...all, all[0]], m.answerDuplicate],
      [[...all.slice(1), { quizId: 999_999, optionId: all[0]!.optionId }], m.answerUnknown],
    ];
    for (const [body, message] of cases) {
      const response = await grade(student.headers, body);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    const list = v.parse(
      QuizAttemptsResponse,
      await (
        await ctx.app.request(`/api/lectures/quiz-attempts?lectureDetailId=${lecture.quiz.id}`, {
          headers: student.headers,
        })
      ).json(),
    ).data;
    expect(list.attempts).toHaveLength(0);
  });

  it('grades only quiz lessons, for students, signed in', async () => {
    const student = await enrolledStudent();
    const video = await grade(student.headers, answers(3), lecture.video.id);
    expect(video.status).toBe(400);
    expect(await messageOf(video)).toBe(m.notQuiz);
    expect((await grade({}, answers(3))).status).toBe(401);
    const staff = await grade(teacher.headers, answers(3));
    expect(staff.status).toBe(403);
    expect(await messageOf(staff)).toBe(m.studentsOnly);
  });
});

describe('staff edit a quiz', () => {
  it('lets the lecture’s teacher read the answers; another teacher and students get 403', async () => {
    const read = (headers: Record<string, string>) =>
      ctx.app.request(`/api/admin/details/${lecture.quiz.id}/quiz`, { headers });
    const own = v.parse(QuizForStaffResponse, await (await read(teacher.headers)).json()).data;
    expect(own.questions[0]!.options.filter((option) => option.isCorrect)).toHaveLength(1);
    const stranger = await createUser(ctx.database.db, 'TEACHER');
    expect((await read(stranger.headers)).status).toBe(403);
    expect((await editQuiz(QUIZ, stranger.headers)).status).toBe(403);
    const student = await enrolledStudent();
    expect((await read(student.headers)).status).toBe(403);
    const admin = await createUser(ctx.database.db, 'ADMIN');
    expect((await read(admin.headers)).status).toBe(200);
  });

  it.each([
    [
      'no correct option',
      {
        questions: [
          {
            question: '문항',
            options: [
              { optionText: 'a', isCorrect: false },
              { optionText: 'b', isCorrect: false },
            ],
          },
        ],
      },
      m.oneCorrect,
    ],
    [
      'one option',
      { questions: [{ question: '문항', options: [{ optionText: 'a', isCorrect: true }] }] },
      m.optionCount,
    ],
    [
      'six options',
      {
        questions: [
          {
            question: '문항',
            options: [true, false, false, false, false, false].map((isCorrect, i) => ({
              optionText: String(i),
              isCorrect,
            })),
          },
        ],
      },
      m.optionCount,
    ],
    ['no questions', { questions: [] }, m.questionCount],
    ['a pass score over 100', { ...QUIZ, passScore: 101 }, m.passScore],
  ])('refuses %s with 400 and changes nothing', async (_, body, message) => {
    const response = await editQuiz(body);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
    const after = v.parse(
      QuizForStaffResponse,
      await (
        await ctx.app.request(`/api/admin/details/${lecture.quiz.id}/quiz`, {
          headers: teacher.headers,
        })
      ).json(),
    ).data;
    expect(after.questions.map((question) => question.quizId)).toEqual(
      quiz.questions.map((question) => question.quizId),
    );
  });

  it('refuses a quiz on a lesson that is not a quiz', async () => {
    const response = await editQuiz(QUIZ, teacher.headers, lecture.video.id);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(m.notQuiz);
  });
});
