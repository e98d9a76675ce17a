// Pass stories (합격후기, docs/product/learning.md). Public reads answer from the content cache
// ('pass-stories' area): approved stories filtered by university type and year, the featured ones
// of the home page. A student submits a story (pending until an admin approves it) about a
// university of the list staff keep (routes/universities); admins approve, decline and feature.
import { and, count, eq, sql } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { Hono } from 'hono';
import {
  AdminPassStoryListQuery,
  AdminPassStoryListResponse,
  FEATURED_PASS_STORIES_MAX,
  FeaturedPassStoriesResponse,
  IdParam,
  MyPassStoriesResponse,
  PassStoryCreateRequest,
  PassStoryListQuery,
  PassStoryListResponse,
  PassStoryModerationRequest,
  PassStoryResponse,
} from '@academy/api-client/contract';
import { passStoryMessages as m } from '@academy/strings/reviews';
import type { AppEnv } from '../../app-env.ts';
import { passStories } from '../../db/schema/reviews.ts';
import { requireRole } from '../../lib/auth/middleware.ts';
import { cachedJson, changeContent, okBody } from '../../lib/content-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { admitScoreColumns } from '../score-tracker/score-tracker.handlers.ts';
import * as q from './pass-stories.queries.ts';

const student = requireRole('STUDENT');
/** Stories one student may have waiting for an admin at once (docs/decisions/037). */
export const MAX_PENDING_STORIES = 3;
const admin = requireRole('ADMIN');

/** describeRoute with the one OpenAPI helper: a 200 JSON answer and the error envelope under `codes`. */
const doc = (summary: string, schema: Parameters<typeof okJson>[0], ...codes: number[]) =>
  describeRoute({ tags: ['pass-stories'], summary, responses: okJson(schema, 'ok', ...codes) });

export const passStoryRoutes = new Hono<AppEnv>()
  .get(
    '/pass-stories',
    doc('Approved pass stories (public), by university type and year', PassStoryListResponse, 400),
    validate('query', PassStoryListQuery),
    (c) => {
      const query = c.req.valid('query');
      const key = `list:${query.page}:${query.size}:${query.type ?? ''}:${query.year ?? ''}`;
      return cachedJson(c, 'pass-stories', key, async () =>
        okBody(await q.publicPage(c.var.deps.database.db, query), m.listed),
      );
    },
  )
  .get(
    '/pass-stories/featured',
    doc("The home page's graduates carousel (public)", FeaturedPassStoriesResponse),
    (c) =>
      cachedJson(c, 'pass-stories', 'featured', async () =>
        okBody(
          await q.featuredPassStories(c.var.deps.database.db, FEATURED_PASS_STORIES_MAX),
          m.listed,
        ),
      ),
  )
  .post(
    '/pass-stories',
    doc('Submit a pass story (students; pending until approved)', PassStoryResponse, 400, 401, 403),
    student,
    validate('json', PassStoryCreateRequest),
    async (c) => {
      const body = c.req.valid('json');
      const user = c.var.user;
      const data = await changeContent(c.var.deps, 'pass-stories', async (tx) => {
        const university = await q.universityById(tx, body.universityId);
        if (!university) throw badRequest(m.universityNotFound, { field: 'universityId' });
        // One student's submissions wait for each other here, so two at once cannot both pass
        // the count below.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stories'), ${user.id})`);
        const [pending] = await tx
          .select({ waiting: count() })
          .from(passStories)
          .where(and(eq(passStories.userId, user.id), eq(passStories.status, 'PENDING')));
        if ((pending?.waiting ?? 0) >= MAX_PENDING_STORIES) {
          throw conflict(m.tooManyPending(MAX_PENDING_STORIES));
        }
        const { scores, ...story } = body;
        const [row] = await tx
          .insert(passStories)
          .values({
            ...story,
            ...admitScoreColumns(scores),
            userId: user.id,
            authorName: user.name,
          })
          .returning();
        return q.toPassStoryWithStatus(row!, university);
      });
      return ok(c, data, m.created, 201);
    },
  )
  .get(
    '/students/me/pass-stories',
    doc("The student's own stories with their status", MyPassStoriesResponse, 401, 403),
    student,
    async (c) => ok(c, await q.myPassStories(c.var.deps.database.db, c.var.user.id), m.listed),
  )
  .get(
    '/admin/pass-stories',
    doc('Every story, pending first by filter (admins)', AdminPassStoryListResponse, 400, 401, 403),
    admin,
    validate('query', AdminPassStoryListQuery),
    async (c) => ok(c, await q.staffPage(c.var.deps.database.db, c.req.valid('query')), m.listed),
  )
  .patch(
    '/admin/pass-stories/:id',
    doc(
      'Approve or decline, feature (approved only) a story (admins)',
      PassStoryResponse,
      400,
      401,
      403,
      404,
      409,
    ),
    admin,
    validate('param', IdParam),
    validate('json', PassStoryModerationRequest),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const data = await changeContent(c.var.deps, 'pass-stories', async (tx) => {
        const found = await q.passStoryById(tx, id);
        if (!found) throw notFound(m.notFound);
        const status = body.status ?? found.story.status;
        if (body.featured && status !== 'APPROVED') throw conflict(m.notApproved);
        const [row] = await tx
          .update(passStories)
          .set({
            status,
            // only an approved story may stay featured
            featured: status === 'APPROVED' ? (body.featured ?? found.story.featured) : false,
            reviewedAt: body.status ? new Date() : found.story.reviewedAt,
          })
          .where(eq(passStories.id, id))
          .returning();
        return q.toPassStoryWithStatus(row!, found.university);
      });
      return ok(c, data, m.reviewed);
    },
  );
