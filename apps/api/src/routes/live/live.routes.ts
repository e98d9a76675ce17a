// The live channel (docs/decisions/016-live-channel.md): one WebSocket per signed-in tab at
// /api/live, with the API's own session (the access_token cookie, or a bearer token for other
// clients) and only from the three app origins. The client joins lesson rooms (`since`: the last
// message id it has, so a reconnect replays what it missed); messages, deletions, presence and the
// user's own notifications arrive as frames (contract/live.ts). Posting goes over HTTP
// (chat.routes.ts).
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
import { tooManyRequests } from '../../lib/rate-limit.ts';
import { liveHubFor, type LiveConnection } from '../../lib/live/hub.ts';
import { LIVE_LIMITS } from '../../lib/live/limits.ts';
import { roomAccess } from '../chat/chat.handlers.ts';
import { messagesSince } from '../chat/chat.queries.ts';

/** A client frame is small (a join); anything bigger closes the socket. */
const MAX_FRAME_BYTES = 4096;
/** setTimeout's longest wait; an enrolment ending later is caught by a later join's check. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Access = Awaited<ReturnType<typeof roomAccess>>;

/** user -> the handshakes they may still make now (a token bucket, LIVE_LIMITS) */
const handshakes = new Map<number, { tokens: number; at: number }>();

/** 0 when the user may open another socket now, else the seconds until they may. */
function handshakeWait(userId: number) {
  const now = Date.now();
  const perMs = LIVE_LIMITS.handshakesPerMinute / 60_000;
  const entry = handshakes.get(userId) ?? { tokens: LIVE_LIMITS.handshakeBurst, at: now };
  entry.tokens = Math.min(LIVE_LIMITS.handshakeBurst, entry.tokens + (now - entry.at) * perMs);
  entry.at = now;
  if (handshakes.size > 10_000) {
    // forget those with a full bucket: they are where a new entry would start
    for (const [id, kept] of handshakes) {
      if (kept.tokens + (now - kept.at) * perMs >= LIVE_LIMITS.handshakeBurst)
        handshakes.delete(id);
    }
  }
  handshakes.set(userId, entry);
  if (entry.tokens >= 1) {
    entry.tokens -= 1;
    return 0;
  }
  return Math.ceil((1 - entry.tokens) / perMs / 1000);
}

/**
 * How fast one socket may send (LIVE_LIMITS): a token bucket. A frame without tokens is refused
 * (the first of a run is answered with tooFast, the rest dropped unanswered); a socket that
 * keeps sending after LIVE_LIMITS.refusedBeforeClose refusals is closed.
 */
export class FrameBucket {
  private tokens: number = LIVE_LIMITS.frameBurst;
  private at = Date.now();
  private refused = 0;
  private told = false;

