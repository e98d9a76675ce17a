// Staff on a student's page (docs/product/parents.md): the student's guardians and invitations
// (a view recorded in the access log), invite or link a guardian, cancel, remove (whatever the
// student's age: under 19 only staff remove), and set the birth date. Writes are recorded by the
// audit middleware, with the student noted.
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  BirthDateRequest,
  GuardianDoneResponse,
  GuardianInvitationResponse,
  GuardianInviteRequest,
  GuardianLinkRequest,
  GuardianParams,
  IdParam,
  InvitationParams,
  MyGuardiansResponse,
} from '@academy/api-client/contract';
import * as accessLogStrings from '@academy/strings/access-log';
import * as guardianStrings from '@academy/strings/messages-guardians';
import type { AppEnv } from '../../app-env.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { noteAudit, recordAccess } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { forbidden } from '../../lib/errors.ts';
import { errorResponses, okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as h from './guardians.handlers.ts';

const say = guardianStrings.answers;

/**
 * An admin reaches every student; a teacher only the students of their own lectures (as on the
 * student page: docs/product/roles.md). The write's log row names the student.
 */
async function reach(c: Context<AppEnv>, studentId: number, targetType = 'guardians') {
  const { user } = c.var;
  const { db } = c.var.deps.database;
  await h.studentOf(db, studentId);
  if (user.role !== 'ADMIN') {
    const [taught] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(lectures, eq(lectures.id, enrolments.lectureId))
      .where(and(eq(enrolments.userId, studentId), eq(lectures.teacherId, user.id)))
      .limit(1);
    if (!taught) throw forbidden(accessLogStrings.errors.notOwnStudent);
  }
  noteAudit(c, { studentId, targetType });
  return db;
}

export const staffGuardianRoutes = new Hono<AppEnv>()
  .get(
    '/admin/students/:id{[0-9]+}/guardians',
    describeRoute({
      tags: ['guardians'],
      summary: "A student's guardians and open invitations (staff)",
      description: 'Emails masked; recorded in the access log as a view of the student.',
      responses: json(MyGuardiansResponse, 'guardians and invitations', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const db = await reach(c, id);
      const view = await h.guardianView(db, id, true);
      await recordAccess(c, {
        action: 'VIEW',
        targetType: 'guardians',
        targetId: id,
        studentId: id,
      });
      return ok(c, view, say.guardians);
    },
  )
  .post(
    '/admin/students/:id{[0-9]+}/guardians/invitations',
    describeRoute({
      tags: ['guardians'],
      summary: 'Invite a guardian for a student (staff)',
      description: 'As the student would, by email or phone, under the same refusals.',
      responses: {
        201: json(GuardianInvitationResponse, 'the invitation')[200],
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('json', GuardianInviteRequest),
    async (c) => {
      const id = c.req.valid('param').id;
      await reach(c, id, 'guardian-invitations');
      const invitation = await h.invite(c.var.deps, id, c.req.valid('json'), c.var.user.id);
      return ok(c, invitation, say.invited, 201);
    },
  )
  .post(
    '/admin/students/:id{[0-9]+}/guardians',
    describeRoute({
      tags: ['guardians'],
      summary: 'Link an existing parent account to a student (staff)',
      description:
        "By the parent account's email: 404 when no parent account has it, 409 for a student's address or a guardian already linked.",
      responses: json(GuardianDoneResponse, 'linked', 400, 401, 403, 404, 409),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('json', GuardianLinkRequest),
    async (c) => {
      const id = c.req.valid('param').id;
      const db = await reach(c, id);
      await h.linkExisting(db, id, c.req.valid('json').email, c.var.user.id);
      return ok(c, null, say.linked);
    },
  )
  .delete(
    '/admin/students/:id{[0-9]+}/guardians/invitations/:invitationId{[0-9]+}',
    describeRoute({
      tags: ['guardians'],
      summary: "Cancel a student's open invitation (staff)",
      responses: json(GuardianDoneResponse, 'cancelled', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', InvitationParams),
    async (c) => {
      const { id, invitationId } = c.req.valid('param');
      const db = await reach(c, id, 'guardian-invitations');
      await h.cancelInvitation(db, id, invitationId);
      return ok(c, null, say.cancelled);
    },
  )
  .delete(
    '/admin/students/:id{[0-9]+}/guardians/:guardianId{[0-9]+}',
    describeRoute({
      tags: ['guardians'],
      summary: "Remove a student's guardian (staff)",
      description: 'Whatever the student’s age (under 19 only staff remove).',
      responses: json(GuardianDoneResponse, 'removed', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', GuardianParams),
    async (c) => {
      const { id, guardianId } = c.req.valid('param');
      const db = await reach(c, id);
      await h.removeLink(db, id, guardianId);
      return ok(c, null, say.removed);
    },
  )
  .put(
    '/admin/students/:id{[0-9]+}/birth-date',
    describeRoute({
      tags: ['guardians'],
      summary: "Set a student's birth date (staff)",
      description: 'YYYY-MM-DD or null (unknown: counted as under 19).',
      responses: json(GuardianDoneResponse, 'saved', 400, 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('json', BirthDateRequest),
    async (c) => {
      const id = c.req.valid('param').id;
      const db = await reach(c, id, 'student');
      await h.setBirthDate(db, id, c.req.valid('json').birthDate, false);
      return ok(c, null, say.birthDateSaved);
    },
  );
