// One student's week (docs/product/reports.md): read by the student, a linked guardian or staff
// who teach them; staff send it as the weekly report's message now.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  IdParam,
  OverviewQuery,
  ReportSentResponse,
  StudentOverviewResponse,
} from '@academy/api-client/contract';
import * as reportStrings from '@academy/strings/reports';
import type { AppEnv } from '../../app-env.ts';
import { requireAccount, requireStaff } from '../../lib/auth/middleware.ts';
import { noteAudit, recordAccess } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { isStaff, sendReport, studentOverview, weekOf } from './reports.handlers.ts';

export const reportRoutes = new Hono<AppEnv>()
  .get(
    '/students/:id{[0-9]+}/overview',
    describeRoute({
      tags: ['reports'],
      summary:
        "A student's week: lectures with progress and days left, study days, watched time, quizzes, assignments, questions",
      description:
        'The student, a guardian linked to them, or staff who teach them (a teacher sees only their own lectures; the view is recorded in the access log). week=YYYY-MM-DD: any day of the week (Monday to Sunday, Seoul time); absent: this week. Anyone else: 404.',
      responses: json(StudentOverviewResponse, 'the week', 401, 403, 404),
    }),
    requireAccount(),
    validate('param', IdParam),
    validate('query', OverviewQuery),
    async (c) => {
      const id = c.req.valid('param').id;
      const week = weekOf(c.req.valid('query').week);
      const data = await studentOverview(c.var.deps, c.var.user, id, week);
      if (isStaff(c.var.user)) {
        await recordAccess(c, {
          action: 'VIEW',
          targetType: 'student-overview',
          targetId: id,
          studentId: id,
        });
      }
      return ok(c, data, reportStrings.messages.overview);
    },
  )
  .post(
    '/admin/students/:id{[0-9]+}/report',
    describeRoute({
      tags: ['reports'],
      summary: "Send a student's weekly report now to the student and their guardians (staff)",
      description:
        'Written to the outbox (email; KakaoTalk alimtalk with SMS); once per week, recipient and Seoul day: a second send the same day writes nothing (messages 0).',
      responses: json(ReportSentResponse, 'what was written', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('query', OverviewQuery),
    async (c) => {
      const id = c.req.valid('param').id;
      noteAudit(c, { studentId: id, targetType: 'student-report', targetId: id });
      const data = await sendReport(c.var.deps, c.var.user, id, weekOf(c.req.valid('query').week));
      return ok(c, data, reportStrings.messages.sent);
    },
  );
