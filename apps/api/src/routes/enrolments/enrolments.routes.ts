// Enrolments and 수강 신청 (docs/product/learning.md): staff (a teacher for their own lectures, an
// admin for all) enrol, bulk-enrol, extend, end and decide requests; a student sends and follows
// their requests.
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  BulkEnrolRequest,
  BulkEnrolResponse,
  EnrolmentDecisionResponse,
  EnrolmentQueueQuery,
  EnrolmentQueueResponse,
  EnrolmentRequestCreate,
  EnrolmentRequestResponse,
  EnrolmentResponse,
  EnrolmentUpdateRequest,
  EnrolRequest,
  IdParam,
  MyEnrolmentsResponse,
  StudentSearchQuery,
  StudentSearchResponse,
} from '@academy/api-client/contract';
import { api } from '@academy/strings/api';
import * as enrolmentStrings from '@academy/strings/enrolments';
import type { AppEnv } from '../../app-env.ts';
import { requireRole, requireStaff } from '../../lib/auth/middleware.ts';
import { noteAudit } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { maskEmail } from '../../lib/masking.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as requests from './enrolment-requests.handlers.ts';
import * as h from './enrolments.handlers.ts';
import { searchStudents } from './enrolments.queries.ts';

const m = enrolmentStrings.messages;

/** An approval's log row names the student its enrolment is for. */
function noted<T extends { enrolment: { userId: number } | null }>(
  c: Context<AppEnv>,
  decision: T,
) {
  if (decision.enrolment) noteAudit(c, { studentId: decision.enrolment.userId });
  return decision;
}

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
  )
  .get(
    '/admin/enrolment-requests',
    describeRoute({
      tags: ['enrolments'],
      summary: api.docs.summaries.enrolmentRequests,
      responses: json(EnrolmentQueueResponse, 'requests, oldest first'),
    }),
    requireStaff(),
    validate('query', EnrolmentQueueQuery),
    async (c) =>
      ok(
        c,
        await requests.requestQueue(c.var.deps, c.var.user, c.req.valid('query').status, {
          page: c.req.valid('query').page,
          size: c.req.valid('query').size,
        }),
        m.requests,
      ),
  )
  .post(
    '/admin/enrolment-requests/:id{[0-9]+}/approve',
    describeRoute({
      tags: ['enrolments'],
      summary: api.docs.summaries.approveEnrolmentRequest,
      responses: json(EnrolmentDecisionResponse, 'the request and its enrolment'),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) =>
      ok(
        c,
        noted(
          c,
          await requests.decideRequest(c.var.deps, c.var.user, c.req.valid('param').id, true),
        ),
        m.approved,
      ),
  )
  .post(
    '/admin/enrolment-requests/:id{[0-9]+}/decline',
    describeRoute({
      tags: ['enrolments'],
      summary: api.docs.summaries.declineEnrolmentRequest,
      responses: json(EnrolmentDecisionResponse, 'the request'),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) =>
      ok(
        c,
        await requests.decideRequest(c.var.deps, c.var.user, c.req.valid('param').id, false),
        m.declined,
      ),
  )
  .post(
    '/enrolment-requests',
    describeRoute({
      tags: ['enrolments'],
      summary: api.docs.summaries.requestEnrolment,
      responses: json(EnrolmentRequestResponse, 'the pending request'),
    }),
    requireRole('STUDENT'),
    validate('json', EnrolmentRequestCreate),
    async (c) =>
      ok(
        c,
        await requests.requestEnrolment(c.var.deps, c.var.user, c.req.valid('json').lectureId),
        m.requested,
        201,
      ),
  )
  .get(
    '/enrolment-requests/mine',
    describeRoute({
      tags: ['enrolments'],
      summary: "The student's requests and the lectures they are enrolled in now",
      responses: json(MyEnrolmentsResponse, 'requests, newest first'),
    }),
    requireRole('STUDENT'),
    async (c) => ok(c, await requests.myEnrolments(c.var.deps, c.var.user), m.requests),
  );
