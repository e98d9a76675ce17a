// What waits for staff, counted for the admin menu (docs/product/screens.md): questions without
// their answer (or with a follow-up without one) and submissions without feedback, in the caller's
// lectures (an admin: all). Each counted up to STAFF_WAITING_CAP (the badge shows 99+), so a
// teacher with 15,000 waiting questions costs what one with 100 does, on every page of the admin.
import { api } from '@academy/strings/api';
import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { STAFF_WAITING_CAP, StaffWaitingResponse } from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { questions, submissions } from '../../db/schema/learning.ts';
import { chapters, details, lectures } from '../../db/schema/lectures.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { waitsForAnswer } from '../questions/question-view.ts';
import { missingReceiptOrders } from '../refunds/my-orders.handlers.ts';

/** How many rows `rows` (limited to the cap) gives. */
const capped = (rows: SQLWrapper) => sql`(select count(*) from (${rows}) as waiting)::int`;

export const staffWaitingRoutes = new Hono<AppEnv>().get(
  '/admin/waiting',
  describeRoute({
    tags: ['assignments'],
    summary:
      "Unanswered questions and submissions awaiting review in the caller's lectures (an admin: all)",
    responses: json(StaffWaitingResponse, 'the counts'),
  }),
  requireStaff(),
  async (c) => {
    const { db } = c.var.deps.database;
    const user = c.var.user;
    const mine: SQL | undefined =
      user.role === 'ADMIN' ? undefined : eq(lectures.teacherId, user.id);
    const unanswered = db
      .select({ one: sql`1` })
      .from(questions)
      .innerJoin(lectures, eq(lectures.id, questions.lectureId))
      .where(and(mine, waitsForAnswer()))
      .limit(STAFF_WAITING_CAP);
    const pending = db
      .select({ one: sql`1` })
      .from(submissions)
      .innerJoin(details, eq(details.id, submissions.detailId))
      .innerJoin(chapters, eq(chapters.id, details.chapterId))
      .innerJoin(lectures, eq(lectures.id, chapters.lectureId))
      .where(and(mine, isNull(submissions.feedbackAt)))
      .limit(STAFF_WAITING_CAP);
    // an admin's third count: cash payments still without their 현금영수증 (routes/refunds)
    const receipts =
      user.role === 'ADMIN' ? capped(missingReceiptOrders(db).limit(STAFF_WAITING_CAP)) : sql`0`;
    // one statement (PGlite answers one at a time on its one connection), each count on an index
    // alone: the waiting questions' partial index, the submissions' lesson index
    const counted = await db.execute<{ questions: number; submissions: number; receipts: number }>(
      sql`select ${capped(unanswered)} as questions, ${capped(pending)} as submissions, ${receipts} as receipts`,
    );
    const [row] = ((counted as unknown as { rows?: unknown[] }).rows ?? counted) as {
      questions: number;
      submissions: number;
      receipts: number;
    }[];
    return ok(
      c,
      {
        unansweredQuestions: Number(row?.questions ?? 0),
        pendingSubmissions: Number(row?.submissions ?? 0),
        ...(user.role === 'ADMIN' ? { missingCashReceipts: Number(row?.receipts ?? 0) } : {}),
      },
      api.questions.waiting,
    );
  },
);
