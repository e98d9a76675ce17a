// Enrolments (docs/product/learning.md): staff (a teacher for their own lectures, an admin for all)
// enrol, bulk-enrol, extend and end. A student's own enrolments come from paying for an order
// (routes/orders, docs/product/commerce.md).
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  BulkEnrolRequest,
  BulkEnrolResponse,
  EnrolmentResponse,
  EnrolmentUpdateRequest,
  EnrolRequest,
  IdParam,
  StudentSearchQuery,
  StudentSearchResponse,
} from '@academy/api-client/contract';
import * as enrolmentStrings from '@academy/strings/enrolments';
import type { AppEnv } from '../../app-env.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { noteAudit } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { maskEmail } from '../../lib/masking.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as h from './enrolments.handlers.ts';
import { searchStudents } from './enrolments.queries.ts';

const m = enrolmentStrings.messages;

export const enrolmentRoutes = new Hono<AppEnv>()
  .get(
    '/admin/students',
    describeRoute({
      tags: ['enrolments'],
      summary: 'Search students by name or email, to enrol them (staff)',
      responses: json(StudentSearchResponse, 'at most 20 students, by name'),
    }),
    requireStaff(),
    validate('query', StudentSearchQuery),
    async (c) => {
      const found = await searchStudents(c.var.deps.database.db, c.req.valid('query').q);
      // Emails masked, as every staff list shows them (docs/product/security.md).
      const masked = found.map((student) => ({ ...student, userId: maskEmail(student.userId) }));
      return ok(c, masked, m.students);
    },
  )
  .post(
    '/admin/enrolments',
    describeRoute({
      tags: ['enrolments'],
      summary: 'Enrol a student in a lecture (staff; a teacher only in their own lectures)',
      description:
        'endsOn absent: the lecture period (no limit when it has none); null: no limit; YYYY-MM-DD: until that day ends (Korea). 404 for an unknown student, 409 when already enrolled or the lecture is not published.',
      responses: json(EnrolmentResponse, 'the enrolment'),
    }),
    requireStaff(),
    validate('json', EnrolRequest),
    async (c) => {
      const enrolment = await h.enrol(c.var.deps, c.var.user, c.req.valid('json'));
      noteAudit(c, { studentId: enrolment.userId, targetId: enrolment.enrolmentId });
      return ok(c, enrolment, m.enrolled, 201);
    },
  )
  .post(
    '/admin/enrolments/bulk',
    describeRoute({
      tags: ['enrolments'],
      summary: 'Enrol a pasted list of emails (staff)',
      description:
        'Each email is enrolled in its own transaction; the answer lists the enrolled emails and, for each failure, the reason (not an email, no such student, not a student, already enrolled, listed twice).',
      responses: json(BulkEnrolResponse, 'what was enrolled and what failed'),
    }),
    requireStaff(),
    validate('json', BulkEnrolRequest),
    async (c) => {
      const result = await h.bulkEnrol(c.var.deps, c.var.user, c.req.valid('json'));
      return ok(c, result, m.bulkDone(result.enrolled.length, result.failed.length));
    },
  )
  .patch(
    '/admin/enrolments/:id{[0-9]+}',
    describeRoute({
      tags: ['enrolments'],
      summary: 'Extend or shorten an active enrolment (staff)',
      responses: json(EnrolmentResponse, 'the enrolment'),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('json', EnrolmentUpdateRequest),
    async (c) => {
      const enrolment = await h.updateEnrolment(
        c.var.deps,
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json').endsOn,
      );
      noteAudit(c, { studentId: enrolment.userId });
      return ok(c, enrolment, m.updated);
    },
  )
  .post(
    '/admin/enrolments/:id{[0-9]+}/end',
    describeRoute({
      tags: ['enrolments'],
      summary: 'End an enrolment now (staff); progress is kept',
      responses: json(EnrolmentResponse, 'the ended enrolment'),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const enrolment = await h.endEnrolment(c.var.deps, c.var.user, c.req.valid('param').id);
      noteAudit(c, { studentId: enrolment.userId });
      return ok(c, enrolment, m.ended);
    },
  );
