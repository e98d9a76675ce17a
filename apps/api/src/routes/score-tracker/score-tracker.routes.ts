// The score tracker (docs/product/mock-exams.md: Score tracker): a student reads their own; staff
// who may see the student read theirs (the rule of the student's week, routes/reports: a teacher
// only a student of their own lectures), and the view is recorded in the access log. Admins keep
// each university's EJU subject set, which the tracker reads to pick the sitting to submit.
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  IdParam,
  ScoreTrackerResponse,
  SubjectSetRequest,
  UniversitySubjectsListResponse,
  UniversitySubjectsResponse,
} from '@academy/api-client/contract';
import * as tracker from '@academy/strings/score-tracker';
import type { AppEnv } from '../../app-env.ts';
import { universities } from '../../db/schema/reviews.ts';
import { requireRole, requireStaff } from '../../lib/auth/middleware.ts';
import { recordAccess } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { readableStudent } from '../reports/reports.handlers.ts';
import { scoreTracker, toUniversitySubjects } from './score-tracker.handlers.ts';

const doc = (summary: string, schema: Parameters<typeof json>[0], ...codes: number[]) =>
  describeRoute({ tags: ['score-tracker'], summary, responses: json(schema, 'ok', ...codes) });

export const scoreTrackerRoutes = new Hono<AppEnv>()
  .get(
    '/me/score-tracker',
    describeRoute({
      tags: ['score-tracker'],
      summary:
        "The student's own tracker: mock (estimated) and official scores per subject, validity, goal universities",
      description:
        'Series per subject (日本語 読解+聴解 0-400 and 記述 0-50 apart; each 理科 subject; 総合科目; 数学 by course) from graded mock sections and official sittings; each sitting valid two years; per goal university its subject set, the admits with scores (ranges only from 5) and the sitting to submit.',
      responses: json(ScoreTrackerResponse, 'the tracker', 401, 403),
    }),
    requireRole('STUDENT'),
    async (c) =>
      ok(c, await scoreTracker(c.var.deps.database.db, c.var.user), tracker.messages.tracker),
  )
  .get(
    '/admin/students/:id{[0-9]+}/score-tracker',
    describeRoute({
      tags: ['score-tracker'],
      summary: "One student's tracker (staff who may see the student; recorded in the access log)",
      responses: json(ScoreTrackerResponse, 'the tracker', 401, 403, 404),
    }),
    requireStaff(),
    validate('param', IdParam),
    async (c) => {
      const id = c.req.valid('param').id;
      const { student } = await readableStudent(c.var.deps.database.db, c.var.user, id);
      const data = await scoreTracker(c.var.deps.database.db, student);
      await recordAccess(c, {
        action: 'VIEW',
        targetType: 'student-score-tracker',
        targetId: id,
        studentId: id,
      });
      return ok(c, data, tracker.messages.tracker);
    },
  )
  .get(
    '/admin/universities/subjects',
    doc("Every university's EJU subject set (staff)", UniversitySubjectsListResponse, 401, 403),
    requireStaff(),
    async (c) => {
      const rows = await c.var.deps.database.db
        .select()
        .from(universities)
        .orderBy(asc(universities.name));
      return ok(c, rows.map(toUniversitySubjects), tracker.messages.tracker);
    },
  )
  .put(
    '/admin/universities/:id{[0-9]+}/subjects',
    doc(
      "Set a university's EJU subject set: 日本語 required, 理科 / 総合科目 / neither, 数学 course (admins)",
      UniversitySubjectsResponse,
      400,
      401,
      403,
      404,
    ),
    requireRole('ADMIN'),
    validate('param', IdParam),
    validate('json', SubjectSetRequest),
    async (c) => {
      const { id } = c.req.valid('param');
      const [row] = await c.var.deps.database.db
        .update(universities)
        .set(c.req.valid('json'))
        .where(eq(universities.id, id))
        .returning();
      if (!row) throw notFound(tracker.messages.universityNotFound);
      return ok(c, toUniversitySubjects(row), tracker.messages.subjectsSaved);
    },
  );
