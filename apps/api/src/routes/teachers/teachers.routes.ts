// The instructor list of the admin area (docs/product/screens.md, docs/product/api.md: GET
// /api/admin/users/teachers).
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  ErrorEnvelope,
  IdParam,
  PublicInstructorListResponse,
  TeacherListResponse,
  TeacherProfileListResponse,
  TeacherProfileResponse,
  TeacherUpdateRequest,
} from '@academy/api-client/contract';
import { api } from '@academy/strings/api';
import * as enrolmentStrings from '@academy/strings/enrolments';
import type { AppEnv } from '../../app-env.ts';
import { users } from '../../db/schema/users.ts';
import { formBodyLimit, PHOTO_FORM_MAX_BYTES } from '../../lib/body-limit.ts';
import { requireRole, requireStaff } from '../../lib/auth/middleware.ts';
import { cachedJson, okBody } from '../../lib/content-cache.ts';
import { validate } from '../../lib/validate.ts';
import * as h from './teachers.handlers.ts';
import { recordAccess } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { maskEmail } from '../../lib/masking.ts';
import { jsonContent as json, okJson } from '../../lib/openapi.ts';

const m = enrolmentStrings.messages;

export const teacherRoutes = new Hono<AppEnv>()
  .get(
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
      // Emails masked, as every staff list shows them (docs/product/security.md).
      const masked = rows.map((row) => ({ ...row, userId: maskEmail(row.userId) }));
      return ok(c, masked, api.teachers.list);
    },
  )
  .get(
    '/admin/teachers',
    describeRoute({
      tags: ['teachers'],
      summary: 'Instructor profiles, deactivated ones too (staff)',
      responses: okJson(TeacherProfileListResponse, 'teachers, by name'),
    }),
    requireStaff(),
    async (c) => {
      const profiles = await h.teacherProfiles(c.var.deps);
      const masked = profiles.map((row) => ({ ...row, userId: maskEmail(row.userId) }));
      return ok(c, masked, m.teacher);
    },
  )
  .get(
    '/admin/teachers/:id{[0-9]+}',
    describeRoute({
      tags: ['teachers'],
      summary: "An instructor's profile (staff)",
      responses: okJson(TeacherProfileResponse, 'the teacher'),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const profile = await h.teacherProfile(c.var.deps, id);
      // Whole for an admin (recorded as a view) and for the teacher themself; masked otherwise.
      if (c.var.user.id === id) return ok(c, profile, m.teacher);
      if (c.var.user.role !== 'ADMIN')
        return ok(c, { ...profile, userId: maskEmail(profile.userId) }, m.teacher);
      await recordAccess(c, { action: 'VIEW', targetType: 'teachers', targetId: id });
      return ok(c, profile, m.teacher);
    },
  )
  .put(
    '/admin/teachers/:id{[0-9]+}',
    describeRoute({
      tags: ['teachers'],
      summary: 'Edit name, subjects, introduction and photo (an admin, or the teacher themself)',
      description:
        'multipart/form-data: name, teachingSubjects (repeated), introduction (at most 300 characters), optional imageFile (a new photo).',
      responses: okJson(TeacherProfileResponse, 'the teacher'),
    }),
    requireStaff(),
    validate('param', IdParam),
    formBodyLimit(PHOTO_FORM_MAX_BYTES, enrolmentStrings.errors.photoTooLarge),
    validate('form', TeacherUpdateRequest),
    async (c) =>
      ok(
        c,
        await h.updateTeacher(c.var.deps, c.var.user, c.req.valid('param').id, c.req.valid('form')),
        m.teacherUpdated,
      ),
  )
  .post(
    '/admin/teachers/:id{[0-9]+}/deactivate',
    describeRoute({
      tags: ['teachers'],
      summary: 'Deactivate an instructor: sessions revoked, sign-in refused, lectures stay (ADMIN)',
      responses: okJson(TeacherProfileResponse, 'the teacher'),
    }),
    requireRole('ADMIN'),
    validate('param', IdParam),
    async (c) =>
      ok(
        c,
        await h.deactivateTeacher(c.var.deps, c.var.user, c.req.valid('param').id),
        m.teacherDeactivated,
      ),
  )
  .post(
    '/admin/teachers/:id{[0-9]+}/reactivate',
    describeRoute({
      tags: ['teachers'],
      summary: 'Reactivate an instructor (ADMIN)',
      responses: okJson(TeacherProfileResponse, 'the teacher'),
    }),
    requireRole('ADMIN'),
    validate('param', IdParam),
    async (c) =>
      ok(c, await h.reactivateTeacher(c.var.deps, c.req.valid('param').id), m.teacherReactivated),
  )
  .get(
    '/instructors',
    describeRoute({
      tags: ['teachers'],
      summary: "The home page's instructors: active teachers (public, cached)",
      responses: okJson(PublicInstructorListResponse, 'teachers'),
    }),
    (c) =>
      cachedJson(c, 'lectures', 'instructors', async () =>
        okBody(await h.publicInstructors(c.var.deps), m.instructors),
      ),
  );
