// The caller's in-app notifications (docs/decisions/016-live-channel.md); new ones also arrive over
// /api/live.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  IdParam,
  NotificationPageResponse,
  NotificationResponse,
  pageQuery,
  UnreadCountResponse,
} from '@academy/api-client/contract';
import * as live from '@academy/strings/live';
import type { AppEnv } from '../../app-env.ts';
import { requireAccount } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { list, read, readAll, unread } from './notifications.handlers.ts';

const messages = live.notification;

export const notificationRoutes = new Hono<AppEnv>()
  .get(
    '/notifications',
    describeRoute({
      tags: ['notifications'],
      summary: 'The caller’s notifications, newest first, with the unread count',
      description:
        'Any signed-in user; only their own. page is zero-based, size 1 to 100 (default 20).',
      responses: json(NotificationPageResponse, 'a page of notifications'),
    }),
    requireAccount(),
    validate('query', pageQuery(20)),
    async (c) => {
      const { page, size } = c.req.valid('query');
      return ok(c, await list(c.var.deps, c.var.user, page, size), messages.list);
    },
  )
  .get(
    '/notifications/unread-count',
    describeRoute({
      tags: ['notifications'],
      summary: 'How many of the caller’s notifications are unread (the bell)',
      responses: json(UnreadCountResponse, 'the unread count'),
    }),
    requireAccount(),
    async (c) => ok(c, await unread(c.var.deps, c.var.user), messages.unreadCount),
  )
  .post(
    '/notifications/read-all',
    describeRoute({
      tags: ['notifications'],
      summary: 'Mark all of the caller’s notifications read',
      responses: json(UnreadCountResponse, 'the unread count, 0'),
    }),
    requireAccount(),
    async (c) => ok(c, await readAll(c.var.deps, c.var.user), messages.allMarkedRead),
  )
  .post(
    '/notifications/:id{[0-9]+}/read',
    describeRoute({
      tags: ['notifications'],
      summary: 'Mark one of the caller’s notifications read (another’s: 404)',
      responses: json(NotificationResponse, 'the notification'),
    }),
    requireAccount(),
    validate('param', IdParam),
    async (c) =>
      ok(c, await read(c.var.deps, c.var.user, c.req.valid('param').id), messages.markedRead),
  );
