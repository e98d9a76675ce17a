// Graded quizzes (docs/product/learning.md: the original system's POST /lectures/grade-quiz): every
// question must be answered with one of its options; the server grades, keeps the attempt, and
// completes the lesson when the score reaches the quiz's pass score. A student has the quiz's
// number of attempts, and the correct options leave the server only in a result the quiz reveals
// (after a pass or the last attempt, by default) and in staff's editor (docs/decisions/037).
import { sql } from 'drizzle-orm';
import type { GradeQuizRequest, QuizEditRequest } from '@academy/api-client/contract';
import {
  type QuizAttempts,
  type QuizForStaff,
  type QuizGrade,
  type QuizReveal,
} from '@academy/api-client/contract';
import type * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { quizAttempts, type QuizAnswer } from '../../db/schema/progress.ts';
import { recordCompletion, recordStudyDay } from '../../lib/completion.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { keepProgress } from '../../lib/enrolment-progress.ts';
import {
  assertLearns,
  assertMayRecordLearning,
  detailWithLecture,
  iso,
  managedDetail,
} from '../../lib/lecture-access.ts';
import { completionOf } from '../watch/watch.queries.ts';
import {
  attemptCount,
  attemptsOf,
  bestScoreOf,
  questionsOf,
  replaceQuestions,
} from './quizzes.queries.ts';

const m = validation.learning;

async function quizLesson(deps: AppServices, detailId: number) {
  const found = await detailWithLecture(deps.database.db, detailId);
  if (found.detail.type !== 'QUIZ') throw badRequest(m.notQuiz);
  return found;
}

/**
 * Whether results show the correct options (docs/decisions/037): AFTER_PASS once the student
 * passed or used their last attempt, AFTER_LAST_ATTEMPT only after the last one, NEVER not.
 */
export function answersRevealed(reveal: QuizReveal, passed: boolean, attemptsLeft: number) {
  if (reveal === 'NEVER') return false;
  if (attemptsLeft <= 0) return true;
  return reveal === 'AFTER_PASS' && passed;
}

function attemptRules(
  detail: { maxAttempts: number; revealAnswers: QuizReveal },
  used: number,
  passed: boolean,
) {
  const attemptsLeft = Math.max(0, detail.maxAttempts - used);
  return {
    attemptsAllowed: detail.maxAttempts,
    attemptsLeft,
    revealAnswers: detail.revealAnswers,
    answersRevealed: answersRevealed(detail.revealAnswers, passed, attemptsLeft),
  };
}

