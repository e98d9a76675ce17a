// Notices (spec 2.6, 7.5): a public, zero-based paged list (important first, then newest) and a
// detail that counts its views.
import { api } from '@academy/strings/api';
import { desc, eq, sql } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { Hono } from 'hono';
import {
  ErrorEnvelope,
  IdParam,
  NoticeListQuery,
  NoticeListResponse,
  NoticeResponse,
  type Notice,
} from '@academy/api-client/contract';
import { validation } from '@academy/strings/validation';
import type { AppEnv } from '../../app-env.ts';
import { notices } from '../../db/schema/notices.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { cachedJson, changedSoon, okBody } from '../../lib/content-cache.ts';
import { jsonContent as json } from '../../lib/openapi.ts';

type Row = typeof notices.$inferSelect;

export function toNotice(row: Row): Notice {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    isImportant: row.isImportant,
    createdAt: row.createdAt.toISOString(),
    viewCount: row.viewCount,
    authorName: row.authorName,
  };
}

export const noticeRoutes = new Hono<AppEnv>()
  .get(
    '/notice/list',
    describeRoute({
      tags: ['notices'],
      summary: api.docs.summaries.notices,
      description:
        'Public. page is zero-based, size 1 to 100 (default 0 and 10); important notices first, then the newest. ETag revalidation (304).',
      responses: {
        200: { description: 'the page', ...json(NoticeListResponse) },
        400: { description: 'bad page or size', ...json(ErrorEnvelope) },
      },
    }),
    validate('query', NoticeListQuery),
    async (c) => {
      const { page, size } = c.req.valid('query');
      return cachedJson(c, 'notices', `list:${page}:${size}`, async () => {
        const rows = await c.var.deps.database.db
          .select()
          .from(notices)
          .orderBy(desc(notices.isImportant), desc(notices.createdAt), desc(notices.id))
          .limit(size)
          .offset(page * size);
        return okBody(rows.map(toNotice), api.notices.list);
      });
    },
  )
  .get(
    '/notice/:id',
    describeRoute({
      tags: ['notices'],
      summary: api.docs.summaries.notice,
      description: 'Public. Counts the view (viewCount includes this one).',
      responses: {
        200: { description: 'the notice', ...json(NoticeResponse) },
        404: { description: 'unknown notice', ...json(ErrorEnvelope) },
      },
    }),
    validate('param', IdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const { deps } = c.var;
      // A HEAD (link checkers, prefetch probes) is not a view.
      if (c.req.method === 'HEAD') {
        const [found] = await deps.database.db.select().from(notices).where(eq(notices.id, id));
        if (!found) throw notFound(validation.notice.notFound);
        return ok(c, toNotice(found), api.notices.detail);
      }
      // One statement reads and counts the view, so concurrent readers never lose a count. The
      // lists show view counts, but a view is not a content change: their cached copies go at
      // most twice a second, however many views arrive (issue 17 item 14).
      const [row] = await deps.database.db
        .update(notices)
        .set({ viewCount: sql`${notices.viewCount} + 1` })
        .where(eq(notices.id, id))
        .returning();
      if (!row) throw notFound(validation.notice.notFound);
      changedSoon(deps, 'notices');
      return ok(c, toNotice(row), api.notices.detail);
    },
  );
