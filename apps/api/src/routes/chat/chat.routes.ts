// The lesson chat's HTTP calls (docs/decisions/016-live-channel.md); what happens live arrives over
// /api/live.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  ChatHistoryQuery,
  ChatMessageRequest,
  ChatMessageResponse,
  ChatPageResponse,
  LessonMessageParam,
  LessonParam,
  PresenceResponse,
} from '@academy/api-client/contract';
import * as live from '@academy/strings/live';
import type { AppEnv } from '../../app-env.ts';
import { requireAuth } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { jsonContent, okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { deleteMessage, postMessage, presence, readHistory } from './chat.handlers.ts';

const who = 'Enrolled students, the lecture’s teacher and admins; anyone else 403.';

export const chatRoutes = new Hono<AppEnv>()
  .get(
    '/lessons/:lessonId{[0-9]+}/chat/messages',
    describeRoute({
      tags: ['chat'],
      summary: 'A page of the lesson room’s history, oldest first (newest last)',
      description: `${who} Without \`before\`, the newest \`size\` messages (default 50, at most 100); with it, the ones older than that id. \`hasMore\`: older messages remain.`,
      responses: json(ChatPageResponse, 'a page of history'),
    }),
    requireAuth(),
    validate('param', LessonParam),
    validate('query', ChatHistoryQuery),
    async (c) => {
      const page = await readHistory(
        c.var.deps,
        c.var.user,
        c.req.valid('param').lessonId,
        c.req.valid('query'),
      );
      return ok(c, page, live.chat.history);
    },
  )
  .post(
    '/lessons/:lessonId{[0-9]+}/chat/messages',
    describeRoute({
      tags: ['chat'],
      summary: 'Post a message {content} to the lesson room (1 to 1,000 characters of text)',
      description: `${who} Stored, then delivered over /api/live to everyone in the room. Ten messages per ten seconds per user, then 429 with Retry-After.`,
      responses: {
        201: { description: 'the stored message', ...jsonContent(ChatMessageResponse) },
      },
    }),
    requireAuth(),
    validate('param', LessonParam),
    validate('json', ChatMessageRequest),
    async (c) => {
      const message = await postMessage(
        c.var.deps,
        c.var.user,
        c.req.valid('param').lessonId,
        c.req.valid('json').content,
      );
      return ok(c, message, live.chat.sent, 201);
    },
  )
  .delete(
    '/lessons/:lessonId{[0-9]+}/chat/messages/:messageId{[0-9]+}',
    describeRoute({
      tags: ['chat'],
      summary: 'Delete a message (the lecture’s teacher or an admin); it stays, shown as deleted',
      responses: json(ChatMessageResponse, 'the message, deleted'),
    }),
    requireAuth(),
    validate('param', LessonMessageParam),
    async (c) => {
      const { lessonId, messageId } = c.req.valid('param');
      const message = await deleteMessage(c.var.deps, c.var.user, lessonId, messageId);
      return ok(c, message, live.chat.deleted);
    },
  )
  .get(
    '/lessons/:lessonId{[0-9]+}/chat/presence',
    describeRoute({
      tags: ['chat'],
      summary: 'Who is in the lesson room now (connected over /api/live, across processes)',
      description: who,
      responses: json(PresenceResponse, 'the users present'),
    }),
    requireAuth(),
    validate('param', LessonParam),
    async (c) => {
      const found = await presence(c.var.deps, c.var.user, c.req.valid('param').lessonId);
      return ok(c, found, live.chat.presence);
    },
  );
