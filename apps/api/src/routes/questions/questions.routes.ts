// Questions (docs/product/screens.md, docs/product/api.md): a student's own questions (edit and
// delete only while unanswered), the lecture list of the question form, and the teacher's side with
// the answer. What each route does is in questions.handlers.ts; the thread after the answer
// (follow-ups) and the photos are in question-thread.routes.ts.
import { api } from '@academy/strings/api';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  AnswerRequest,
  IdParam,
  QuestionCreateRequest,
  QuestionBoardResponse,
  QuestionGroupsResponse,
  QuestionLectureOptionsResponse,
  QuestionResponse,
  QuestionBoardQuery,
  QuestionWriteRequest,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { requireRole, requireStaff } from '../../lib/auth/middleware.ts';
import { ok, okPage } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import {
  answerQuestion,
  askQuestion,
  deleteMyQuestion,
  editAnswer,
  editMyQuestion,
  myQuestion,
  myQuestions,
  taughtQuestionDetail,
  taughtQuestions,
} from './questions.handlers.ts';
import { lectureOptions } from './questions.queries.ts';

const student = requireRole('STUDENT');
const staff = requireStaff();

export const questionRoutes = new Hono<AppEnv>()
  .get(
    '/students/me/questions',
    describeRoute({
      tags: ['questions'],
      summary: "The student's questions grouped by lecture",
      responses: json(QuestionGroupsResponse, 'groups'),
    }),
    student,
    async (c) => ok(c, await myQuestions(c.var.deps.database.db, c.var.user), api.questions.mine),
  )
  .get(
    '/students/me/lectures',
    describeRoute({
      tags: ['questions'],
      summary: "The question form's lecture choices ('teacher - lecture title')",
      responses: json(QuestionLectureOptionsResponse, 'lecture options'),
    }),
    requireRole('STUDENT', 'TEACHER', 'ADMIN'),
    async (c) => ok(c, await lectureOptions(c.var.deps.database.db, c.var.user), api.lectures.list),
  )
  .post(
    '/students/me/questions',
    describeRoute({
      tags: ['questions'],
      summary: 'Ask a question from my page {lectureId, title, content}',
      responses: json(QuestionResponse, 'the new question'),
    }),
    student,
    validate('json', QuestionCreateRequest),
    async (c) =>
      ok(
        c,
        await askQuestion(c.var.deps, c.var.user, c.req.valid('json')),
        api.questions.created,
        201,
      ),
  )
  .get(
    '/students/me/questions/:id{[0-9]+}',
    describeRoute({
      tags: ['questions'],
      summary: "One of the student's questions",
      responses: json(QuestionResponse, 'the question'),
    }),
    student,
    validate('param', IdParam),
    async (c) =>
      ok(
        c,
        await myQuestion(c.var.deps.database.db, c.var.user, c.req.valid('param').id),
        api.questions.detail,
      ),
  )
  .put(
    '/students/me/questions/:id{[0-9]+}',
    describeRoute({
      tags: ['questions'],
      summary: 'Edit an unanswered question {title, content}',
      responses: json(QuestionResponse, 'the question'),
    }),
    student,
    validate('param', IdParam),
    validate('json', QuestionWriteRequest),
    async (c) => {
      const { db } = c.var.deps.database;
      const edited = await editMyQuestion(
        db,
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return ok(c, edited, api.questions.updated);
    },
  )
  .delete(
    '/students/me/questions/:id{[0-9]+}',
    describeRoute({
      tags: ['questions'],
      summary: 'Delete an unanswered question',
      responses: json(QuestionResponse, 'deleted'),
    }),
    student,
    validate('param', IdParam),
    async (c) => {
      await deleteMyQuestion(c.var.deps, c.var.user, c.req.valid('param').id);
      return ok(c, null, api.questions.deleted);
    },
  )
  .get(
    '/teachers/me/questions',
    describeRoute({
      tags: ['questions'],
      summary:
        "Questions about the caller's lectures grouped by lecture (an admin sees all), filtered by ?status=ALL|UNANSWERED|ANSWERED&lectureId=&q= (student name or email) and sorted by ?sort=newest|oldest; ?page=&size= (1-100, default 50) answer one page in that order (a short page is the last), neither every item; `next` beside `data` is the cursor of the page after it (null on the last), sent back as ?after= for that page read from where this one ended (it wins over page; a cursor not handed out answers 400)",
      responses: json(QuestionBoardResponse, 'groups and the next page’s cursor'),
    }),
    staff,
    validate('query', QuestionBoardQuery),
    async (c) => {
      const { groups, next } = await taughtQuestions(
        c.var.deps.database.db,
        c.var.user,
        c.req.valid('query'),
      );
      return okPage(c, groups, next, api.questions.list);
    },
  )
  .get(
    '/teachers/me/questions/:id{[0-9]+}',
    describeRoute({
      tags: ['questions'],
      summary: 'A question about one of the caller’s lectures',
      responses: json(QuestionResponse, 'the question'),
    }),
    staff,
    validate('param', IdParam),
    async (c) =>
      ok(
        c,
        await taughtQuestionDetail(c.var.deps.database.db, c.var.user, c.req.valid('param').id),
        api.questions.detail,
      ),
  )
  .post(
    '/teachers/me/questions/:id{[0-9]+}/answer',
    describeRoute({
      tags: ['questions'],
      summary: 'Answer a question {content}',
      responses: json(QuestionResponse, 'the answered question'),
    }),
    staff,
    validate('param', IdParam),
    validate('json', AnswerRequest),
    async (c) => {
      const answered = await answerQuestion(
        c.var.deps,
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return ok(c, answered, api.questions.answered, 201);
    },
  )
  .put(
    '/teachers/me/questions/:id{[0-9]+}/answer',
    describeRoute({
      tags: ['questions'],
      summary: 'Edit the answer {content}',
      responses: json(QuestionResponse, 'the question'),
    }),
    staff,
    validate('param', IdParam),
    validate('json', AnswerRequest),
    async (c) => {
      const edited = await editAnswer(
        c.var.deps.database.db,
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return ok(c, edited, api.questions.answerUpdated);
    },
  );
