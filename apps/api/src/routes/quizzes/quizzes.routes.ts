// Quizzes (docs/product/learning.md): a student grades an attempt and lists their attempts; staff
// read a quiz with its answers and replace its questions (the admin's quiz editor).
import { api } from '@academy/strings/api';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  GradeQuizRequest,
  IdParam,
  QuizAttemptsQuery,
  QuizAttemptsResponse,
  QuizEditRequest,
  QuizForStaffResponse,
  QuizGradeResponse,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { requireAuth, requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { editQuiz, gradeQuiz, listAttempts, quizForStaff } from './quizzes.handlers.ts';

export const quizRoutes = new Hono<AppEnv>()
  .post(
    '/lectures/grade-quiz',
    describeRoute({
      tags: ['learning'],
      summary: 'Grade a quiz attempt (the original POST /lectures/grade-quiz shape)',
      description:
        'Every question answered with one option. The result names the correct option and the explanation of each question; the attempt is kept. Students only.',
      responses: json(QuizGradeResponse, 'the graded attempt'),
    }),
    requireAuth(),
    validate('json', GradeQuizRequest),
    async (c) =>
      ok(c, await gradeQuiz(c.var.deps, c.var.user, c.req.valid('json')), api.quizzes.graded, 201),
  )
  .get(
    '/lectures/quiz-attempts',
    describeRoute({
      tags: ['learning'],
      summary: "The caller's attempts at a quiz lesson and the best score",
      responses: json(QuizAttemptsResponse, 'attempts, newest first'),
    }),
    requireAuth(),
    validate('query', QuizAttemptsQuery),
    async (c) =>
      ok(
        c,
        await listAttempts(c.var.deps, c.var.user, c.req.valid('query').lectureDetailId),
        api.quizzes.attempts,
      ),
  )
  .get(
    '/admin/details/:id{[0-9]+}/quiz',
    describeRoute({
      tags: ['admin'],
      summary: "A quiz lesson's questions with the correct options (staff)",
      responses: json(QuizForStaffResponse, 'the quiz'),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) =>
      ok(
        c,
        await quizForStaff(c.var.deps, c.var.user, c.req.valid('param').id),
        api.quizzes.detail,
      ),
  )
  .put(
    '/admin/details/:id{[0-9]+}/quiz',
    describeRoute({
      tags: ['admin'],
      summary: "Replace a quiz lesson's questions and pass score (staff)",
      responses: json(QuizForStaffResponse, 'the saved quiz'),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('json', QuizEditRequest),
    async (c) =>
      ok(
        c,
        await editQuiz(c.var.deps, c.var.user, c.req.valid('param').id, c.req.valid('json')),
        api.quizzes.saved,
      ),
  );
