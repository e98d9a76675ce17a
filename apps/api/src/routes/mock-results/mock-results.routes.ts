// The results of EJU mock exams (docs/product/mock-exams.md: grading and results): a student's own
// result; staff's distribution, CSV, 記述 queue, one sitting and the 記述 grade. A teacher reads
// and grades only the mocks they made (403 for another's), an admin every one.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  IdParam,
  MOCK_RESULTS_PAGE_SIZE,
  MockResultResponse,
  MockResultsCsvQuery,
  MockResultsQuery,
  MockResultsResponse,
  MockSittingDetailResponse,
  MockWritingGrade,
  MockWritingQueueResponse,
} from '@academy/api-client/contract';
import * as accessLogStrings from '@academy/strings/access-log';
import * as mockResultStrings from '@academy/strings/mock-results';
import type { AppEnv } from '../../app-env.ts';
import { requireRole, requireStaff } from '../../lib/auth/middleware.ts';
import { noteAudit, recordAccess } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { errorResponses, okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { gradeWriting } from './grading.handlers.ts';
import { studentResult } from './result.handlers.ts';
import { mockResults, mockResultsCsv, sittingDetail, writingQueue } from './staff.handlers.ts';

const messages = mockResultStrings.messages;

export const mockResultRoutes = new Hono<AppEnv>()
  .get(
    '/mock-exams/:id{[0-9]+}/result',
    describeRoute({
      tags: ['mock-exams'],
      summary: "The caller's own result of a mock (a student)",
      description:
        "Each section's scaled score (always an estimate: `linear` when the section has no staff table), the 記述's level and comment or `pending`, the subject's total where the EJU reports one, right answers per unit weakest first. Items with the answer given, the right answer and the explanation only once the mock's closesAt has passed (`reviewOpensAt` says when). 404 without a sitting of the caller's own; 409 while it is in progress.",
      responses: json(MockResultResponse, 'the result', 401, 403, 404, 409),
    }),
    requireRole('STUDENT'),
    validate('param', IdParam),
    async (c) => {
      const data = await studentResult(c.var.deps, c.var.user, c.req.valid('param').id);
      return ok(c, data, messages.result);
    },
  )
  .get(
    '/admin/mock-exams/:id{[0-9]+}/results',
    describeRoute({
      tags: ['mock-exams'],
      summary: "A mock's results: counts, each section's distribution, the students' table (staff)",
      description:
        "Histograms of 10 bins across each section's scale (記述: one per level), average and median; the students' table best total first with each total's percentile rank (below + ties/2, of the mock's totals), emails masked, page (zero-based) and size (default 20). A teacher only for a mock they made.",
      responses: json(MockResultsResponse, 'the results', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('query', MockResultsQuery),
    async (c) => {
      const { page, size } = c.req.valid('query');
      const data = await mockResults(c.var.deps, c.var.user, c.req.valid('param').id, {
        page: page ?? 0,
        size: size ?? MOCK_RESULTS_PAGE_SIZE,
      });
      return ok(c, data, messages.results);
    },
  )
  .get(
    '/admin/mock-exams/:id{[0-9]+}/results.csv',
    describeRoute({
      tags: ['mock-exams'],
      summary: "A mock's results as CSV for Excel (staff; a reason required)",
      description:
        'Every finished sitting with each section, the total, the percentile and the submission time; emails whole. text/csv, UTF-8 with a BOM, streamed. Needs a reason (400 without one, nothing exported), recorded in the access log with it.',
      responses: {
        200: { description: 'the CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('query', MockResultsCsvQuery),
    async (c) => {
      const examId = c.req.valid('param').id;
      const { reason } = c.req.valid('query');
      // An export of personal data says why, and is recorded before it leaves.
      if (!reason) throw badRequest(accessLogStrings.errors.exportReasonRequired);
      const csv = await mockResultsCsv(c.var.deps, c.var.user, examId);
      await recordAccess(c, {
        action: 'EXPORT',
        targetType: 'mock-results',
        targetId: examId,
        reason,
      });
      c.header('Content-Type', 'text/csv; charset=UTF-8');
      c.header(
        'Content-Disposition',
        `attachment; filename="mock-results-${examId}.csv"; filename*=UTF-8''${encodeURIComponent(`${csv.title}.csv`)}`,
      );
      c.header('Cache-Control', 'private, no-store');
      return c.body(csv.body);
    },
  )
  .get(
    '/admin/mock-exams/:id{[0-9]+}/writing',
    describeRoute({
      tags: ['mock-exams'],
      summary: "A mock's 記述 queue: waiting oldest first, and the graded ones (staff)",
      responses: json(MockWritingQueueResponse, 'the queue', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const data = await writingQueue(c.var.deps, c.var.user, c.req.valid('param').id);
      return ok(c, data, messages.writingQueue);
    },
  )
  .get(
    '/admin/mock-sittings/:id{[0-9]+}',
    describeRoute({
      tags: ['mock-exams'],
      summary: 'One sitting for staff: every answer, the 記述 with its length, the next waiting',
      description: "Recorded in the access log as a view of the student's work.",
      responses: json(MockSittingDetailResponse, 'the sitting', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const data = await sittingDetail(c.var.deps, c.var.user, id);
      await recordAccess(c, {
        action: 'VIEW',
        targetType: 'mock-sittings',
        targetId: id,
        studentId: data.student.id,
      });
      return ok(c, data, messages.sitting);
    },
  )
  .put(
    '/admin/mock-sittings/:id{[0-9]+}/writing',
    describeRoute({
      tags: ['mock-exams'],
      summary: "Grade (or regrade) a sitting's 記述 {level, comment} (staff)",
      description:
        'level: one of 50, 45, 40, 35, 30, 25, 20, 10, 0; comment: required, up to 1000 characters. The sitting becomes GRADED when no section score is missing. The student is notified the first time only. 409 while the sitting is in progress; nothing changes on any refusal.',
      responses: json(MockSittingDetailResponse, 'the sitting graded', 400, 401, 403, 404, 409),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('json', MockWritingGrade),
    async (c) => {
      const id = c.req.valid('param').id;
      const { studentId } = await gradeWriting(c.var.deps, c.var.user, id, c.req.valid('json'));
      noteAudit(c, { studentId });
      return ok(c, await sittingDetail(c.var.deps, c.var.user, id), messages.graded);
    },
  );
