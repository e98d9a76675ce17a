// A question's follow-ups and photos (docs/product/api.md, docs/product/states.md: Question): what
// each route does is in question-thread.handlers.ts.
import { api } from '@academy/strings/api';
import * as validation from '@academy/strings/validation';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  AnswerRequest,
  FollowUpParam,
  FollowUpRequest,
  IdParam,
  QUESTION_IMAGE_MAX_BYTES,
  QUESTION_IMAGE_MAX_COUNT,
  QUESTION_IMAGE_MAX_MB,
  QuestionImageParam,
  QuestionImagesRequest,
  QuestionResponse,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { FORM_FIELDS_BYTES, formBodyLimit } from '../../lib/body-limit.ts';
import { requireAuth, requireRole, requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import {
  addFollowUp,
  answerFollowUp,
  attachImages,
  questionImageFile,
  removeImage,
} from './question-thread.handlers.ts';

const student = requireRole('STUDENT');
const images = validation.questionImages;

export const questionThreadRoutes = new Hono<AppEnv>()
  .post(
    '/students/me/questions/:id{[0-9]+}/follow-ups',
    describeRoute({
      tags: ['questions'],
      summary:
        'Add a follow-up {content} to an answered question of mine (409 while one waits for its answer)',
      responses: json(QuestionResponse, 'the question with its thread'),
    }),
    student,
    validate('param', IdParam),
    validate('json', FollowUpRequest),
    async (c) =>
      ok(
        c,
        await addFollowUp(c.var.deps, c.var.user, c.req.valid('param').id, c.req.valid('json')),
        api.questions.followUpAsked,
        201,
      ),
  )
  .post(
    '/teachers/me/questions/:id{[0-9]+}/follow-ups/:followUpId{[0-9]+}/answer',
    describeRoute({
      tags: ['questions'],
      summary: 'Answer a follow-up {content} (a second answer is 409)',
      responses: json(QuestionResponse, 'the question with its thread'),
    }),
    requireStaff(),
    validate('param', FollowUpParam),
    validate('json', AnswerRequest),
    async (c) =>
      ok(
        c,
        await answerFollowUp(c.var.deps, c.var.user, c.req.valid('param'), c.req.valid('json')),
        api.questions.followUpAnswered,
        201,
      ),
  )
  .post(
    '/students/me/questions/:id{[0-9]+}/images',
    describeRoute({
      tags: ['questions'],
      summary: `Attach photos to an unanswered question of mine: multipart/form-data, 1 to ${QUESTION_IMAGE_MAX_COUNT} \`images\` (JPEG, PNG or WebP by content, ${QUESTION_IMAGE_MAX_MB} MB each), ${QUESTION_IMAGE_MAX_COUNT} per question in all`,
      responses: json(QuestionResponse, 'the question with its photos'),
    }),
    student,
    validate('param', IdParam),
    formBodyLimit(
      QUESTION_IMAGE_MAX_COUNT * QUESTION_IMAGE_MAX_BYTES + FORM_FIELDS_BYTES,
      images.tooLarge(QUESTION_IMAGE_MAX_MB),
    ),
    validate('form', QuestionImagesRequest),
    async (c) =>
      ok(
        c,
        await attachImages(
          c.var.deps,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('form').images as File[],
        ),
        api.questions.imagesAttached,
        201,
      ),
  )
  .delete(
    '/students/me/questions/:id{[0-9]+}/images/:imageId{[0-9]+}',
    describeRoute({
      tags: ['questions'],
      summary:
        "Remove one photo of an unanswered question of mine (409 once answered; another's 404)",
      responses: json(QuestionResponse, 'the question with its photos left'),
    }),
    student,
    validate('param', QuestionImageParam),
    async (c) =>
      ok(
        c,
        await removeImage(c.var.deps, c.var.user, c.req.valid('param')),
        api.questions.imageRemoved,
      ),
  )
  .get(
    '/question-images/:id{[0-9]+}',
    describeRoute({
      tags: ['questions'],
      summary:
        "A question's photo (WebP), for the asker and the lecture's staff only; anyone else 404",
      responses: { 200: { description: 'the image' }, 404: { description: 'no such photo' } },
    }),
    requireAuth(),
    validate('param', IdParam),
    async (c) => {
      const file = await questionImageFile(c.var.deps, c.var.user, c.req.valid('param').id);
      return c.body(file.body, 200, {
        'Content-Type': file.meta.mime,
        'Content-Length': String(file.size),
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        // Private to the people allowed: never kept by a shared cache.
        'Cache-Control': 'private, max-age=3600',
        'Cross-Origin-Resource-Policy': 'same-origin',
      });
    },
  );
