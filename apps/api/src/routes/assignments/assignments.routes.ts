// Assignment management (docs/product/screens.md, docs/product/states.md, docs/product/api.md):
// submissions grouped by lecture, one submission, and the teacher's feedback, which is final for
// that submission (docs/product/learning.md: completion).
import { api } from '@academy/strings/api';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  AdminSubmissionResponse,
  AssignmentGroupsResponse,
  BOARD_PAGE_SIZE,
  FeedbackRequest,
  IdParam,
  SubmissionBoardQuery,
  type AdminSubmission,
  type AssignmentGroup,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { submissions } from '../../db/schema/learning.ts';
import { chapters, details, lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import { noteAudit, recordAccess } from '../../lib/audit.ts';
import { keepProgress } from '../../lib/enrolment-progress.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { assertManages, iso } from '../../lib/lecture-access.ts';
import { validate } from '../../lib/validate.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import { requestedPage } from '../../lib/paging.ts';
import { feedbackGiven, notify } from '../notifications/notifications.handlers.ts';
import { studentsNamed } from '../questions/question-view.ts';
import { okJson as json } from '../../lib/openapi.ts';

const messages = validation.assignment;
const staff = requireStaff();
const students = alias(users, 'students');

function submissionRows(db: Pick<Database, 'select'>) {
  return db
    .select({
      submission: submissions,
      detail: details,
      chapterTitle: chapters.title,
      lectureId: lectures.id,
      lectureName: lectures.title,
      teacherId: lectures.teacherId,
      studentName: students.name,
    })
    .from(submissions)
    .innerJoin(details, eq(details.id, submissions.detailId))
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .innerJoin(lectures, eq(lectures.id, chapters.lectureId))
    .innerJoin(students, eq(students.id, submissions.userId));
}

type Row = Awaited<ReturnType<ReturnType<typeof submissionRows>['where']>>[number];

function toSubmission(row: Row): AdminSubmission {
  return {
    submissionId: row.submission.id,
    lectureId: row.lectureId,
    lectureName: row.lectureName,
    chapterTitle: row.chapterTitle,
    detailTitle: row.detail.title,
    detailType: row.detail.type,
    studentName: row.studentName,
    submittedAt: iso(row.submission.submittedAt),
    hasFeedback: row.submission.feedbackAt !== null,
    feedback: row.submission.feedback,
    isCompleted: row.submission.isCompleted,
    submissionContent: row.submission.reviewUrl,
    feedbackAt: row.submission.feedbackAt ? iso(row.submission.feedbackAt) : null,
  };
}

async function taughtSubmission(c: { var: AppEnv['Variables'] }, id: number) {
  const [row] = await submissionRows(c.var.deps.database.db).where(eq(submissions.id, id)).limit(1);
  if (!row) throw notFound(messages.submissionNotFound);
  assertManages(c.var.user, row);
  return row;
}

export const assignmentRoutes = new Hono<AppEnv>()
  .get(
    '/admin/assignments',
    describeRoute({
      tags: ['assignments'],
      summary:
        "Submissions grouped by the caller's lectures (an admin sees all), filtered by ?status=ALL|PENDING|REVIEWED&lectureId=&q= (student name or email) and sorted by ?sort=newest|oldest; ?page=&size= (1-100, default 50) answer one page in that order (a short page is the last), neither every item",
      responses: json(AssignmentGroupsResponse, 'lecture groups'),
    }),
    staff,
    validate('query', SubmissionBoardQuery),
    async (c) => {
      const { db } = c.var.deps.database;
      const user = c.var.user;
      const query = c.req.valid('query');
      const { status, lectureId, q, sort } = query;
      const paging = requestedPage(query, BOARD_PAGE_SIZE);
      const mine = and(
        user.role === 'ADMIN' ? undefined : eq(lectures.teacherId, user.id),
        lectureId ? eq(lectures.id, lectureId) : undefined,
      );
      // a part of the student's name or the beginning of the email (question-view.ts)
      const named = q ? studentsNamed(db, q) : undefined;
      const matching = and(
        mine,
        status === 'PENDING' ? isNull(submissions.feedbackAt) : undefined,
        status === 'REVIEWED' ? isNotNull(submissions.feedbackAt) : undefined,
        named ? inArray(submissions.userId, named) : undefined,
      );
      const order = sort === 'oldest' ? asc : desc;
      // newest (or oldest) first on submissions_submitted_idx, the teacher's picked on the way
      const listed = submissionRows(db)
        .where(matching)
        .orderBy(order(submissions.submittedAt), order(submissions.id));
      // Each lecture's counts over every matching submission, whichever page is shown: read on
      // submissions_detail_idx alone (lesson, feedback, completed), never the submissions' rows.
      const counting = db
        .select({
          lectureId: lectures.id,
          submissions: count(),
          completed: count(sql`case when ${submissions.isCompleted} then 1 end`),
          pending: count(sql`case when ${submissions.feedbackAt} is null then 1 end`),
        })
        .from(submissions)
        .innerJoin(details, eq(details.id, submissions.detailId))
        .innerJoin(chapters, eq(chapters.id, details.chapterId))
        .innerJoin(lectures, eq(lectures.id, chapters.lectureId))
        .where(matching)
        .groupBy(lectures.id);
      const [lectureRows, rows, counted] = await Promise.all([
        db
          .select({ lecture: lectures, teacherName: users.name })
          .from(lectures)
          .innerJoin(users, eq(users.id, lectures.teacherId))
          .where(mine)
          .orderBy(asc(lectures.id)),
        paging ? listed.limit(paging.size).offset(paging.page * paging.size) : listed,
        counting,
      ]);
      const counts = new Map(counted.map((row) => [row.lectureId, row]));
      // A filtered board shows only the lectures with something that matches; a later page only
      // the lectures with something on it.
      const filtered = status !== 'ALL' || named !== undefined;
      const onPage = new Set(rows.map((row) => row.lectureId));
      const shownLectures = lectureRows.filter(({ lecture }) =>
        paging && paging.page > 0 ? onPage.has(lecture.id) : !filtered || counts.has(lecture.id),
      );
      const lectureGroups: AssignmentGroup[] = shownLectures.map(({ lecture, teacherName }) => {
        const list = rows.filter((row) => row.lectureId === lecture.id).map(toSubmission);
        const count = counts.get(lecture.id);
        return {
          lectureId: lecture.id,
          lectureName: lecture.title,
          lectureCategory: lecture.category,
          teacherName,
          submissionCount: count?.submissions ?? 0,
          completedCount: count?.completed ?? 0,
          pendingCount: count?.pending ?? 0,
          submissions: list,
        };
      });
      return ok(c, { lectureGroups }, api.assignments.board);
    },
  )
  .get(
    '/admin/submissions/:id{[0-9]+}',
    describeRoute({
      tags: ['assignments'],
      summary: 'One submission',
      responses: json(AdminSubmissionResponse, 'the submission'),
    }),
    staff,
    validate('param', IdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await taughtSubmission(c, id);
      // one student's work and grade: a view in the access log (docs/product/security.md)
      const studentId = row.submission.userId;
      await recordAccess(c, { action: 'VIEW', targetType: 'submissions', targetId: id, studentId });
      return ok(c, toSubmission(row), api.assignments.detail);
    },
  )
  .post(
    '/teacher/submissions/:id{[0-9]+}/feedback',
    describeRoute({
      tags: ['assignments'],
      summary: 'Give the final feedback {feedback, isCompleted} (a second one answers 409)',
      responses: json(AdminSubmissionResponse, 'the submission with its feedback'),
    }),
    staff,
    validate('param', IdParam),
    validate('json', FeedbackRequest),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await taughtSubmission(c, id);
      if (row.submission.feedbackAt) throw conflict(messages.feedbackFinal);
      noteAudit(c, { studentId: row.submission.userId });
      const { feedback, isCompleted } = c.req.valid('json');
      // Only a submission still without feedback is updated: two teachers at once, one wins.
      // The student is told in the same transaction (docs/decisions/016-live-channel.md).
      await liveTransaction(c.var.deps, async (tx, emit) => {
        const updated = await tx
          .update(submissions)
          .set({ feedback, isCompleted, feedbackBy: c.var.user.id, feedbackAt: new Date() })
          .where(and(eq(submissions.id, id), isNull(submissions.feedbackAt)))
          .returning({ id: submissions.id });
        if (updated.length === 0) throw conflict(messages.feedbackFinal);
        // a passed submission completes the lesson (docs/decisions/048)
        await keepProgress(tx, { userId: row.submission.userId, lectureId: row.lectureId });
        await notify(
          tx,
          emit,
          [
            feedbackGiven({
              userId: row.submission.userId,
              lectureId: row.lectureId,
              lessonId: row.detail.id,
              lessonTitle: row.detail.title,
            }),
          ],
          c.var.deps,
        );
      });
      return ok(c, toSubmission(await taughtSubmission(c, id)), api.assignments.feedbackSaved);
    },
  );
