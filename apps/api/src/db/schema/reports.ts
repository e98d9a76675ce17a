// What the weekly report reads and how its run is kept (docs/product/reports.md: weekly report).
// watch_days keeps, per student, lecture and Seoul day, the unique video milliseconds that became
// watched that day (the growth of the merged intervals completion counts), so a week's watched
// time is a sum however often the student rewatched. report_runs keeps one row per reported week:
// the job resumes after the last student it wrote for, and a finished week is never run again.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { lectures } from './lectures.ts';
import { users } from './users.ts';

export const watchDays = pgTable(
  'watch_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    /** Seoul's calendar day */
    day: date('day', { mode: 'string' }).notNull(),
    /** unique milliseconds newly watched that day */
    watchedMs: integer('watched_ms').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'watch_days_pk', columns: [table.userId, table.day, table.lectureId] }),
    check('watch_days_watched_positive', sql`${table.watchedMs} >= 0`),
  ],
);

export const reportRuns = pgTable('report_runs', {
  /** the Monday (Seoul) the reported week starts on */
  week: date('week', { mode: 'string' }).primaryKey(),
  /** keyset: the students up to this id have their messages written */
  afterStudentId: integer('after_student_id').notNull().default(0),
  messages: integer('messages').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
