// What students do with lectures: enrolments and their requests, assignment submissions with the
// teacher's feedback, and questions with their answer (docs/product/api.md, docs/product/states.md;
// docs/product/learning.md: enrolment, completion).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ENROLMENT_REQUEST_STATUSES,
  ENROLMENT_SOURCES,
  ENROLMENT_STATUSES,
} from '@academy/api-client/contract/enrolments';
import { details, lectures } from './lectures.ts';
import { timestamps, users } from './users.ts';

/**
 * docs/product/learning.md: a student reads a lecture only through an enrolment staff made
 * (directly, in bulk, or by approving a request). One row per student and lecture: ending it keeps
 * the row (status ENDED), enrolling again reopens it. `endsAt` null means no limit (무제한).
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: varchar('status', { length: 10, enum: ENROLMENT_STATUSES }).notNull().default('ACTIVE'),
    source: varchar('source', { length: 10, enum: ENROLMENT_SOURCES }).notNull().default('STAFF'),
    /** the staff member who enrolled (null: the seed, or a deleted account) */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Kept, not recomputed (docs/decisions/048, lib/enrolment-progress.ts): the lecture's lessons
     * the student completed (lib/completion.ts's rule) and their latest watch, quiz attempt or
     * submission in it, written by every write that changes them in its transaction. Null
     * completed lessons: not counted yet (the start-up fills it, db/client.ts).
     */
    completedLessons: integer('completed_lessons'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique('enrolments_user_lecture').on(table.userId, table.lectureId),
    // a lecture's enrolments, and the roster's progress and inactivity filters
    index('enrolments_lecture_completed_idx').on(table.lectureId, table.completedLessons),
    index('enrolments_lecture_activity_idx').on(table.lectureId, table.lastActivityAt),
    check('enrolments_status_check', sql`${table.status} in ('ACTIVE', 'ENDED')`),
  ],
);

/**
 * 수강 신청 from the purchase page (no payment: the academy confirms a bank transfer offline).
 * At most one PENDING request per student and lecture (a partial unique index).
 */
export const enrolmentRequests = pgTable(
  'enrolment_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10, enum: ENROLMENT_REQUEST_STATUSES })
      .notNull()
      .default('PENDING'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('enrolment_requests_one_pending')
      .on(table.userId, table.lectureId)
      .where(sql`${table.status} = 'PENDING'`),
    index('enrolment_requests_lecture_idx').on(table.lectureId),
    // the staff queue's pages: one status, oldest first
    index('enrolment_requests_queue_idx').on(table.status, table.createdAt, table.id),
    check(
      'enrolment_requests_status_check',
      sql`${table.status} in ('PENDING', 'APPROVED', 'DECLINED')`,
    ),
  ],
);

/**
 * One row per attempt. Feedback is final for that attempt; after a feedback that does not pass,
 * the student may submit again (earlier attempts are kept). At most one attempt per student and
 * detail waits for feedback, and none follows a passed one: both enforced by partial unique indexes.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    detailId: integer('detail_id')
      .notNull()
      .references(() => details.id, { onDelete: 'cascade' }),
    reviewUrl: text('review_url').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    feedback: text('feedback'),
    isCompleted: boolean('is_completed').notNull().default(false),
    feedbackBy: integer('feedback_by').references(() => users.id, { onDelete: 'set null' }),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('submissions_one_pending')
      .on(table.userId, table.detailId)
      .where(sql`${table.feedbackAt} is null`),
    uniqueIndex('submissions_one_passed')
      .on(table.userId, table.detailId)
      .where(sql`${table.isCompleted}`),
    // a lesson's submissions, with what the assignment board counts per lecture (pending,
    // completed) in the index itself: its counts are read without the table
    index('submissions_detail_idx').on(table.detailId, table.feedbackAt, table.isCompleted),
    // every submission newest first: the assignment board's pages walk it (assignments.routes.ts)
    index('submissions_submitted_idx').on(table.submittedAt, table.id),
    // a student's own submissions, newest first (the dashboard, completion, the roster's batches)
    index('submissions_user_idx').on(table.userId, table.submittedAt),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    /**
     * Since when the question waits for staff (docs/product/states.md: Question): set when it is
     * asked and when a follow-up comes, cleared when the question or the follow-up is answered,
     * in the same transaction as that write. Null: nothing waits. The staff board and the waiting
     * counts read it instead of looking for the answer and the open follow-up of every question.
     */
    waitingSince: timestamp('waiting_since', { withTimezone: true }).defaultNow(),
    ...timestamps,
  },
  (table) => [
    // a student's questions, with what the staff boards' search keeps and orders by (the lecture,
    // when asked), so the named students' questions are picked without the table
    index('questions_user_idx').on(table.userId, table.lectureId, table.createdAt, table.id),
    // a lecture's questions in the staff board's order (question-view.ts: boardQuestions)
    index('questions_lecture_asked_idx').on(table.lectureId, table.createdAt, table.id),
    // Only the waiting ones (a small share of all questions once staff keep up), in the order the
    // board's 미답변 filter reads them and counted without the table (staff-waiting.routes.ts).
    index('questions_waiting_lecture_idx')
      .on(table.lectureId, table.waitingSince, table.id)
      .where(sql`${table.waitingSince} is not null`),
  ],
);

/** One answer per question; the teacher may edit it afterwards. */
export const answers = pgTable('answers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  questionId: integer('question_id')
    .notNull()
    .unique('answers_one_per_question')
    .references(() => questions.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'set null' }),
  content: text('content').notNull(),
  ...timestamps,
});

/**
 * A student's follow-up on an answered question, and the staff's answer to it (one each). While a
 * follow-up waits for its answer the question counts as unanswered for staff
 * (docs/product/states.md: Question).
 */
export const questionFollowUps = pgTable(
  'question_follow_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answerContent: text('answer_content'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('question_follow_ups_question_idx').on(table.questionId),
    // At most one follow-up waits for an answer per question.
    uniqueIndex('question_follow_ups_one_open')
      .on(table.questionId)
      .where(sql`${table.answeredAt} is null`),
  ],
);

/**
 * Photos attached to a question (a maths problem): stored privately (`private/` keys), served only
 * to the asker and the staff of the lecture (docs/product/security.md).
 */
export const questionImages = pgTable(
  'question_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    fileKey: varchar('file_key', { length: 200 }).notNull().unique('question_images_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('question_images_question_idx').on(table.questionId)],
);
