// Lecture management for staff (docs/product/screens.md, docs/product/states.md: content dialog
// flow, 5, 7.4; docs/decisions/018-staff-authoring.md: the whole lifecycle). A teacher manages only
// their own lectures and everything under them; an admin manages all; a new lecture's teacher is
// the caller (docs/product/roles.md). Handlers: admin-lectures (the lecture), structure (chapters,
// details, order), contents.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  AdminLectureResponse,
  CreatedResponse,
  IdParam,
  LECTURE_IMAGE_MAX_BYTES,
  LectureCreateRequest,
  LectureListResponse,
  LectureStatusRequest,
  LectureStatusResponse,
  LectureUpdateRequest,
  ReorderRequest,
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
import * as lecture from './admin-lectures.handlers.ts';
import * as structure from './structure.handlers.ts';

const staff = requireStaff();
const tags = ['admin lectures'];
const id = validate('param', IdParam);
// Multipart bodies are bounded before they are parsed: the largest the form may send, plus fields.
const imageLimit = formBodyLimit(
  LECTURE_IMAGE_MAX_BYTES + FORM_FIELDS_BYTES,
  validation.lecture.imageTooLarge,
);

export const adminLectureRoutes = new Hono<AppEnv>()
  .get(
    '/admin/lectures/my-lectures',
    describeRoute({
      tags,
      summary: "The caller's lectures (an admin sees all), with their status",
      responses: json(LectureListResponse, 'lectures'),
    }),
    staff,
    async (c) => ok(c, await lecture.myLectures(c.var.deps, c.var.user), api.lectures.list),
  )
  .post(
    '/admin/lectures',
    describeRoute({
      tags,
      summary:
        'Create a lecture, multipart with its image; it starts as a DRAFT (the caller is its teacher; teacherId, when sent, must be the caller, or any teacher for an admin: 403 otherwise)',
      responses: json(CreatedResponse, 'the new lecture id'),
    }),
    staff,
    imageLimit,
    validate('form', LectureCreateRequest),
    async (c) =>
      ok(
        c,
        await lecture.createLecture(c.var.deps, c.var.user, c.req.valid('form')),
        api.adminLectures.created,
        201,
      ),
  )
  .get(
    '/admin/lectures/:id{[0-9]+}',
    describeRoute({
      tags,
      summary: 'A lecture with its chapters, details and contents',
      responses: json(AdminLectureResponse, 'the lecture'),
    }),
    staff,
    id,
    async (c) =>
      ok(
        c,
        await lecture.lectureDetail(c.var.deps, c.var.user, c.req.valid('param').id),
        api.lectures.detail,
      ),
  )
  .put(
    '/admin/lectures/:id{[0-9]+}',
    describeRoute({
      tags,
      summary: 'Edit every field of a lecture, multipart (imageFile optional: replaces the image)',
      responses: json(AdminLectureResponse, 'the saved lecture'),
    }),
    staff,
    imageLimit,
    id,
    validate('form', LectureUpdateRequest),
    async (c) =>
      ok(
        c,
        await lecture.updateLecture(
          c.var.deps,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('form'),
        ),
        am.lecture.updated,
      ),
  )
  .put(
    '/admin/lectures/:id{[0-9]+}/status',
    describeRoute({
      tags,
      summary:
        'Set the status {status: DRAFT | PUBLISHED | ARCHIVED}; only PUBLISHED lectures reach the shop and new enrolments',
      responses: json(LectureStatusResponse, 'the new status'),
    }),
    staff,
    id,
    validate('json', LectureStatusRequest),
    async (c) =>
      ok(
        c,
        await lecture.setLectureStatus(
          c.var.deps,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json').status,
        ),
        am.lecture.statusChanged,
      ),
  )
  .delete(
    '/admin/lectures/:id{[0-9]+}',
    describeRoute({
      tags,
      summary:
        'Delete a lecture and its structure; 409 when students are enrolled, asked questions or have learning records (archive it instead)',
      responses: json(CreatedResponse, 'the deleted id'),
    }),
    staff,
    id,
    async (c) =>
      ok(
        c,
        await lecture.deleteLecture(c.var.deps, c.var.user, c.req.valid('param').id),
        am.lecture.deleted,
      ),
  )
  .put(
    '/admin/lectures/:id{[0-9]+}/reorder',
    describeRoute({
      tags,
      summary:
        'The whole order {chapters: [{chapterId, detailIds}]}: every chapter and detail of the lecture exactly once; a detail may move to another chapter',
      responses: json(CreatedResponse, 'the lecture id'),
    }),
    staff,
    id,
    validate('json', ReorderRequest),
    async (c) =>
      ok(
        c,
        await structure.reorder(
          c.var.deps,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        am.structure.reordered,
      ),
  );
