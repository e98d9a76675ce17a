// LIVE lessons' attendance (docs/product/learning.md: live lessons): staff (the lecture's teacher or
// an admin) read who attended, mark several students at once and undo a mark on the day it was made.
import { api } from '@academy/strings/api';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  AttendanceRequest,
  AttendanceResponse,
  AttendanceUndoRequest,
  AttendanceUndoResponse,
  IdParam,
  LectureAttendanceResponse,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { lectureAttendance, markAttendance, undoAttendance } from './attendance.handlers.ts';

export const attendanceRoutes = new Hono<AppEnv>()
  .get(
    '/admin/lectures/:id{[0-9]+}/attendance',
    describeRoute({
      tags: ['admin'],
      summary: "A lecture's LIVE lessons and who completed each (attended or watched), staff",
      responses: json(LectureAttendanceResponse, 'the attendance'),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) =>
      ok(
        c,
        await lectureAttendance(c.var.deps, c.var.user, c.req.valid('param').id),
        api.learning.attendance,
      ),
  )
  .put(
    '/admin/lectures/attendance',
    describeRoute({
      tags: ['admin'],
      summary:
        'Mark students PRESENT, LATE, ABSENT or EXCUSED at a LIVE lesson (staff); PRESENT and LATE complete it',
      description:
        'All or none: a student without an open enrolment (404 none, 409 ended) or with a mark from an earlier day (409) refuses the request. A mark made today is replaced.',
      responses: json(AttendanceResponse, 'the students’ marks'),
    }),
    requireStaff(),
    validate('json', AttendanceRequest),
    async (c) =>
      ok(
        c,
        await markAttendance(c.var.deps, c.var.user, c.req.valid('json')),
        api.learning.attended,
      ),
  )
  .post(
    '/admin/lectures/attendance/undo',
    describeRoute({
      tags: ['admin'],
      summary: 'Undo students’ marks made today (Korean time) at a LIVE lesson (staff)',
      description:
        'Takes back the completion a mark recorded. A student without a mark (404) or with a mark from an earlier day (409) refuses the request; nothing changes.',
      responses: json(AttendanceUndoResponse, 'the lesson and the students whose marks went'),
    }),
    requireStaff(),
    validate('json', AttendanceUndoRequest),
    async (c) =>
      ok(
        c,
        await undoAttendance(c.var.deps, c.var.user, c.req.valid('json')),
        api.learning.attendanceUndone,
      ),
  );
