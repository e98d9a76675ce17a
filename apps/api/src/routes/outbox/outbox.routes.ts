// The admin's local outbox view (docs/product/messaging.md): the messages and one rendered.
// Admins only: the messages hold people's addresses and links.
import * as outboxView from '@academy/strings/outbox-view';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  IdParam,
  OutboxMessageResponse,
  OutboxPageResponse,
  OutboxQuery,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { requireRole } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { outboxMessage, outboxPage } from './outbox.handlers.ts';

const m = outboxView.answers;

export const outboxRoutes = new Hono<AppEnv>()
  .get(
    '/admin/outbox',
    describeRoute({
      tags: ['messaging'],
      summary: m.summaries.list,
      description:
        'Filters: channel, state, template. 50 a page, newest first; nextBefore is the `before` of the next page. Addresses masked.',
      responses: okJson(OutboxPageResponse, 'a page of messages', 400, 401, 403),
    }),
    requireRole('ADMIN'),
    validate('query', OutboxQuery),
    async (c) => ok(c, await outboxPage(c, c.req.valid('query')), m.list),
  )
  .get(
    '/admin/outbox/:id',
    describeRoute({
      tags: ['messaging'],
      summary: m.summaries.detail,
      description:
        'The message rendered by its template for its channel (email: subject, plain text and HTML; KakaoTalk and SMS: the text). Recorded in the staff access log (VIEW).',
      responses: okJson(OutboxMessageResponse, 'the message', 400, 401, 403, 404),
    }),
    requireRole('ADMIN'),
    validate('param', IdParam),
    async (c) => ok(c, await outboxMessage(c, c.req.valid('param').id), m.detail),
  );
