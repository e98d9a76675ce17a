// The lecture shop (docs/product/screens.md, docs/product/api.md): public, every lecture with its
// teacher, price and period, answered from the content cache until a lecture or teacher changes;
// one published lecture's course page (its outline without any lesson's content), and the player
// link of its preview lesson (docs/product/learning.md#preview).
import { api } from '@academy/strings/api';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { courseMessages } from '@academy/strings/courses';
import * as validation from '@academy/strings/validation';
import * as v from 'valibot';
import { jsonContent, okJson } from '../../lib/openapi.ts';
import {
  CoursePreviewResponse,
  CourseResponse,
  IdString,
  ShopLectureListResponse,
  type ShopLecture,
} from '@academy/api-client/contract';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { PREVIEW_VIEWER, previewVideoLesson } from '../../lib/lecture-access.ts';
import { playerUrl } from '../../lib/video-host/player-url.ts';
import { validate } from '../../lib/validate.ts';
import { publishedCourse } from './shop.queries.ts';
import type { AppEnv } from '../../app-env.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import { cachedJson, okBody } from '../../lib/content-cache.ts';

const LectureParam = v.object({ lectureId: IdString });

export const shopRoutes = new Hono<AppEnv>()
  .get(
    '/shop/lectures',
    describeRoute({
      tags: ['lectures'],
      summary: 'The purchase page lecture cards; public',
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
  )
  .get(
    '/shop/lectures/:lectureId',
    describeRoute({
      tags: ['lectures'],
      summary:
        "A published lecture's course page: outline (titles, types, lengths), teacher, price; public",
      responses: okJson(CourseResponse, 'the course', 400, 404),
    }),
    validate('param', LectureParam),
    async (c) => {
      const { lectureId } = c.req.valid('param');
      return cachedJson(c, 'lectures', `course:${lectureId}`, async () => {
        const course = await publishedCourse(c.var.deps.database.db, lectureId);
        // A draft or archived lecture is not offered: 404, as if it did not exist.
        if (!course) throw notFound(validation.lecture.notFound);
        return okBody(course, courseMessages.courseRead);
      });
    },
  )
  .get(
    '/shop/lectures/:lectureId/preview',
    describeRoute({
      tags: ['lectures'],
      summary: "The player link of a published lecture's preview lesson; public",
      responses: okJson(CoursePreviewResponse, 'the preview', 400, 404),
    }),
    validate('param', LectureParam),
    async (c) => {
      const { deps } = c.var;
      const { lectureId } = c.req.valid('param');
      const preview = await previewVideoLesson(deps.database.db, { lectureId });
      if (!preview) throw notFound(courseMessages.noPreview);
      // A short-lived link for the preview viewer, checked again on every request of the player
      // and its stream (videos.playback.ts): it plays this one video while it stays the preview.
      c.header('Cache-Control', 'private, no-store');
      return ok(
        c,
        {
          detailId: preview.detailId,
          title: preview.title,
          playerUrl: playerUrl(deps.env, preview.videoId, PREVIEW_VIEWER),
        },
        courseMessages.previewRead,
      );
    },
  );
