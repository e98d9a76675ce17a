// The staff access log for admins (docs/product/security.md: staff access log): read it, see which
// months are reviewed, mark one reviewed. Admins only; no route changes or deletes an entry.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  AccessLogMonthsResponse,
  AccessLogPageResponse,
  AccessLogQuery,
  AccessLogReviewRequest,
  AccessLogReviewResponse,
} from '@academy/api-client/contract';
import * as accessLogStrings from '@academy/strings/access-log';
import type { AppEnv } from '../../app-env.ts';
import { noteAudit } from '../../lib/audit.ts';
import { requireRole } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { accessLogMonths, accessLogPage, reviewMonth } from './access-log.handlers.ts';

const m = accessLogStrings.messages;

export const accessLogRoutes = new Hono<AppEnv>()
  .get(
    '/admin/access-log',
    describeRoute({
      tags: ['access-log'],
      summary: 'The staff access log, newest first, filtered and paged by keyset (ADMIN)',
      description:
        'Filters: actor and student (part of a name or email), action, from and to (Seoul days, both included). 50 entries a page, newest first; nextBefore is the `before` of the next page.',
      responses: json(AccessLogPageResponse, 'a page of entries', 400, 401, 403),
    }),
    requireRole('ADMIN'),
    validate('query', AccessLogQuery),
    async (c) => ok(c, await accessLogPage(c.var.deps, c.req.valid('query')), m.log),
  )
  .get(
    '/admin/access-log/months',
    describeRoute({
      tags: ['access-log'],
      summary: 'Months of the access log with their entry counts and reviews (ADMIN)',
      responses: json(AccessLogMonthsResponse, 'months, newest first', 401, 403),
    }),
    requireRole('ADMIN'),
    async (c) => ok(c, await accessLogMonths(c.var.deps), m.months),
  )
  .post(
    '/admin/access-log/reviews',
    describeRoute({
      tags: ['access-log'],
      summary: 'Mark a month of the access log reviewed, with a note (ADMIN; once per month)',
      description:
        '{month: YYYY-MM (Seoul), note}. 409 when the month is already reviewed, 400 for a month still to come or one the months list does not show (before the first entry, or more than 24 months back).',
      responses: json(AccessLogReviewResponse, 'the month with its review', 400, 401, 403, 409),
    }),
    requireRole('ADMIN'),
    validate('json', AccessLogReviewRequest),
    async (c) => {
      const month = c.req.valid('json');
      noteAudit(c, { targetType: 'access-log-reviews', targetId: month.month });
      return ok(c, await reviewMonth(c.var.deps, c.var.user, month), m.reviewed, 201);
    },
  );
