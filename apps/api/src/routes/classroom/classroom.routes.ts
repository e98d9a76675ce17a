// The classroom (docs/product/screens.md, docs/product/api.md): lectures grouped by teacher, a
// lecture's outline with days left and progress, a detail's content, and the student's assignment
// link. Any signed-in user reads the classroom (staff see every lecture); only students submit
// links and ask questions. What each route does is in classroom.handlers.ts, the reads in
// classroom.queries.ts.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  ClassroomDetailContentResponse,
  ClassroomLectureResponse,
  ClassroomListResponse,
  DetailContentRequest,
  IdParam,
  QuestionResponse,
  QuestionWriteRequest,
  SubmissionStatusQuery,
  SubmissionStatusResponse,
  SubmitLinkRequest,
} from '@academy/api-client/contract';
import { api } from '@academy/strings/api';
import type { AppEnv } from '../../app-env.ts';
import { requireAuth, requireRole } from '../../lib/auth/middleware.ts';
import { cachedJson, okBody } from '../../lib/content-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { askQuestion } from '../questions/questions.handlers.ts';
import {
  detailContent,
  lectureForReader,
  mySubmission,
  studentClassroom,
  submitLink,
  teacherClassroom,
} from './classroom.handlers.ts';
import { classroomList } from './classroom.queries.ts';

export const classroomRoutes = new Hono<AppEnv>()
  .get(
    '/lectures/list',
    describeRoute({
      tags: ['classroom'],
      summary: 'Lectures grouped by teacher',
      responses: json(ClassroomListResponse, 'teachers with their lectures'),
    }),
    requireAuth(),
    async (c) => {
      const { deps, user } = c.var;
      // An admin reads every lecture, a teacher their own, a student the ones they are enrolled
      // in now (the learning rule: lib/lecture-access.ts, learningRefusal).
      if (user.role === 'ADMIN') {
        return cachedJson(
          c,
          'lectures',
          'classroom-list',
          async () => okBody(await classroomList(deps), api.lectures.list),
          'private',
        );
      }
      const teachers =
        user.role === 'TEACHER'
          ? await teacherClassroom(deps, user)
          : await studentClassroom(deps, user);
      c.header('Cache-Control', 'private, no-cache');
      return ok(c, teachers, api.lectures.list);
    },
  )
  .get(
    '/lectures/:id{[0-9]+}',
    describeRoute({
      tags: ['classroom'],
      summary: "A lecture's outline with days left and progress",
      responses: json(ClassroomLectureResponse, 'the lecture outline'),
    }),
    requireAuth(),
    validate('param', IdParam),
    async (c) =>
      ok(
        c,
        await lectureForReader(c.var.deps, c.var.user, c.req.valid('param').id),
        api.lectures.detail,
      ),
  )
  .post(
    '/lectures/detail',
    describeRoute({
      tags: ['classroom'],
      summary: "A detail's content for the lesson viewer",
      responses: json(ClassroomDetailContentResponse, 'the detail content'),
    }),
    requireAuth(),
    validate('json', DetailContentRequest),
    async (c) =>
      ok(
        c,
        await detailContent(c.var.deps, c.var.user, c.req.valid('json').lectureDetailId),
        api.lectures.content,
      ),
  )
  .post(
    '/lectures/submit-link',
    describeRoute({
      tags: ['classroom'],
      summary: 'Submit an assignment link for a detail',
      responses: json(SubmissionStatusResponse, 'the new submission status'),
    }),
    requireRole('STUDENT'),
    validate('json', SubmitLinkRequest),
    async (c) =>
      ok(
        c,
        await submitLink(c.var.deps, c.var.user, c.req.valid('json')),
        api.classroom.submitted,
        201,
      ),
  )
  .get(
    '/lectures/submission',
    describeRoute({
      tags: ['classroom'],
      summary: "The student's submission status for a detail (the assignment tab)",
      responses: json(SubmissionStatusResponse, 'the submission status'),
    }),
    requireAuth(),
    validate('query', SubmissionStatusQuery),
    async (c) =>
      ok(
        c,
        await mySubmission(c.var.deps, c.var.user, c.req.valid('query').lectureDetailId),
        api.classroom.submissionStatus,
      ),
  )
  .post(
    '/lectures/:id{[0-9]+}/questions',
    describeRoute({
      tags: ['questions'],
      summary: 'Ask a question about a lecture',
      responses: json(QuestionResponse, 'the new question'),
    }),
    requireRole('STUDENT'),
    validate('param', IdParam),
    validate('json', QuestionWriteRequest),
    async (c) =>
      ok(
        c,
        await askQuestion(c.var.deps, c.var.user, {
          lectureId: c.req.valid('param').id,
          ...c.req.valid('json'),
        }),
        api.questions.created,
        201,
      ),
  );
