// The staff access log and its monthly review (docs/product/security.md: staff access log). Every
// staff view of one student's personal data, every export and every change staff make is a row
// here: who (id and role at the time), what (action, target, the student concerned), when and
// from where. The log is append-only for everyone: no route changes or deletes a row, and the
// database itself refuses UPDATE, DELETE and TRUNCATE on it (ACCESS_LOG_RULES, applied after the
// migrations by db/client.ts). Rows are kept at least two years.
import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const ACCESS_ACTIONS = ['VIEW', 'EXPORT', 'CREATE', 'UPDATE', 'DELETE'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export const accessLog = pgTable(
  'access_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** No cascade: a row never changes, so the person it names is never deleted (withdrawal
     * keeps the users row). */
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** the role when it happened (a role may change later) */
    actorRole: varchar('actor_role', { length: 10 }).notNull(),
    action: varchar('action', { length: 10 }).notNull(),
    /** the kind of thing acted on: student, lecture, enrolment, roster... */
    targetType: varchar('target_type', { length: 40 }).notNull(),
    targetId: varchar('target_id', { length: 40 }),
    /** the student whose data it was, when one is concerned */
    studentId: integer('student_id').references(() => users.id),
    /** the route that did it, `METHOD /api/path/:id` */
    route: varchar('route', { length: 200 }).notNull(),
    /** an export's reason (required for EXPORT) */
    reason: varchar('reason', { length: 200 }),
    address: varchar('address', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 300 }),
    requestId: varchar('request_id', { length: 64 }),
  },
  (table) => [
    // the date range of the log screen's filter (its pages follow the id, the primary key)
    index('access_log_at_id_idx').on(table.at.desc(), table.id.desc()),
    index('access_log_actor_idx').on(table.actorId, table.at.desc()),
    index('access_log_student_idx').on(table.studentId, table.at.desc()),
    check(
      'access_log_action_known',
      sql`${table.action} in ('VIEW', 'EXPORT', 'CREATE', 'UPDATE', 'DELETE')`,
    ),
    check(
      'access_log_export_has_reason',
      sql`${table.action} <> 'EXPORT' or length(trim(${table.reason})) > 0`,
    ),
  ],
);

/** One row per reviewed month (YYYY-MM, Seoul): who reviewed it, when, and their note. */
export const accessLogReviews = pgTable('access_log_reviews', {
  month: char('month', { length: 7 }).primaryKey(),
  reviewerId: integer('reviewer_id')
    .notNull()
    .references(() => users.id),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  note: text('note').notNull(),
});

/**
 * The database's own refusal of any change to the log (PGlite and PostgreSQL alike): a row-level
 * trigger for UPDATE and DELETE and a statement-level one for TRUNCATE, each raising. Written to be
 * run again on every start (CREATE OR REPLACE), after drizzle's migrations, which do not carry
 * triggers.
 */
export const ACCESS_LOG_RULES = [
  `create or replace function access_log_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'access_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end;
$$`,
  `create or replace trigger access_log_no_update_or_delete before update or delete on access_log
for each row execute function access_log_refuse_change()`,
  `create or replace trigger access_log_no_truncate before truncate on access_log
for each statement execute function access_log_refuse_change()`,
];
