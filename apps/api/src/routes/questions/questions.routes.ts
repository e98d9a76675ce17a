// Questions (spec 2.9, 2.11, 7.3, 7.4): a student's own questions (edit and delete only while
// unanswered), the lecture list of the question form, and the teacher's side with the answer.
import { api } from '@academy/strings/api';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  AnswerRequest,
  IdParam,
  QuestionCreateRequest,
  QuestionGroupsResponse,
  QuestionLectureOptionsResponse,
  QuestionResponse,
  QuestionWriteRequest,
} from '@academy/api-client/contract';
import { validation } from '@academy/strings/validation';
import type { AppEnv, AuthUser } from '../../app-env.ts';
import { answers, questions } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import { requireRole, requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { assertManages } from '../../lib/lecture-access.ts';
import { validate } from '../../lib/validate.ts';
import { groupedQuestions, publicQuestion, questionView } from './question-view.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import {
  notify,
  questionAnswered,
  questionAsked,
} from '../notifications/notifications.handlers.ts';

const messages = validation.question;

const student = requireRole('STUDENT');
const staff = requireStaff();

/** A student's own question; someone else's answers 404, as if it did not exist. */
async function ownQuestion(db: Parameters<typeof questionView>[0], user: AuthUser, id: number) {
  const question = await questionView(db, id);
  if (!question || question.ownerId !== user.id) throw notFound(messages.notFound);
  return question;
}

/** A question about a lecture the caller teaches (or any, for an admin). */
async function taughtQuestion(db: Parameters<typeof questionView>[0], user: AuthUser, id: number) {
  const question = await questionView(db, id);
  if (!question) throw notFound(messages.notFound);
  assertManages(user, question);
  return question;
}

export const questionRoutes = new Hono<AppEnv>()
  .get(
    '/students/me/questions',
    describeRoute({
      tags: ['questions'],
      summary: "The student's questions grouped by lecture",
      responses: json(QuestionGroupsResponse, 'groups'),
    }),
    student,
    async (c) => {
      const groups = await groupedQuestions(
        c.var.deps.database.db,
        eq(questions.userId, c.var.user.id),
      );
      return ok(c, groups, api.questions.mine);
    },
  )
  .get(
    '/students/me/lectures',
    describeRoute({
      tags: ['questions'],
      summary:
        "The question form's lecture choices (spec 2.9: 'teacher - lecture title'; a path the spec leaves not shown)",
      responses: json(QuestionLectureOptionsResponse, 'lecture options'),
    }),
    requireRole('STUDENT', 'TEACHER', 'ADMIN'),
    async (c) => {
      const rows = await c.var.deps.database.db
        .select({ lectureId: lectures.id, lectureTitle: lectures.title, teacherName: users.name })
        .from(lectures)
        .innerJoin(users, eq(users.id, lectures.teacherId))
        .orderBy(asc(users.name), asc(lectures.id));
      return ok(c, rows, api.lectures.list);
    },
  )
  .post(
    '/students/me/questions',
    describeRoute({
      tags: ['questions'],
      summary:
        'Ask a question from my page {lectureId, title, content} (a path the spec leaves not shown)',
      responses: json(QuestionResponse, 'the new question'),
    }),
    student,
    validate('json', QuestionCreateRequest),
    async (c) => {
      const { db } = c.var.deps.database;
      const { lectureId, title, content } = c.req.valid('json');
      const [lecture] = await db
        .select({ id: lectures.id, title: lectures.title, teacherId: lectures.teacherId })
        .from(lectures)
        .where(eq(lectures.id, lectureId));
      if (!lecture) throw notFound(validation.lecture.notFound);
      // The lecture's teacher is told in the same transaction (issue 22).
      const created = await liveTransaction(c.var.deps, async (tx, emit) => {
        const [row] = await tx
          .insert(questions)
          .values({ userId: c.var.user.id, lectureId, title, content })
          .returning({ id: questions.id });
        await notify(tx, emit, [
          questionAsked({ id: row!.id, teacherId: lecture.teacherId, lectureTitle: lecture.title }),
        ]);
        return row;
      });
      return ok(
        c,
        publicQuestion((await questionView(db, created!.id))!),
        api.questions.created,
        201,
      );
    },
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
    async (c) => {
      const question = await ownQuestion(
        c.var.deps.database.db,
        c.var.user,
        c.req.valid('param').id,
      );
      return ok(c, publicQuestion(question), api.questions.detail);
    },
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
      const { id } = c.req.valid('param');
      const question = await ownQuestion(db, c.var.user, id);
      if (question.isAnswered) throw conflict(messages.answeredLocked);
      const { title, content } = c.req.valid('json');
      await db.update(questions).set({ title, content }).where(eq(questions.id, id));
      return ok(c, publicQuestion((await questionView(db, id))!), api.questions.updated);
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
      const { db } = c.var.deps.database;
      const { id } = c.req.valid('param');
      const question = await ownQuestion(db, c.var.user, id);
      if (question.isAnswered) throw conflict(messages.answeredLocked);
      await db.delete(questions).where(eq(questions.id, id));
      return ok(c, null, api.questions.deleted);
    },
  )
  .get(
    '/teachers/me/questions',
    describeRoute({
      tags: ['questions'],
      summary: "Questions about the caller's lectures grouped by lecture (an admin sees all)",
      responses: json(QuestionGroupsResponse, 'groups'),
    }),
    staff,
    async (c) => {
      const user = c.var.user;
      const where = user.role === 'ADMIN' ? undefined : eq(lectures.teacherId, user.id);
      return ok(c, await groupedQuestions(c.var.deps.database.db, where), api.questions.list);
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
    async (c) => {
      const question = await taughtQuestion(
        c.var.deps.database.db,
        c.var.user,
        c.req.valid('param').id,
      );
      return ok(c, publicQuestion(question), api.questions.detail);
    },
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
      const { db } = c.var.deps.database;
      const { id } = c.req.valid('param');
      const question = await taughtQuestion(db, c.var.user, id);
      if (question.isAnswered) throw conflict(validation.answer.alreadyAnswered);
      try {
        // The student is told in the same transaction (issue 22).
        await liveTransaction(c.var.deps, async (tx, emit) => {
          await tx.insert(answers).values({
            questionId: id,
            teacherId: c.var.user.id,
            content: c.req.valid('json').content,
          });
          await notify(tx, emit, [questionAnswered(question)]);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(validation.answer.alreadyAnswered);
        throw error;
      }
      return ok(c, publicQuestion((await questionView(db, id))!), api.questions.answered, 201);
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
      const { db } = c.var.deps.database;
      const { id } = c.req.valid('param');
      const question = await taughtQuestion(db, c.var.user, id);
      if (!question.isAnswered) throw conflict(validation.answer.notAnswered);
      await db
        .update(answers)
        .set({ content: c.req.valid('json').content })
        .where(eq(answers.questionId, id));
      return ok(c, publicQuestion((await questionView(db, id))!), api.questions.answerUpdated);
    },
  );
