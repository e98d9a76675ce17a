// Playback sessions and the shared-account limit (docs/product/player.md): a student starts a
// playback of a lesson from a device, keeps it alive, and loses it to a newer one past the
// academy's limit; staff see and reset a student's devices; an admin sets the limit.
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  ErrorEnvelope,
  IdParam,
  PlaybackDeviceListResponse,
  PlaybackDeviceResetResponse,
  PlaybackHeartbeatRequest,
  PlaybackHeartbeatResponse,
  PlaybackLimitRequest,
  PlaybackLimitResponse,
  PlaybackSessionResponse,
  PlaybackStartRequest,
  PlaybackStopResponse,
} from '@academy/api-client/contract';
import * as accessLogStrings from '@academy/strings/access-log';
import * as s from '@academy/strings/streaming';
import type { AppEnv } from '../../app-env.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { requireAuth, requireRole, requireStaff } from '../../lib/auth/middleware.ts';
import { noteAudit, recordAccess } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { forbidden } from '../../lib/errors.ts';
import { jsonContent as json, okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { studentOf } from '../guardians/guardians.handlers.ts';
import * as h from './playback.handlers.ts';

const m = s.messages;
const SessionParam = v.object({
  sessionId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,32}$/, s.errors.sessionNotFound)),
});

/** An admin reaches every student; a teacher only the students of their own lectures. */
async function reachStudent(c: Context<AppEnv>, studentId: number) {
  const { user } = c.var;
  const { db } = c.var.deps.database;
  await studentOf(db, studentId);
  if (user.role !== 'ADMIN') {
    const [taught] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(lectures, eq(lectures.id, enrolments.lectureId))
      .where(and(eq(enrolments.userId, studentId), eq(lectures.teacherId, user.id)))
      .limit(1);
    if (!taught) throw forbidden(accessLogStrings.errors.notOwnStudent);
  }
  noteAudit(c, { studentId, targetType: 'playback-devices' });
  return db;
}

export const playbackRoutes = new Hono<AppEnv>()
  .post(
    '/lessons/:id{[0-9]+}/playback',
    describeRoute({
      tags: ['playback'],
      summary: 'Start playing a lesson on this device',
      description:
        "An enrolled student of a published lecture, or its staff (the learning rule). {deviceId (the browser's own random id), deviceLabel}. Answers {sessionId, heartbeatSeconds, playerUrl, token, expiresAt}: the player link carries a playback token (~10 min, renewed by heartbeats). Past the academy's limit of simultaneous playbacks the student's oldest playback is taken over (its next heartbeat: 409). `?controls=0`: a player without its own controls. Accepts Idempotency-Key.",
      responses: {
        201: { description: 'the playback', ...json(PlaybackSessionResponse) },
        400: { description: 'bad device or not a video lesson', ...json(ErrorEnvelope) },
        401: { description: 'not signed in', ...json(ErrorEnvelope) },
        403: { description: 'not enrolled, or another teacher', ...json(ErrorEnvelope) },
        404: { description: 'unknown lesson or no video', ...json(ErrorEnvelope) },
      },
    }),
    requireAuth(),
    validate('param', IdParam),
    validate('json', PlaybackStartRequest),
    async (c) => {
      const session = await h.startPlayback(
        c.var.deps,
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json'),
        { controls: c.req.query('controls') !== '0' },
      );
      return ok(c, session, m.started, 201);
    },
  )
  .post(
    '/playback/:sessionId/heartbeat',
    describeRoute({
      tags: ['playback'],
      summary: 'Keep a playback alive (every heartbeatSeconds) with the current position',
      description:
        "The session's own user. Answers a renewed token. 409 PLAYBACK_TAKEN_OVER (with the reason in Korean) when a newer playback took it over, 409 PLAYBACK_ENDED when it was stopped; 403 when the enrolment ended.",
      responses: {
        ...okJson(PlaybackHeartbeatResponse, 'a renewed token', 400, 401, 403, 404),
        409: { description: 'taken over or ended', ...json(ErrorEnvelope) },
      },
    }),
    requireAuth(),
    validate('param', SessionParam),
    validate('json', PlaybackHeartbeatRequest),
    async (c) => {
      const beat = await h.heartbeat(
        c.var.deps,
        c.var.user,
        c.req.valid('param').sessionId,
        c.req.valid('json').positionSeconds,
      );
      return ok(c, beat, m.heartbeat);
    },
  )
  .post(
    '/playback/:sessionId/stop',
    describeRoute({
      tags: ['playback'],
      summary: 'End a playback (the lesson page closed)',
      description: "The session's own user; ending an ended one changes nothing.",
      responses: okJson(PlaybackStopResponse, 'ended', 401, 403, 404),
    }),
    requireAuth(),
    validate('param', SessionParam),
    async (c) =>
      ok(
        c,
        await h.stopPlayback(c.var.deps, c.var.user, c.req.valid('param').sessionId),
        m.stopped,
      ),
  )
  .get(
    '/admin/students/:id{[0-9]+}/devices',
    describeRoute({
      tags: ['playback'],
      summary: "A student's playback devices (staff)",
      description:
        'TEACHER (students of their own lectures) or ADMIN. The devices the student played on, the most recent first, and whether one plays now. Recorded in the access log.',
      responses: okJson(PlaybackDeviceListResponse, 'the devices', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const db = await reachStudent(c, id);
      const devices = await h.studentDevices(db, id);
      await recordAccess(c, {
        action: 'VIEW',
        targetType: 'playback-devices',
        targetId: id,
        studentId: id,
      });
      return ok(c, devices, m.devices);
    },
  )
  .delete(
    '/admin/students/:id{[0-9]+}/devices',
    describeRoute({
      tags: ['playback'],
      summary: "Reset a student's playback devices (staff)",
      description:
        'TEACHER (students of their own lectures) or ADMIN. Forgets the devices and stops the playbacks running (their next heartbeat: 409).',
      responses: okJson(
        PlaybackDeviceResetResponse,
        'how many devices were forgotten',
        401,
        403,
        404,
      ),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const db = await reachStudent(c, id);
      return ok(c, await h.resetDevices(db, id), m.devicesReset);
    },
  )
  .get(
    '/academy/playback-limit',
    describeRoute({
      tags: ['playback'],
      summary: 'How many playbacks one student may run at once (staff)',
      responses: okJson(PlaybackLimitResponse, 'the limit', 401, 403),
    }),
    requireStaff(),
    async (c) => ok(c, { maxSimultaneous: await h.playbackLimit(c.var.deps.database.db) }, m.limit),
  )
  .put(
    '/academy/playback-limit',
    describeRoute({
      tags: ['playback'],
      summary: 'Set how many playbacks one student may run at once; ADMIN',
      responses: okJson(PlaybackLimitResponse, 'the saved limit', 400, 401, 403),
    }),
    requireRole('ADMIN'),
    validate('json', PlaybackLimitRequest),
    async (c) =>
      ok(
        c,
        await h.savePlaybackLimit(c.var.deps.database.db, c.req.valid('json').maxSimultaneous),
        m.limitSaved,
      ),
  );