  take(cost: number): 'ok' | 'refuse' | 'drop' | 'close' {
    const now = Date.now();
    this.tokens = Math.min(
      LIVE_LIMITS.frameBurst,
      this.tokens + ((now - this.at) / 1000) * LIVE_LIMITS.framesPerSecond,
    );
    this.at = now;
    if (this.tokens >= cost) {
      this.tokens -= cost;
      this.told = false;
      // a full bucket again: the client has calmed down, its past refusals are forgiven
      if (this.tokens >= LIVE_LIMITS.frameBurst - cost) this.refused = 0;
      return 'ok';
    }
    this.refused += 1;
    if (this.refused >= LIVE_LIMITS.refusedBeforeClose) return 'close';
    if (this.told) return 'drop';
    this.told = true;
    return 'refuse';
  }
}
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
        'Upgrade to a WebSocket with the session cookie (or a bearer token) from one of the app origins; 401 without a session, 403 from another origin. Frames are JSON: the client sends {type: join, lessonId, since?} / {type: leave, lessonId} / {type: ping}; the server sends ready, joined (with the messages after `since`), message, deleted, presence, notification, error and pong (contract: ClientFrame, ServerFrame). Frames are validated (an error frame, BAD_REQUEST, for a bad one) and limited per socket (20 a second, a join counting 4; an error frame TOO_MANY_REQUESTS, then close 1008 if it goes on); a user keeps 5 sockets (a sixth closes the oldest with 4429) and opens at most 10 at once, then 20 a minute (429). Close code 4000: reconnect and rejoin with `since`; 4401: the session ended (also at once on logout or revocation); 4429 and 1008: do not reconnect.',
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
      const wait = handshakeWait(c.var.user.id);
      if (wait > 0) throw tooManyRequests(live.channel.connectAction, wait);
      await next();
    },
    async (c, next) => {
      // On PostgreSQL a process starts hearing the others moments after it starts.
      await liveHubFor(c.var.deps).whenHearing(2000);
      await next();
    },
    nodeWs.upgradeWebSocket((c) => {
      const deps = c.var.deps;
      const hub = liveHubFor(deps);
      const user = c.var.user;
      const { id, name, role } = user;
      let connection: LiveConnection | undefined;
      let sessionCheck: NodeJS.Timeout | undefined;
      let closing = false;
      const bucket = new FrameBucket();
      /** lesson -> the access decision being made or made, kept for a while (LIVE_LIMITS) */
      const access = new Map<number, { decision: Promise<Access>; until: number }>();
      /** lesson -> the moment its enrolment ends, when the socket leaves the room by itself */
      const periodEnds = new Map<number, NodeJS.Timeout>();

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
      const end = (code: number, reason: string) => {
        if (closing || !connection) return;
        closing = true;
        // out of every room now, not when the client has answered the close
        hub.remove(connection);
        connection.close(code, reason);
      };

      /** May this user be in the room? Asked once per lesson and kept (refusals more briefly). */
      const accessTo = (lessonId: number) => {
        const kept = access.get(lessonId);
        if (kept && Date.now() < kept.until) return kept.decision;
        const decision = roomAccess(deps, user, lessonId);
        const entry = { decision, until: Date.now() + LIVE_LIMITS.accessKeepMs };
        access.set(lessonId, entry);
        decision.then(
          (granted) => {
            if (granted.endsAt) {
              entry.until = Math.min(entry.until, granted.endsAt.getTime());
            }
          },
          () => {
            entry.until = Math.min(entry.until, Date.now() + LIVE_LIMITS.refusalKeepMs);
          },
        );
        return decision;
      };

      /** The socket leaves the room by itself when the student's enrolment ends. */
      const watchPeriod = (lessonId: number, granted: Access) => {
        clearTimeout(periodEnds.get(lessonId));
        periodEnds.delete(lessonId);
        const left = granted.endsAt ? granted.endsAt.getTime() - Date.now() : Infinity;
        if (left < MAX_TIMER_MS) {
          const timer = setTimeout(() => void recheckRoom(lessonId), Math.max(left, 0) + 50);
          timer.unref();
          periodEnds.set(lessonId, timer);
        }
      };

      /** Checks a room again (access ended or changed): out of it, with a word, if refused. */
      const recheckRoom = async (lessonId: number) => {
        access.delete(lessonId);
        try {
          const granted = await accessTo(lessonId);
          if (connection && hub.roomsOf(connection).includes(lessonId)) {
            watchPeriod(lessonId, granted); // a new end date, perhaps sooner
          }
        } catch (error) {
          if (!(error instanceof ApiError)) return; // database away: the next check decides
          clearTimeout(periodEnds.get(lessonId));
          periodEnds.delete(lessonId);
          if (connection && hub.roomsOf(connection).includes(lessonId)) {
            hub.leave(connection, lessonId);
            send({ type: 'error', code: error.code, message: live.chat.accessEnded, lessonId });
          }
        }
      };

      const join = async (lessonId: number, since: number | undefined) => {
        // the room's rule is the HTTP calls' rule (roomOf), kept for a while per socket
        watchPeriod(lessonId, await accessTo(lessonId));
        await hub.join(connection!, lessonId, () =>
          since === undefined
            ? Promise.resolve({ missed: [], hasMore: false })
            : messagesSince(deps.database.db, lessonId, since, CHAT_REPLAY_MAX),
        );
      };

      const checkSession = () =>
        stillSignedIn(deps.database.db, user).then(
          (signedIn) => {
            if (!signedIn) end(LiveCloseCode.unauthorized, 'signed out');
            liveSettings.afterSessionCheck?.(id, signedIn);
          },
          () => {}, // database away: checked again next time
        );

      return {
        onOpen(_event, ws) {
          connection = {
            user: { id, name, role },
            sid: user.sid,
            send: (frame) => {
              if (ws.readyState === 1) ws.send(JSON.stringify(frame));
            },
            close: (code, reason) => ws.close(code, reason),
            recheck: (what) => {
              if ('session' in what) void checkSession();
              else {
                for (const [lessonId, kept] of access) {
                  void kept.decision.then(
                    (granted) => {
                      if (granted.lectureId === what.lectureId) void recheckRoom(lessonId);
                    },
                    () => access.delete(lessonId), // a refusal may have become a grant
                  );
                }
              }
            },
          };
          hub.add(connection);
          send({ type: 'ready', userId: id });
          // Signed out, disabled or withdrawn since the handshake: the channel ends (4401: the
          // client does not reconnect without signing in again). A revocation made through the
          // API is announced and checked at once (recheck); this catches anything else.
          sessionCheck = setInterval(() => void checkSession(), liveSettings.sessionCheckMs);
          sessionCheck.unref();
        },
        onMessage(event) {
          if (closing || !connection) return;
          let frame: ClientFrame | undefined;
          let problem: string = live.channel.badMessage;
          try {
            const parsed = v.safeParse(ClientFrame, JSON.parse(String(event.data)));
            if (parsed.success) frame = parsed.output;
            else problem = parsed.issues[0].message;
          } catch {
            // not JSON: badMessage
          }
          // Every frame costs tokens, a join (a check and a replay read) more than the rest.
          const verdict = bucket.take(frame?.type === 'join' ? LIVE_LIMITS.joinCost : 1);
          if (verdict === 'close') return end(LiveCloseCode.policyViolation, 'too many frames');
          if (verdict === 'refuse') {
            return send({
              type: 'error',
              code: 'TOO_MANY_REQUESTS',
              message: live.channel.tooFast,
            });
          }
          if (verdict === 'drop') return;
          if (!frame) return refuse(badRequest(problem));
          if (frame.type === 'ping') return send({ type: 'pong' });
          if (frame.type === 'leave') {
            clearTimeout(periodEnds.get(frame.lessonId));
            periodEnds.delete(frame.lessonId);
            return hub.leave(connection, frame.lessonId);
          }
          const { lessonId, since } = frame;
          join(lessonId, since).catch((error: unknown) => refuse(error, lessonId));
        },
        onClose() {
          closing = true;
          clearInterval(sessionCheck);
          for (const timer of periodEnds.values()) clearTimeout(timer);
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
