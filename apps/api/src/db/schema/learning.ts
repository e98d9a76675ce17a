// What students do with lectures: enrolments (days left), assignment submissions with the
// teacher's feedback, and questions with their answer (spec 3, 4; design 3: enrolment, completion).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { details, lectures } from './lectures.ts';
import { timestamps, users } from './users.ts';

/** design 3: every student is enrolled in every lecture from their first visit. */
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
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('enrolments_user_lecture').on(table.userId, table.lectureId)],
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
    index('submissions_detail_idx').on(table.detailId),
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
    ...timestamps,
  },
  (table) => [
    index('questions_user_idx').on(table.userId),
    index('questions_lecture_idx').on(table.lectureId),
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
