// The instructor list of the admin area (spec 2.11, 7.4: GET /api/admin/users/teachers).
import { api } from '@academy/strings/api';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ErrorEnvelope, TeacherListResponse } from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { users } from '../../db/schema/users.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { jsonContent as json } from '../../lib/openapi.ts';

export const teacherRoutes = new Hono<AppEnv>().get(
  '/admin/users/teachers',
  describeRoute({
    tags: ['teachers'],
    summary: api.docs.summaries.teachers,
    responses: {
      200: { description: 'teachers, by name', ...json(TeacherListResponse) },
      401: { description: 'no or bad token', ...json(ErrorEnvelope) },
      403: { description: 'not staff', ...json(ErrorEnvelope) },
    },
  }),
  requireStaff(),
  async (c) => {
    const rows = await c.var.deps.database.db
      .select({ id: users.id, name: users.name, userId: users.email, image: users.image })
      .from(users)
      .where(and(eq(users.role, 'TEACHER'), isNull(users.withdrawnAt), isNull(users.disabledAt)))
      .orderBy(asc(users.name), asc(users.id));
    return ok(c, rows, api.teachers.list);
  },
);
