// 수강 일시정지 (docs/product/player-controls.md): a student reads, makes and ends early the pauses of
// their own enrolment; staff read a student's pauses (a teacher in their own lectures) and undo a
// running one with a reason. Handlers in pauses.handlers.ts.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  IdParam,
  PauseCreateRequest,
  PauseStatusListResponse,
  PauseStatusResponse,
  PauseUndoRequest,
  StaffPauseQuery,
} from '@academy/api-client/contract';
import * as player from '@academy/strings/player';
import type { AppEnv } from '../../app-env.ts';
import { requireRole, requireStaff } from '../../lib/auth/middleware.ts';
import { noteAudit } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { errorResponses, jsonContent, okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as h from './pauses.handlers.ts';

const m = player.messages;
const tags = ['enrolments'];

export const pauseRoutes = new Hono<AppEnv>()
  .get(
    '/me/enrolments/:id{[0-9]+}/pauses',
    describeRoute({
      tags,
      summary:
        "The student's pauses of their own enrolment and what is left of the lecture's limits",
      responses: okJson(PauseStatusResponse, 'the pauses', 401, 403, 404),
    }),
    requireRole('STUDENT'),
    validate('param', IdParam),
    async (c) =>
      ok(c, await h.myPauseStatus(c.var.deps, c.var.user, c.req.valid('param').id), m.pauses),
  )
  .post(
    '/me/enrolments/:id{[0-9]+}/pauses',
    describeRoute({
      tags,
      summary: 'Pause an enrolment for {days} from now (student; Idempotency-Key accepted)',
      description:
        "Within the lecture's pauseMaxCount and total pauseMaxDays (400 past them), not while another pause runs (409), not on an ended, unstarted or unlimited enrolment (409). The enrolment's end moves by the days; the lecture's lessons refuse the student (403 ENROLMENT_PAUSED) until it ends.",
      responses: {
        201: { description: 'the pauses', ...jsonContent(PauseStatusResponse) },
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    requireRole('STUDENT'),
    validate('param', IdParam),
    validate('json', PauseCreateRequest),
    async (c) => {
      const { days } = c.req.valid('json');
      const status = await h.pauseEnrolment(c.var.deps, c.var.user, c.req.valid('param').id, days);
      return ok(c, status, m.paused(days), 201);
    },
  )
  .delete(
    '/me/enrolments/:id{[0-9]+}/pauses',
    describeRoute({
      tags,
      summary: 'End the running pause early (student); the unused days go back',
      responses: okJson(PauseStatusResponse, 'the pauses', 401, 403, 404, 409),
    }),
    requireRole('STUDENT'),
    validate('param', IdParam),
    async (c) =>
      ok(c, await h.resumeEnrolment(c.var.deps, c.var.user, c.req.valid('param').id), m.resumed),
  )
  .get(
    '/admin/students/:id{[0-9]+}/pauses',
    describeRoute({
      tags,
      summary: "A student's enrolments with their pauses (staff; a teacher their own lectures)",
      responses: okJson(PauseStatusListResponse, 'per enrolment', 400, 401, 403),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('query', StaffPauseQuery),
    async (c) =>
      ok(
        c,
        await h.studentPauses(
          c.var.deps,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('query').lectureId,
        ),
        m.pauses,
      ),
  )
  .post(
    '/admin/enrolment-pauses/:id{[0-9]+}/undo',
    describeRoute({
      tags,
      summary: "Undo a student's running pause now, with a reason (staff)",
      responses: okJson(PauseStatusResponse, 'the pauses', 400, 401, 403, 404, 409),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('json', PauseUndoRequest),
    async (c) => {
      const { status, studentId } = await h.undoPause(
        c.var.deps,
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json').reason,
      );
      noteAudit(c, { studentId });
      return ok(c, status, m.undone);
    },
  );
