// Notices (docs/product/screens.md, docs/product/api.md; docs/decisions/018-staff-authoring.md): a
// public, zero-based paged list (important first, then newest) and a detail that counts its views,
// both showing only notices whose publish time has come; staff write, edit, delete, pin and
// schedule them (handlers in notices.handlers.ts).
import { describeRoute } from 'hono-openapi';
import { Hono } from 'hono';
import {
  AdminNoticeListQuery,
  AdminNoticeListResponse,
  AdminNoticeResponse,
  CreatedResponse,
  ErrorEnvelope,
  IdParam,
  NOTICE_IMAGE_MAX_BYTES,
  NoticeImageRequest,
  NoticeListQuery,
  NoticeListResponse,
  NoticeResponse,
  NoticeWriteRequest,
  StoredImageResponse,
} from '@academy/api-client/contract';
import { api } from '@academy/strings/api';
import { authoringMessages as am } from '@academy/strings/authoring';
import * as validation from '@academy/strings/validation';
import type { AppEnv } from '../../app-env.ts';
import { FORM_FIELDS_BYTES, formBodyLimit } from '../../lib/body-limit.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { cachedJson, changedSoon, okBody } from '../../lib/content-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { jsonContent, okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { createNotice, deleteNotice, staffNotice, updateNotice } from './notices.handlers.ts';
import {
  countView,
  publicOne,
  publicPage,
  staffPage,
  toAdminNotice,
  toNotice,
  visibleMark,
} from './notices.queries.ts';

const staff = requireStaff();

export const noticeRoutes = new Hono<AppEnv>()
  .get(
    '/notice/list',
    describeRoute({
      tags: ['notices'],
      summary: api.docs.summaries.notices,
      description:
        'Public. page is zero-based, size 1 to 100 (default 0 and 10); important notices first, then the newest; scheduled notices only from their publish time. ETag revalidation (304).',
      responses: {
        200: { description: 'the page', ...jsonContent(NoticeListResponse) },
        400: { description: 'bad page or size', ...jsonContent(ErrorEnvelope) },
      },
    }),
    validate('query', NoticeListQuery),
    async (c) => {
      const { page, size } = c.req.valid('query');
      const { db } = c.var.deps.database;
      // The newest publish time reached names the copy, and the copy expires at the next
      // scheduled one: a scheduled notice appears when due, though the copy in memory is served
      // without asking the database.
      const { mark, next } = await visibleMark(db);
      return cachedJson(
        c,
        'notices',
        `list:${page}:${size}:${mark}`,
        async () => okBody((await publicPage(db, page, size)).map(toNotice), am.notice.list),
        'public',
        next,
      );
    },
  )
  .get(
    '/notice/:id',
    describeRoute({
      tags: ['notices'],
      summary: api.docs.summaries.notice,
      description:
        'Public. Counts the view (viewCount includes this one). A notice before its publish time answers 404.',
      responses: {
        200: { description: 'the notice', ...jsonContent(NoticeResponse) },
        404: { description: 'unknown notice', ...jsonContent(ErrorEnvelope) },
      },
    }),
    validate('param', IdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const { deps } = c.var;
      // A HEAD (link checkers, prefetch probes) is not a view.
      if (c.req.method === 'HEAD') {
        const found = await publicOne(deps.database.db, id);
        if (!found) throw notFound(validation.notice.notFound);
        return ok(c, toNotice(found), am.notice.one);
      }
      // The lists show view counts, but a view is not a content change: their cached copies go
      // at most twice a second, however many views arrive.
      const row = await countView(deps.database.db, id);
      if (!row) throw notFound(validation.notice.notFound);
      changedSoon(deps, 'notices');
      return ok(c, toNotice(row), am.notice.one);
    },
  )
  .get(
    '/admin/notices',
    describeRoute({
      tags: ['admin notices'],
      summary: 'Every notice, scheduled ones included, newest publish time first (staff)',
      responses: okJson(AdminNoticeListResponse, 'the page'),
    }),
    staff,
    validate('query', AdminNoticeListQuery),
    async (c) => {
      const { page, size } = c.req.valid('query');
      const rows = await staffPage(c.var.deps.database.db, page, size);
      const now = new Date();
      return ok(
        c,
        rows.map((row) => toAdminNotice(row, now)),
        am.notice.list,
      );
    },
  )
  .get(
    '/admin/notices/:id{[0-9]+}',
    describeRoute({
      tags: ['admin notices'],
      summary: 'A notice as staff see it (not counted as a view)',
      responses: okJson(AdminNoticeResponse, 'the notice'),
    }),
    staff,
    validate('param', IdParam),
    async (c) => ok(c, await staffNotice(c.var.deps, c.req.valid('param').id), am.notice.one),
  )
  .post(
    '/admin/notices',
    describeRoute({
      tags: ['admin notices'],
      summary:
        'Write a notice {title, content (HTML, sanitised), isImportant, publishAt (null: now)}; pinning a public one notifies students',
      responses: okJson(AdminNoticeResponse, 'the new notice'),
    }),
    staff,
    validate('json', NoticeWriteRequest),
    async (c) =>
      ok(
        c,
        await createNotice(c.var.deps, c.var.user, c.req.valid('json')),
        am.notice.created,
        201,
      ),
  )
  .put(
    '/admin/notices/:id{[0-9]+}',
    describeRoute({
      tags: ['admin notices'],
      summary: "Edit a notice (a teacher only their own: 403 otherwise); the whole notice's fields",
      responses: okJson(AdminNoticeResponse, 'the saved notice'),
    }),
    staff,
    validate('param', IdParam),
    validate('json', NoticeWriteRequest),
    async (c) =>
      ok(
        c,
        await updateNotice(c.var.deps, c.var.user, c.req.valid('param').id, c.req.valid('json')),
        am.notice.updated,
      ),
  )
  .delete(
    '/admin/notices/:id{[0-9]+}',
    describeRoute({
      tags: ['admin notices'],
      summary: 'Delete a notice (a teacher only their own)',
      responses: okJson(CreatedResponse, 'the deleted id'),
    }),
    staff,
    validate('param', IdParam),
    async (c) =>
      ok(c, await deleteNotice(c.var.deps, c.var.user, c.req.valid('param').id), am.notice.deleted),
  )
  .post(
    '/admin/notices/images',
    describeRoute({
      tags: ['admin notices'],
      summary:
        'Upload an image for a notice body, multipart {imageFile}: checked by content, re-encoded',
      responses: okJson(StoredImageResponse, 'the image address'),
    }),
    staff,
    formBodyLimit(NOTICE_IMAGE_MAX_BYTES + FORM_FIELDS_BYTES, validation.lecture.imageTooLarge),
    validate('form', NoticeImageRequest),
    async (c) => {
      const { imageFile } = c.req.valid('form');
      const image = await c.var.deps.files.storeImage(imageFile, {
        maxWidth: 1600,
        maxHeight: 1600,
      });
      return ok(
        c,
        { url: image.url, width: image.width ?? null, height: image.height ?? null },
        am.notice.imageStored,
        201,
      );
    },
  );
