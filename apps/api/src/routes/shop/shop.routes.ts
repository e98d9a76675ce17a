// The lecture shop (docs/product/screens.md, docs/product/api.md): public, every lecture with its
// teacher, price and period, answered from the content cache until a lecture or teacher changes.
import { api } from '@academy/strings/api';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { jsonContent } from '../../lib/openapi.ts';
import { ShopLectureListResponse, type ShopLecture } from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import { cachedJson, okBody } from '../../lib/content-cache.ts';

export const shopRoutes = new Hono<AppEnv>().get(
  '/shop/lectures',
  describeRoute({
    tags: ['lectures'],
    summary: 'The purchase page lecture cards (spec 2.10); public',
    responses: {
      200: {
        description: 'lectures',
        ...jsonContent(ShopLectureListResponse),
      },
    },
  }),
  (c) =>
    cachedJson(c, 'lectures', 'shop', async () => {
      const rows = await c.var.deps.database.db
        .select({ lecture: lectures, teacherName: users.name })
        .from(lectures)
        .innerJoin(users, eq(users.id, lectures.teacherId))
        // Drafts and archived lectures are not offered (docs/decisions/018-staff-authoring.md)
        .where(eq(lectures.status, 'PUBLISHED'))
        .orderBy(asc(lectures.id));
      const data: ShopLecture[] = rows.map(({ lecture, teacherName }) => ({
        lectureId: lecture.id,
        title: lecture.title,
        description: lecture.description,
        thumbnailUrl: lecture.thumbnailUrl,
        teacherName,
        price: lecture.price,
        period: lecture.period,
        textbookName: lecture.textbookName,
      }));
      return okBody(data, api.lectures.list);
    }),
);
