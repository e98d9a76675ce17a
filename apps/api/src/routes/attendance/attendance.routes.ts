// LIVE lessons' attendance (docs/product/learning.md): staff (the lecture's teacher or an admin)
// read who attended and mark a student present, which completes the lesson for them.
import { api } from '@academy/strings/api';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  AttendanceRequest,
  AttendanceResponse,
  IdParam,
  LectureAttendanceResponse,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { lectureAttendance, markAttendance } from './attendance.handlers.ts';

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
      summary: 'Mark a student present at a LIVE lesson: it completes for them (staff, final)',
      description:
        'Idempotent: a lesson already completed (attended, or its recording watched) stays as it was and is returned.',
      responses: json(AttendanceResponse, 'the lesson’s completion for the student'),
    }),
    requireStaff(),
    validate('json', AttendanceRequest),
    async (c) =>
      ok(
        c,
        await markAttendance(c.var.deps, c.var.user, c.req.valid('json')),
        api.learning.attended,
      ),
  );
