// The live channel (issue 22, decision 016): one WebSocket per signed-in tab at /api/live, with
// the API's own session (the access_token cookie, or a bearer token for other clients) and only
// from the three app origins. The client joins lesson rooms (`since`: the last message id it has,
// so a reconnect replays what it missed); messages, deletions, presence and the user's own
// notifications arrive as frames (contract/live.ts). Posting goes over HTTP (chat.routes.ts).
import { createNodeWebSocket } from '@hono/node-ws';
import type { Hono } from 'hono';
import { Hono as HonoApp } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  CHAT_REPLAY_MAX,
  ClientFrame,
  LiveCloseCode,
  type ServerFrame,
} from '@academy/api-client/contract';
import * as live from '@academy/strings/live';
import type { AppEnv } from '../../app-env.ts';
import { appOrigins } from '../../env.ts';
import { requireAuth, stillSignedIn } from '../../lib/auth/middleware.ts';
import { ApiError, badRequest, forbidden } from '../../lib/errors.ts';
import { liveHubFor, type LiveConnection } from '../../lib/live/hub.ts';
import { roomOf } from '../chat/chat.handlers.ts';
import { messagesSince } from '../chat/chat.queries.ts';

/** A client frame is small (a join); anything bigger closes the socket. */
const MAX_FRAME_BYTES = 4096;
/**
 * How often an open channel checks that its user is still active and signed in. Tests shorten it,
 * and `afterSessionCheck` tells them a check has been answered (so they wait for it, not a time).
 */
export const liveSettings: {
  sessionCheckMs: number;
  afterSessionCheck?: (userId: number, signedIn: boolean) => void;
} = { sessionCheckMs: 60_000 };

/**
 * The channel's routes and the hook the server calls with each node:http server it runs
 * (upgrade requests go through the app like any request: auth, origin, logging).
 */
export function liveSocket(getApp: () => Pick<Hono, 'request'>) {
  const nodeWs = createNodeWebSocket({
    app: { request: (...args: Parameters<Hono['request']>) => getApp().request(...args) } as Hono,
  });
  nodeWs.wss.options.maxPayload = MAX_FRAME_BYTES;

  const routes = new HonoApp<AppEnv>().get(
    '/live',
    describeRoute({
      tags: ['live'],
      summary: 'The live channel (WebSocket): chat rooms, presence and notifications',
      description:
        'Upgrade to a WebSocket with the session cookie (or a bearer token) from one of the app origins; 401 without a session, 403 from another origin. Frames are JSON: the client sends {type: join, lessonId, since?} / {type: leave, lessonId} / {type: ping}; the server sends ready, joined (with the messages after `since`), message, deleted, presence, notification, error and pong (contract: ClientFrame, ServerFrame). Close code 4000: reconnect and rejoin with `since`.',
      responses: { 101: { description: 'switching to the WebSocket protocol' } },
    }),
    async (c, next) => {
      // Another site's page cannot open the channel with our cookie (cross-site WebSocket hijacking).
      const origin = c.req.header('origin');
      if (origin && !Object.values(appOrigins(c.var.deps.env)).includes(origin)) {
        throw forbidden(live.channel.originRefused);
      }
      await next();
    },
    requireAuth(),
    async (c, next) => {
      // On PostgreSQL a process starts hearing the others moments after it starts.
      await liveHubFor(c.var.deps).whenHearing(2000);
      await next();
    },
    nodeWs.upgradeWebSocket((c) => {
      const deps = c.var.deps;
      const hub = liveHubFor(deps);
      const { id, name, role } = c.var.user;
      let connection: LiveConnection | undefined;
      let sessionCheck: NodeJS.Timeout | undefined;

      const send = (frame: ServerFrame) => connection?.send(frame);
      const refuse = (error: unknown, lessonId?: number) => {
        if (error instanceof ApiError) {
          send({ type: 'error', code: error.code, message: error.message, lessonId });
        } else {
          deps.logger.error({ err: String(error) }, 'live channel frame failed');
          send({
            type: 'error',
            code: 'INTERNAL_ERROR',
            message: live.channel.badMessage,
            lessonId,
          });
        }
      };

      return {
        onOpen(_event, ws) {
          connection = {
            user: { id, name, role },
            send: (frame) => {
              if (ws.readyState === 1) ws.send(JSON.stringify(frame));
            },
            close: (code, reason) => ws.close(code, reason),
          };
          hub.add(connection);
          send({ type: 'ready', userId: id });
          // Signed out, disabled or withdrawn since the handshake: the channel ends (4401: the
          // client does not reconnect without signing in again).
          sessionCheck = setInterval(() => {
            void stillSignedIn(deps.database.db, c.var.user).then(
              (live) => {
                if (!live) ws.close(LiveCloseCode.unauthorized, 'signed out');
                liveSettings.afterSessionCheck?.(id, live);
              },
              () => {}, // database away: checked again next time
            );
          }, liveSettings.sessionCheckMs);
          sessionCheck.unref();
        },
        onMessage(event) {
          let frame: ClientFrame;
          try {
            const parsed = v.safeParse(ClientFrame, JSON.parse(String(event.data)));
            if (!parsed.success) throw new Error('bad frame');
            frame = parsed.output;
          } catch {
            refuse(badRequest(live.channel.badMessage));
            return;
          }
          if (frame.type === 'ping') return send({ type: 'pong' });
          if (frame.type === 'leave') return hub.leave(connection!, frame.lessonId);
          const { lessonId, since } = frame;
          void (async () => {
            // the room's rule is the HTTP calls' rule (roomOf)
            await roomOf(deps, c.var.user, lessonId);
            await hub.join(connection!, lessonId, () =>
              since === undefined
                ? Promise.resolve({ missed: [], hasMore: false })
                : messagesSince(deps.database.db, lessonId, since, CHAT_REPLAY_MAX),
            );
          })().catch((error: unknown) => refuse(error, lessonId));
        },
        onClose() {
          clearInterval(sessionCheck);
          if (connection) hub.remove(connection);
          connection = undefined;
        },
      };
    }),
    // A plain GET (no upgrade) lands here.
    () => {
      throw new ApiError(426, 'UPGRADE_REQUIRED', live.channel.upgradeRequired, null, {
        Upgrade: 'websocket',
      });
    },
  );

  return { routes, injectWebSocket: nodeWs.injectWebSocket };
}
