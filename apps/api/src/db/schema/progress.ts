// What the classroom records while a student learns (docs/product/learning.md: completion): the
// parts of each video they watched, where they stopped, their quiz attempts, the lessons they
// completed and their player settings.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { ATTENDANCE_STATUSES } from '@academy/api-client/contract/attendance';
import { details } from './lectures.ts';
import { users } from './users.ts';

/**
 * One row per student and lesson, however long they watch: `intervals` is the merged, sorted set
 * of watched parts of the video as a flat list of milliseconds [start0, end0, start1, end1, ...]
 * (merging on every report keeps it compact, and makes a replayed report change nothing).
 */
export const watchProgress = pgTable(
  'watch_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    detailId: integer('detail_id')
      .notNull()
      .references(() => details.id, { onDelete: 'cascade' }),
    intervals: integer('intervals')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** unique milliseconds watched: the sum of `intervals` */
    watchedMs: integer('watched_ms').notNull().default(0),
    /** the video's length as it was measured (the content's, or the player's first report) */
    durationMs: integer('duration_ms').notNull(),
    lastPositionMs: integer('last_position_ms').notNull().default(0),
    /** when the player stood at lastPosition (the report's time): an older replayed report loses */
    positionAt: timestamp('position_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The lesson opening (lesson_opens.opened_at) that `creditedMs` counts from: reports since
     * that opening may add at most the wall time since it at the fastest speed (docs/decisions/037).
     */
    creditOpenedAt: timestamp('credit_opened_at', { withTimezone: true }),
    /** new watched milliseconds credited since creditOpenedAt */
    creditedMs: integer('credited_ms').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'watch_progress_pk', columns: [table.userId, table.detailId] }),
    check('watch_progress_duration_positive', sql`${table.durationMs} > 0`),
    index('watch_progress_user_updated_idx').on(table.userId, table.updatedAt),
  ],
);

/**
 * When a student last opened a lesson (the classroom's lesson read): watch reports may add only
 * what could have played since (docs/decisions/037). One row per student and lesson.
 */
export const lessonOpens = pgTable(
  'lesson_opens',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    detailId: integer('detail_id')
      .notNull()
      .references(() => details.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'lesson_opens_pk', columns: [table.userId, table.detailId] })],
);

export type QuizAnswer = { quizId: number; optionId: number | null; isCorrect: boolean };

/**
 * Every graded attempt at a quiz lesson is kept (docs/product/learning.md: best score, retries).
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    detailId: integer('detail_id')
      .notNull()
      .references(() => details.id, { onDelete: 'cascade' }),
    totalQuestions: integer('total_questions').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    /** whole percent, 0-100 */
    score: integer('score').notNull(),
    answers: jsonb('answers').$type<QuizAnswer[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('quiz_attempts_score_range', sql`${table.score} between 0 and 100`),
    index('quiz_attempts_user_detail_idx').on(table.userId, table.detailId),
  ],
);

export const COMPLETION_REASONS = ['WATCHED', 'QUIZ_PASSED', 'ATTENDED'] as const;

/**
 * A lesson completed stays completed (docs/product/learning.md): a row is only ever inserted.
 * Assignment lessons complete by their passed submission (submissions.is_completed), which is final
 * too, so they need no row here.
 */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    detailId: integer('detail_id')
      .notNull()
      .references(() => details.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 20, enum: COMPLETION_REASONS }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'lesson_completions_pk', columns: [table.userId, table.detailId] }),
  ],
);

/**
 * Staff's attendance mark per student and LIVE lesson (docs/product/learning.md: live lessons). A
 * mark of PRESENT or LATE completes the lesson; `completed_lesson` says this mark recorded that
 * completion (the lesson was not completed before), so undoing or changing the mark on the day it
 * was made takes back only what the mark itself added.
 */
export const liveAttendance = pgTable(
  'live_attendance',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    detailId: integer('detail_id')
      .notNull()
      .references(() => details.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10, enum: ATTENDANCE_STATUSES }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    completedLesson: boolean('completed_lesson').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'live_attendance_pk', columns: [table.userId, table.detailId] }),
    index('live_attendance_detail_idx').on(table.detailId),
    check(
      'live_attendance_status_check',
      sql`${table.status} in ('PRESENT', 'LATE', 'ABSENT', 'EXCUSED')`,
    ),
  ],
);

/** The classroom's 설정 panel, per user so every device plays alike. */
export const learningSettings = pgTable(
  'learning_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    playbackRate: real('playback_rate').notNull().default(1),
    autoplayNext: boolean('autoplay_next').notNull().default(true),
    /** the caption track last chosen (null: off); docs/product/player-controls.md */
    captionLang: varchar('caption_lang', { length: 2, enum: ['ko', 'ja'] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('learning_settings_rate_range', sql`${table.playbackRate} between 0.5 and 2`)],
);

/**
 * The days (in Korea's time) on which a student watched or answered something: the study streak
 * of the 성취 panel is counted from here (one row a day, however much they study).
 */
export const studyDays = pgTable(
  'study_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ name: 'study_days_pk', columns: [table.userId, table.day] })],
);
