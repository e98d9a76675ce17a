// Pass stories (합격후기, issue 21). Public reads answer from the content cache ('stories'
// area): approved stories filtered by university type and year, the featured ones of the home
// page. A student submits a story (pending until an admin approves it) about a university of the
// list staff keep (routes/universities); admins approve, decline and feature.
import { and, count, eq, sql } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { Hono } from 'hono';
import {
  AdminStoryListQuery,
  AdminStoryListResponse,
  FEATURED_STORIES_MAX,
  FeaturedStoriesResponse,
  IdParam,
  MyStoriesResponse,
  StoryCreateRequest,
  StoryListQuery,
  StoryListResponse,
  StoryModerationRequest,
  StoryResponse,
} from '@academy/api-client/contract';
import { storyMessages as m } from '@academy/strings/reviews';
import type { AppEnv } from '../../app-env.ts';
import { passStories } from '../../db/schema/reviews.ts';
import { requireRole } from '../../lib/auth/middleware.ts';
import { cachedJson, changeContent, okBody } from '../../lib/content-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as q from './stories.queries.ts';

const student = requireRole('STUDENT');
/** Stories one student may have waiting for an admin at once (docs/decisions/037). */
export const MAX_PENDING_STORIES = 3;
const admin = requireRole('ADMIN');

/** describeRoute with the one OpenAPI helper: a 200 JSON answer and the error envelope under `codes`. */
const doc = (summary: string, schema: Parameters<typeof okJson>[0], ...codes: number[]) =>
  describeRoute({ tags: ['stories'], summary, responses: okJson(schema, 'ok', ...codes) });

export const storyRoutes = new Hono<AppEnv>()
  .get(
    '/stories',
    doc('Approved pass stories (public), by university type and year', StoryListResponse, 400),
    validate('query', StoryListQuery),
    (c) => {
      const query = c.req.valid('query');
      const key = `list:${query.page}:${query.size}:${query.type ?? ''}:${query.year ?? ''}`;
      return cachedJson(c, 'stories', key, async () =>
        okBody(await q.publicPage(c.var.deps.database.db, query), m.listed),
      );
    },
  )
  .get(
    '/stories/featured',
    doc("The home page's graduates carousel (public)", FeaturedStoriesResponse),
    (c) =>
      cachedJson(c, 'stories', 'featured', async () =>
        okBody(await q.featuredStories(c.var.deps.database.db, FEATURED_STORIES_MAX), m.listed),
      ),
  )
  .post(
    '/stories',
    doc('Submit a pass story (students; pending until approved)', StoryResponse, 400, 401, 403),
    student,
    validate('json', StoryCreateRequest),
    async (c) => {
      const body = c.req.valid('json');
      const user = c.var.user;
      const data = await changeContent(c.var.deps, 'stories', async (tx) => {
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
        const [row] = await tx
          .insert(passStories)
          .values({ ...body, userId: user.id, authorName: user.name })
          .returning();
        return q.toStoryWithStatus(row!, university);
      });
      return ok(c, data, m.created, 201);
    },
  )
  .get(
    '/students/me/stories',
    doc("The student's own stories with their status", MyStoriesResponse, 401, 403),
    student,
    async (c) => ok(c, await q.myStories(c.var.deps.database.db, c.var.user.id), m.listed),
  )
  .get(
    '/admin/stories',
    doc('Every story, pending first by filter (admins)', AdminStoryListResponse, 400, 401, 403),
    admin,
    validate('query', AdminStoryListQuery),
    async (c) => ok(c, await q.staffPage(c.var.deps.database.db, c.req.valid('query')), m.listed),
  )
  .patch(
    '/admin/stories/:id',
    doc(
      'Approve or decline, feature (approved only) a story (admins)',
      StoryResponse,
      400,
      401,
      403,
      404,
      409,
    ),
    admin,
    validate('param', IdParam),
    validate('json', StoryModerationRequest),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const data = await changeContent(c.var.deps, 'stories', async (tx) => {
        const found = await q.storyById(tx, id);
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
        return q.toStoryWithStatus(row!, found.university);
      });
      return ok(c, data, m.reviewed);
    },
  );
