// Pass stories (합격후기, issue 21) and the universities staff keep. Public reads answer from the
// content cache ('stories' area): the universities, approved stories filtered by university type
// and year, the featured ones of the home page. A student submits a story (pending until an
// admin approves it); admins approve, decline and feature; staff keep the universities.
import { count, eq } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { Hono } from 'hono';
import {
  AdminStoryListQuery,
  AdminStoryListResponse,
  ErrorEnvelope,
  FEATURED_STORIES_MAX,
  FeaturedStoriesResponse,
  IdParam,
  MyStoriesResponse,
  StoryCreateRequest,
  StoryListQuery,
  StoryListResponse,
  StoryModerationRequest,
  StoryResponse,
  UniversityListResponse,
  UniversityResponse,
  UniversityWriteRequest,
} from '@academy/api-client/contract';
import { storyMessages as m } from '@academy/strings/reviews';
import type { AppEnv } from '../../app-env.ts';
import { passStories, universities } from '../../db/schema/reviews.ts';
import { requireRole } from '../../lib/auth/middleware.ts';
import { cachedJson, changeContent, okBody } from '../../lib/content-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { jsonContent as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import * as q from './stories.queries.ts';

const student = requireRole('STUDENT');
const staff = requireRole('TEACHER', 'ADMIN');
const admin = requireRole('ADMIN');

type Code = 400 | 401 | 403 | 404 | 409;
const doc = (summary: string, schema: Parameters<typeof json>[0], ...codes: Code[]) =>
  describeRoute({
    tags: ['stories'],
    summary,
    responses: {
      200: { description: 'ok', ...json(schema) },
      ...Object.fromEntries(
        codes.map((code) => [code, { description: String(code), ...json(ErrorEnvelope) }]),
      ),
    },
  });

/** A unique name taken: 409 in Korean. */
async function savingUniversity<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.universityNameTaken);
    throw error;
  }
}

export const storyRoutes = new Hono<AppEnv>()
  .get('/universities', doc('The universities staff keep (public)', UniversityListResponse), (c) =>
    cachedJson(c, 'stories', 'universities', async () =>
      okBody(await q.universityList(c.var.deps.database.db), m.universities),
    ),
  )
  .post(
    '/admin/universities',
    doc('Add a university (staff)', UniversityResponse, 400, 401, 403, 409),
    staff,
    validate('json', UniversityWriteRequest),
    async (c) => {
      const body = c.req.valid('json');
      const row = await savingUniversity(() =>
        changeContent(c.var.deps, 'stories', async (tx) => {
          const [created] = await tx.insert(universities).values(body).returning();
          return created!;
        }),
      );
      return ok(c, q.toUniversity(row), m.universitySaved, 201);
    },
  )
  .put(
    '/admin/universities/:id',
    doc('Edit a university (staff)', UniversityResponse, 400, 401, 403, 404, 409),
    staff,
    validate('param', IdParam),
    validate('json', UniversityWriteRequest),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const row = await savingUniversity(() =>
        changeContent(c.var.deps, 'stories', async (tx) => {
          const [updated] = await tx
            .update(universities)
            .set(body)
            .where(eq(universities.id, id))
            .returning();
          if (!updated) throw notFound(m.universityNotFound);
          return updated;
        }),
      );
      return ok(c, q.toUniversity(row), m.universitySaved);
    },
  )
  .delete(
    '/admin/universities/:id',
    doc('Remove a university no story names (staff)', ErrorEnvelope, 401, 403, 404, 409),
    staff,
    validate('param', IdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      await changeContent(c.var.deps, 'stories', async (tx) => {
        const [used] = await tx
          .select({ value: count() })
          .from(passStories)
          .where(eq(passStories.universityId, id));
        if (used && used.value > 0) throw conflict(m.universityInUse);
        const [gone] = await tx
          .delete(universities)
          .where(eq(universities.id, id))
          .returning({ id: universities.id });
        if (!gone) throw notFound(m.universityNotFound);
      });
      return ok(c, null, m.universityDeleted);
    },
  )
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
