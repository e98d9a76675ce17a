// Lecture reviews (spec 2.6, 7.2): public, paged newest first, answering {reviews, totalCount}.
// Mounted before the lectures routes so '/lectures/reviews' is never read as a lecture id.
import { api } from '@academy/strings/api';
import { count, desc } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { Hono } from 'hono';
import {
  ErrorEnvelope,
  ReviewListQuery,
  ReviewListResponse,
  type Review,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { validate } from '../../lib/validate.ts';
import { cachedJson, okBody } from '../../lib/content-cache.ts';
import { jsonContent as json } from '../../lib/openapi.ts';

type Row = typeof reviews.$inferSelect;

export function toReview(row: Row): Review {
  return {
    id: row.id,
    userName: row.userName,
    rating: row.rating,
    title: row.title,
    content: row.content,
    lectureName: row.lectureName,
    createdAt: row.createdAt.toISOString(),
  };
}

export const reviewRoutes = new Hono<AppEnv>().get(
  '/lectures/reviews',
  describeRoute({
    tags: ['reviews'],
    summary: api.docs.summaries.reviews,
    description: 'Public. Newest first; data: {reviews, totalCount}. ETag revalidation (304).',
    responses: {
      200: { description: 'the page', ...json(ReviewListResponse) },
      400: { description: 'bad page or size', ...json(ErrorEnvelope) },
    },
  }),
  validate('query', ReviewListQuery),
  async (c) => {
    const { page, size } = c.req.valid('query');
    const { db } = c.var.deps.database;
    // Reviews are written only by the seed; the cache still follows the version rule.
    return cachedJson(c, 'reviews', `list:${page}:${size}`, async () => {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(size)
          .offset(page * size),
        db.select({ value: count() }).from(reviews),
      ]);
      return okBody(
        { reviews: rows.map(toReview), totalCount: total?.value ?? 0 },
        api.reviews.list,
      );
    });
  },
);
