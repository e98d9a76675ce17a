// Lecture reviews (docs/product/screens.md, docs/product/api.md; docs/product/learning.md). Public
// reads answer from the content cache (ETag, 304): the paged list with its summary and lecture
// filter, the featured reviews of the home page, every lecture's rating for the shop. Students
// write their own (the 50 % rule); the lecture's teacher and admins reply; admins hide; staff
// feature. Mounted before the lectures routes so '/lectures/reviews' is never read as a lecture id.
import { describeRoute } from 'hono-openapi';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AdminReviewListQuery,
  AdminReviewListResponse,
  AdminReviewResponse,
  ErrorEnvelope,
  FEATURED_REVIEWS_MAX,
  FeaturedReviewsResponse,
  IdParam,
  IdString,
  LectureRatingsResponse,
  MyReviewResponse,
  MyReviewsResponse,
  ReviewEligibilityResponse,
  ReviewListQuery,
  ReviewListResponse,
  ReviewModerationRequest,
  ReviewReplyRequest,
  ReviewWriteRequest,
} from '@academy/api-client/contract';
import { api } from '@academy/strings/api';
import { reviewMessages as m } from '@academy/strings/reviews';
import type { AppEnv } from '../../app-env.ts';
import { requireRole } from '../../lib/auth/middleware.ts';
import { cachedJson, okBody } from '../../lib/content-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { jsonContent as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as h from './reviews.handlers.ts';
import * as q from './reviews.queries.ts';

const student = requireRole('STUDENT');
const signedIn = requireRole('STUDENT', 'TEACHER', 'ADMIN');
const staff = requireRole('TEACHER', 'ADMIN');
const LectureParam = v.object({ lectureId: IdString });

const errors = (...codes: (400 | 401 | 403 | 404 | 409)[]) =>
  Object.fromEntries(
    codes.map((code) => [code, { description: String(code), ...json(ErrorEnvelope) }]),
  );
const doc = (
  summary: string,
  schema: Parameters<typeof json>[0],
  ...codes: (400 | 401 | 403 | 404 | 409)[]
) =>
  describeRoute({
    tags: ['reviews'],
    summary,
    responses: { 200: { description: 'ok', ...json(schema) }, ...errors(...codes) },
  });

export const reviewRoutes = new Hono<AppEnv>()
  .get(
    '/lectures/reviews',
    doc(api.docs.summaries.lectureReviews, ReviewListResponse, 400),
    validate('query', ReviewListQuery),
    (c) => {
      const { page, size, lectureId } = c.req.valid('query');
      return cachedJson(c, 'reviews', `list:${page}:${size}:${lectureId ?? ''}`, async () =>
        okBody(await q.publicPage(c.var.deps.database.db, page, size, lectureId), m.listed),
      );
    },
  )
  .get(
    '/lectures/reviews/featured',
    doc("The home page's featured reviews (public)", FeaturedReviewsResponse),
    (c) =>
      cachedJson(c, 'reviews', 'featured', async () =>
        okBody(await q.featuredReviews(c.var.deps.database.db, FEATURED_REVIEWS_MAX), m.listed),
      ),
  )
  .get(
    '/lectures/reviews/ratings',
    doc(
      "Every lecture's average (one decimal) and count of reviews, for the shop (public)",
      LectureRatingsResponse,
    ),
    (c) =>
      cachedJson(c, 'reviews', 'ratings', async () =>
        okBody(await q.lectureRatings(c.var.deps.database.db), m.listed),
      ),
  )
  .get(
    '/lectures/:lectureId/reviews/mine',
    doc(
      'Whether the caller may review the lecture (enrolled, >= 50 %), and their review',
      ReviewEligibilityResponse,
      400,
      401,
      404,
    ),
    signedIn,
    validate('param', LectureParam),
    async (c) => {
      const { lectureId } = c.req.valid('param');
      const data = await h.eligibility(c.var.deps.database.db, c.var.user, lectureId);
      return ok(c, data, m.eligibility);
    },
  )
  .post(
    '/lectures/:lectureId/reviews',
    doc(
      'Write a review (students enrolled with >= 50 % progress; one per lecture)',
      MyReviewResponse,
      400,
      401,
      403,
      404,
      409,
    ),
    student,
    validate('param', LectureParam),
    validate('json', ReviewWriteRequest),
    async (c) => {
      const { lectureId } = c.req.valid('param');
      const data = await h.createReview(c.var.deps, c.var.user, lectureId, c.req.valid('json'));
      return ok(c, data, m.created, 201);
    },
  )
  .get(
    '/students/me/reviews',
    doc("The student's own reviews, hidden ones marked", MyReviewsResponse, 401, 403),
    student,
    async (c) => ok(c, await q.myReviews(c.var.deps.database.db, c.var.user.id), m.listed),
  )
  .put(
    '/reviews/:id',
    doc('Edit my review (not once hidden)', MyReviewResponse, 400, 401, 403, 404),
    student,
    validate('param', IdParam),
    validate('json', ReviewWriteRequest),
    async (c) => {
      const data = await h.updateReview(
        c.var.deps,
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return ok(c, data, m.updated);
    },
  )
  .delete(
    '/reviews/:id',
    doc('Delete my review (an admin: any review)', ErrorEnvelope, 401, 403, 404),
    requireRole('STUDENT', 'ADMIN'),
    validate('param', IdParam),
    async (c) => {
      await h.deleteReview(c.var.deps, c.var.user, c.req.valid('param').id);
      return ok(c, null, m.deleted);
    },
  )
  .put(
    '/reviews/:id/reply',
    doc(
      "The lecture teacher's or an admin's public reply (one, editable)",
      AdminReviewResponse,
      400,
      401,
      403,
      404,
    ),
    staff,
    validate('param', IdParam),
    validate('json', ReviewReplyRequest),
    async (c) => {
      const { content } = c.req.valid('json');
      const data = await h.reply(c.var.deps, c.var.user, c.req.valid('param').id, content);
      return ok(c, data, m.replied);
    },
  )
  .delete(
    '/reviews/:id/reply',
    doc('Remove the reply', AdminReviewResponse, 401, 403, 404),
    staff,
    validate('param', IdParam),
    async (c) => {
      const data = await h.reply(c.var.deps, c.var.user, c.req.valid('param').id, null);
      return ok(c, data, m.replyDeleted);
    },
  )
  .get(
    '/admin/reviews',
    doc(
      "The staff's list: a teacher's own lectures, an admin's all; hidden ones too",
      AdminReviewListResponse,
      400,
      401,
      403,
    ),
    staff,
    validate('query', AdminReviewListQuery),
    async (c) => {
      const data = await q.staffPage(c.var.deps.database.db, c.var.user, c.req.valid('query'));
      return ok(c, data, m.listed);
    },
  )
  .patch(
    '/admin/reviews/:id',
    doc(
      'Hide (admins) or feature on the home page (staff)',
      AdminReviewResponse,
      400,
      401,
      403,
      404,
    ),
    staff,
    validate('param', IdParam),
    validate('json', ReviewModerationRequest),
    async (c) => {
      const data = await h.moderate(
        c.var.deps,
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return ok(c, data, m.moderated);
    },
  );
