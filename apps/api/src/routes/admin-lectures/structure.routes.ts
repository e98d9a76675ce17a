// A lecture's structure for staff (docs/product/states.md: content dialog flow,
// docs/product/validation.md, docs/product/api.md; docs/decisions/018-staff-authoring.md): chapters
// and details added, renamed, retyped and deleted; content blocks added, edited and deleted. Only
// the lecture's own teacher or an admin (docs/product/roles.md).
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  ATTACHMENT_MAX_BYTES,
  ChapterCreateRequest,
  ChapterUpdateRequest,
  ContentCreateRequest,
  ContentUpdateRequest,
  CreatedResponse,
  DetailCreateRequest,
  DetailUpdateRequest,
  IdParam,
  MAX_ATTACHMENTS,
} from '@academy/api-client/contract';
import { api } from '@academy/strings/api';
import { authoringMessages as am } from '@academy/strings/authoring';
import * as validation from '@academy/strings/validation';
import type { AppEnv } from '../../app-env.ts';
import { FORM_FIELDS_BYTES, formBodyLimit } from '../../lib/body-limit.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { okJson as json } from '../../lib/openapi.ts';
import * as content from './contents.handlers.ts';
import * as structure from './structure.handlers.ts';

const staff = requireStaff();
const tags = ['admin lectures'];
const id = validate('param', IdParam);
// Multipart bodies are bounded before they are parsed: the largest the form may send, plus fields.
const attachmentLimit = formBodyLimit(
  MAX_ATTACHMENTS * ATTACHMENT_MAX_BYTES + FORM_FIELDS_BYTES,
  validation.content.attachmentTooLarge,
);

export const lectureStructureRoutes = new Hono<AppEnv>()
  .post(
    '/admin/lectures/chapters',
    describeRoute({
      tags,
      summary: 'Add a chapter {lectureId, title, chapterOrder}',
      responses: json(CreatedResponse, 'the new chapter id'),
    }),
    staff,
    validate('json', ChapterCreateRequest),
    async (c) =>
      ok(
        c,
        await structure.createChapter(c.var.deps, c.var.user, c.req.valid('json')),
        api.adminLectures.chapterAdded,
        201,
      ),
  )
  .put(
    '/admin/lectures/chapters/:id{[0-9]+}',
    describeRoute({
      tags,
      summary: 'Rename a chapter {title}',
      responses: json(CreatedResponse, 'the chapter id'),
    }),
    staff,
    id,
    validate('json', ChapterUpdateRequest),
    async (c) =>
      ok(
        c,
        await structure.updateChapter(
          c.var.deps,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        am.structure.chapterUpdated,
      ),
  )
  .delete(
    '/admin/lectures/chapters/:id{[0-9]+}',
    describeRoute({
      tags,
      summary: 'Delete a chapter with its details, contents, quizzes and learning records',
      responses: json(CreatedResponse, 'the deleted id'),
    }),
    staff,
    id,
    async (c) =>
      ok(
        c,
        await structure.deleteChapter(c.var.deps, c.var.user, c.req.valid('param').id),
        am.structure.chapterDeleted,
      ),
  )
  .post(
    '/admin/lectures/details',
    describeRoute({
      tags,
      summary:
        'Add a detail {lectureChapterId, title, type, detailOrder}; type is VIDEO, LIVE, QUIZ or OTHER in any case',
      responses: json(CreatedResponse, 'the new detail id'),
    }),
    staff,
    validate('json', DetailCreateRequest),
    async (c) =>
      ok(
        c,
        await structure.createDetail(c.var.deps, c.var.user, c.req.valid('json')),
        api.adminLectures.detailAdded,
        201,
      ),
  )
  .put(
    '/admin/lectures/details/:id{[0-9]+}',
    describeRoute({
      tags,
      summary: 'Rename or retype a detail {title, type}',
      responses: json(CreatedResponse, 'the detail id'),
    }),
    staff,
    id,
    validate('json', DetailUpdateRequest),
    async (c) =>
      ok(
        c,
        await structure.updateDetail(
          c.var.deps,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        am.structure.detailUpdated,
      ),
  )
  .delete(
    '/admin/lectures/details/:id{[0-9]+}',
    describeRoute({
      tags,
      summary: 'Delete a detail with its content, attachments, quiz and learning records',
      responses: json(CreatedResponse, 'the deleted id'),
    }),
    staff,
    id,
    async (c) =>
      ok(
        c,
        await structure.deleteDetail(c.var.deps, c.var.user, c.req.valid('param').id),
        am.structure.detailDeleted,
      ),
  )
  .post(
    '/admin/lectures/contents',
    describeRoute({
      tags,
      summary:
        'Add the content block of a detail, multipart {lectureDetailId, contents, attachmentFiles (many), attachmentDescription, videoId, videoDuration (seconds)}',
      responses: json(CreatedResponse, 'the new content id'),
    }),
    staff,
    attachmentLimit,
    validate('form', ContentCreateRequest),
    async (c) =>
      ok(
        c,
        await content.createContent(c.var.deps, c.var.user, c.req.valid('form')),
        api.adminLectures.contentAdded,
        201,
      ),
  )
  .put(
    '/admin/lectures/contents/:id{[0-9]+}',
    describeRoute({
      tags,
      summary:
        'Edit a content block, multipart {contents, attachmentDescription, videoId (replaces the video), attachmentFiles (added), removeAttachmentIds (removed)}',
      responses: json(CreatedResponse, 'the content id'),
    }),
    staff,
    attachmentLimit,
    id,
    validate('form', ContentUpdateRequest),
    async (c) =>
      ok(
        c,
        await content.updateContent(
          c.var.deps,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('form'),
        ),
        am.structure.contentUpdated,
      ),
  )
  .delete(
    '/admin/lectures/contents/:id{[0-9]+}',
    describeRoute({
      tags,
      summary: 'Delete a content block and its attachments',
      responses: json(CreatedResponse, 'the deleted content id'),
    }),
    staff,
    id,
    async (c) =>
      ok(
        c,
        await content.deleteContent(c.var.deps, c.var.user, c.req.valid('param').id),
        api.adminLectures.contentDeleted,
      ),
  );
