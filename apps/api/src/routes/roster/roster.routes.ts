// The roster of a lecture (JSON or CSV) and a student's page (docs/product/learning.md). Staff
// only; a teacher reads the rosters of their own lectures and, on a student's page, only those
// enrolments.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  IdParam,
  ROSTER_PAGE_SIZE,
  RosterQuery,
  RosterResponse,
  StudentContactResponse,
  StudentPageResponse,
  type Roster,
} from '@academy/api-client/contract';
import * as accessLogStrings from '@academy/strings/access-log';
import * as enrolmentStrings from '@academy/strings/enrolments';
import type { AppEnv } from '../../app-env.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { recordAccess } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { maskEmail, maskPhone } from '../../lib/masking.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { requestedPage } from '../../lib/paging.ts';
import { validate } from '../../lib/validate.ts';
import { roster, rosterCsv, studentContact, studentPage } from './roster.handlers.ts';

export const rosterRoutes = new Hono<AppEnv>()
  .get(
    '/admin/lectures/:id{[0-9]+}/roster',
    describeRoute({
      tags: ['enrolments'],
      summary: "A lecture's enrolled students with progress (staff); format=csv for Excel",
      description:
        'Filters: behindBelow (progress below this %) with behindDaysLeft (fewer days left), inactiveDays (nothing studied for this many days), status. Emails are masked. page (zero-based) and size (1-100, default 50) answer one page with `total`, the rows the filters keep; without them every row. format=csv answers every row as text/csv, UTF-8 with a BOM, emails whole, streamed; it needs a reason (400 without one, nothing exported) and is recorded in the access log with it.',
      responses: json(RosterResponse, 'the roster'),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('query', RosterQuery),
    async (c) => {
      const { format, reason, page, size, ...filters } = c.req.valid('query');
      const lectureId = c.req.valid('param').id;
      // An export of personal data says why, and is recorded before it leaves.
      if (format === 'csv' && !reason)
        throw badRequest(accessLogStrings.errors.exportReasonRequired);
      if (format === 'csv') {
        const csv = await rosterCsv(c.var.deps, c.var.user, lectureId, filters);
        await recordAccess(c, {
          action: 'EXPORT',
          targetType: 'roster',
          targetId: lectureId,
          reason,
        });
        c.header('Content-Type', 'text/csv; charset=UTF-8');
        c.header(
          'Content-Disposition',
          `attachment; filename="roster-${lectureId}.csv"; filename*=UTF-8''${encodeURIComponent(`${csv.lectureTitle}.csv`)}`,
        );
        c.header('Cache-Control', 'private, no-store');
        return c.body(csv.body);
      }
      // a page asked for comes with the total
      const paging = requestedPage({ page, size }, ROSTER_PAGE_SIZE);
      const data = await roster(c.var.deps, c.var.user, lectureId, filters, paging);
      return ok(c, maskedRoster(data), enrolmentStrings.messages.roster);
    },
  )
  .get(
    '/admin/students/:id{[0-9]+}',
    describeRoute({
      tags: ['enrolments'],
      summary: "A student's lectures, progress and last activity (staff)",
      responses: json(StudentPageResponse, 'the student'),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const page = await studentPage(c.var.deps, c.var.user, id);
      await recordAccess(c, { action: 'VIEW', targetType: 'student', targetId: id, studentId: id });
      const student = { ...page.student, userId: maskEmail(page.student.userId) };
      const contact = await studentContact(c.var.deps, c.var.user, id);
      const maskedContacts = {
        studentContact: maskPhone(contact.studentContact),
        parentContact: maskPhone(contact.parentContact),
      };
      return ok(c, { ...page, student, maskedContacts }, enrolmentStrings.messages.student);
    },
  )
  .get(
    '/admin/students/:id{[0-9]+}/contact',
    describeRoute({
      tags: ['enrolments'],
      summary: "A student's full contacts, recorded in the access log as a view (staff)",
      responses: json(StudentContactResponse, 'the contacts', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const contact = await studentContact(c.var.deps, c.var.user, id);
      await recordAccess(c, { action: 'VIEW', targetType: 'student', targetId: id, studentId: id });
      return ok(c, contact, accessLogStrings.messages.contact);
    },
  );

/** The roster as staff lists show it: each email masked (the CSV export has them whole). */
function maskedRoster(data: Roster): Roster {
  return {
    ...data,
    rows: data.rows.map((row) => ({
      ...row,
      student: { ...row.student, userId: maskEmail(row.student.userId) },
    })),
  };
}