export async function gradeQuiz(
  deps: AppServices,
  user: AuthUser,
  request: v.InferOutput<typeof GradeQuizRequest>,
): Promise<QuizGrade> {
  const { db } = deps.database;
  const { detail, lecture } = await quizLesson(deps, request.lectureDetailId);
  await assertMayRecordLearning(db, user, lecture);
  const questions = await questionsOf(db, detail.id);
  if (questions.length === 0) throw badRequest(m.quizEmpty);

  const chosen = new Map(request.answers.map((answer) => [answer.quizId, answer.optionId]));
  const byId = new Map(questions.map((question) => [question.quizId, question]));
  if (request.answers.some((answer) => !byId.has(answer.quizId))) {
    throw badRequest(m.answerUnknown, { field: 'answers' });
  }
  if (chosen.size !== questions.length) throw badRequest(m.answersRequired, { field: 'answers' });
  const results = questions.map((question) => {
    const selectedOptionId = chosen.get(question.quizId)!;
    if (!question.options.some((option) => option.optionId === selectedOptionId)) {
      throw badRequest(m.answerUnknown, { field: 'answers' });
    }
    const correct = question.options.find((option) => option.isCorrect);
    return {
      quizId: question.quizId,
      selectedOptionId,
      correctOptionId: correct?.optionId ?? 0,
      isCorrect: correct?.optionId === selectedOptionId,
      explanation: question.explanation,
    };
  });
  const correctAnswers = results.filter((result) => result.isCorrect).length;
  const score = Math.round((correctAnswers / questions.length) * 100);
  const passed = score >= detail.passScore;

  const { attemptId, used } = await db.transaction(async (tx) => {
    // One student's attempts at one quiz wait for each other here, so two submitted at once
    // cannot both take the last attempt.
    await tx.execute(sql`select pg_advisory_xact_lock(${user.id}, ${detail.id})`);
    const before = await attemptCount(tx, user.id, detail.id);
    if (before >= detail.maxAttempts) {
      throw new ApiError(409, 'NO_ATTEMPTS_LEFT', m.noAttemptsLeft(detail.maxAttempts));
    }
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({
        userId: user.id,
        detailId: detail.id,
        totalQuestions: questions.length,
        correctAnswers,
        score,
        answers: results.map((result): QuizAnswer => ({
          quizId: result.quizId,
          optionId: result.selectedOptionId,
          isCorrect: result.isCorrect,
        })),
      })
      .returning({ id: quizAttempts.id });
    if (passed) await recordCompletion(tx, user.id, detail.id, 'QUIZ_PASSED');
    // the attempt (and any completion) in the enrolment's kept progress (docs/decisions/048)
    await keepProgress(tx, { userId: user.id, lectureId: lecture.id });
    await recordStudyDay(tx, user.id);
    return { attemptId: attempt!.id, used: before + 1 };
  });
  const [bestScore, completedAt] = await Promise.all([
    bestScoreOf(db, user.id, detail.id),
    completionOf(db, user.id, detail.id),
  ]);
  const everPassed = (bestScore ?? score) >= detail.passScore;
  const rules = attemptRules(detail, used, everPassed);
  return {
    attemptId,
    lectureDetailId: detail.id,
    totalQuestions: questions.length,
    correctAnswers,
    score,
    passScore: detail.passScore,
    passed,
    bestScore: bestScore ?? score,
    isCompleted: completedAt !== null,
    ...rules,
    // Whether each answer was right is always told; which option was, only once revealed.
    results: results.map((result) =>
      rules.answersRevealed ? result : { ...result, correctOptionId: null, explanation: null },
    ),
  };
}

export async function listAttempts(
  deps: AppServices,
  user: AuthUser,
  detailId: number,
): Promise<QuizAttempts> {
  const { db } = deps.database;
  const { detail, lecture } = await quizLesson(deps, detailId);
  await assertLearns(db, user, lecture);
  const [attempts, completedAt] = await Promise.all([
    attemptsOf(db, user.id, detail.id),
    completionOf(db, user.id, detail.id),
  ]);
  const bestScore = attempts.length ? Math.max(...attempts.map((a) => a.score)) : null;
  return {
    lectureDetailId: detail.id,
    passScore: detail.passScore,
    bestScore,
    isCompleted: completedAt !== null,
    ...attemptRules(detail, attempts.length, bestScore !== null && bestScore >= detail.passScore),
    attempts: attempts.map((attempt) => ({
      attemptId: attempt.id,
      score: attempt.score,
      correctAnswers: attempt.correctAnswers,
      totalQuestions: attempt.totalQuestions,
      createdAt: iso(attempt.createdAt),
    })),
  };
}

export async function quizForStaff(
  deps: AppServices,
  user: AuthUser,
  detailId: number,
): Promise<QuizForStaff> {
  const { db } = deps.database;
  const { detail } = await managedDetail(db, user, detailId);
  if (detail.type !== 'QUIZ') throw badRequest(m.notQuiz);
  return {
    detailId: detail.id,
    passScore: detail.passScore,
    maxAttempts: detail.maxAttempts,
    revealAnswers: detail.revealAnswers,
    questions: await questionsOf(db, detail.id),
  };
}

export async function editQuiz(
  deps: AppServices,
  user: AuthUser,
  detailId: number,
  request: v.InferOutput<typeof QuizEditRequest>,
): Promise<QuizForStaff> {
  const { db } = deps.database;
  const { detail } = await managedDetail(db, user, detailId);
  if (detail.type !== 'QUIZ') throw badRequest(m.notQuiz);
  await db.transaction((tx) => replaceQuestions(tx, detail.id, request));
  return quizForStaff(deps, user, detail.id);
}
