// EJU mock exams (docs/decisions/056-mock-exams.md, docs/product/mock-exams.md). Staff build a mock
// from a subject's template: sections in order, each with its time limit and its raw-to-scaled
// table; a section's items point at the question bank, so an item is written once and reused.
// A student's sitting runs section by section on the server's clock (mock_section_runs holds each
// section's deadline), every answer is saved as it is given (mock_answers), and each section's score
// is kept once graded (mock_section_scores): choice items on submission, 記述 by a teacher.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  MOCK_ITEM_KINDS,
  MOCK_SECTION_KINDS,
  MOCK_SUBJECTS,
} from '@academy/api-client/contract/eju';
import { lectures } from './lectures.ts';
import { timestamps, users } from './users.ts';

/** A reusable item, tagged by the section kind it belongs to, a unit and a difficulty (1-5). */
export const questionBankItems = pgTable(
  'question_bank_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sectionKind: varchar('section_kind', { length: 12, enum: MOCK_SECTION_KINDS }).notNull(),
    kind: varchar('kind', { length: 10, enum: MOCK_ITEM_KINDS }).notNull(),
    /** what the student studies next when they miss it, e.g. 「二次関数」 */
    unit: varchar('unit', { length: 50 }).notNull(),
    difficulty: integer('difficulty').notNull().default(3),
    stem: text('stem').notNull(),
    /** an image shown with the stem (files storage key) */
    imageKey: text('image_key'),
    /** LISTENING: the audio played once per sitting (files storage key) */
    audioKey: text('audio_key'),
    /** CHOICE and LISTENING: 4 to 6 options */
    options: jsonb('options').$type<string[]>(),
    /** CHOICE and LISTENING: the index of the one right option; never sent before results */
    answerIndex: integer('answer_index'),
    explanation: text('explanation').notNull().default(''),
    /** WRITING: the two prompts, of which the student answers one */
    prompts: jsonb('prompts').$type<string[]>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('question_bank_items_kind_unit_idx').on(table.sectionKind, table.unit),
    check('question_bank_items_difficulty', sql`${table.difficulty} between 1 and 5`),
    check(
      'question_bank_items_shape',
      sql`(${table.kind} = 'WRITING' and ${table.prompts} is not null)
        or (${table.kind} <> 'WRITING' and ${table.options} is not null and ${table.answerIndex} is not null)`,
    ),
    check(
      'question_bank_items_listening_audio',
      sql`${table.kind} <> 'LISTENING' or ${table.audioKey} is not null`,
    ),
  ],
);
export type QuestionBankItemRow = typeof questionBankItems.$inferSelect;

export const MOCK_EXAM_STATUSES = ['DRAFT', 'PUBLISHED'] as const;

export const mockExams = pgTable(
  'mock_exams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 100 }).notNull(),
    subject: varchar('subject', { length: 10, enum: MOCK_SUBJECTS }).notNull(),
    status: varchar('status', { length: 10, enum: MOCK_EXAM_STATUSES }).notNull().default('DRAFT'),
    /** the window: a sitting starts only between these; results' explanations show after closesAt */
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('mock_exams_status_idx').on(table.status, table.opensAt),
    check(
      'mock_exams_window',
      sql`${table.opensAt} is null or ${table.closesAt} is null or ${table.opensAt} < ${table.closesAt}`,
    ),
    check(
      'mock_exams_published_window',
      sql`${table.status} <> 'PUBLISHED' or (${table.opensAt} is not null and ${table.closesAt} is not null)`,
    ),
  ],
);
export type MockExamRow = typeof mockExams.$inferSelect;

export const mockSections = pgTable(
  'mock_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    examId: integer('exam_id')
      .notNull()
      .references(() => mockExams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: varchar('kind', { length: 12, enum: MOCK_SECTION_KINDS }).notNull(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    /**
     * scaleTable[raw] = the scaled score for that many raw points (length rawMax + 1, never
     * decreasing, within the kind's scale). Null: linear, shown as 추정 (eju.ts linearTable).
     * WRITING sections have none: a teacher grades them on the JASSO levels.
     */
    scaleTable: jsonb('scale_table').$type<number[]>(),
    ...timestamps,
  },
  (table) => [
    unique('mock_sections_position').on(table.examId, table.position),
    check('mock_sections_time_limit', sql`${table.timeLimitSeconds} between 60 and 14400`),
  ],
);
export type MockSectionRow = typeof mockSections.$inferSelect;

export const mockItems = pgTable(
  'mock_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => mockSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    bankItemId: integer('bank_item_id')
      .notNull()
      .references(() => questionBankItems.id, { onDelete: 'restrict' }),
    /** raw points for a right answer */
    points: integer('points').notNull().default(1),
  },
  (table) => [
    unique('mock_items_position').on(table.sectionId, table.position),
    unique('mock_items_bank_item').on(table.sectionId, table.bankItemId),
    index('mock_items_bank_item_idx').on(table.bankItemId),
    check('mock_items_points', sql`${table.points} between 1 and 100`),
  ],
);
export type MockItemRow = typeof mockItems.$inferSelect;

/** Who may sit a published mock: the students of a lecture, or one student. */
export const mockTargets = pgTable(
  'mock_targets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    examId: integer('exam_id')
      .notNull()
      .references(() => mockExams.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id').references(() => lectures.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    unique('mock_targets_lecture').on(table.examId, table.lectureId),
    unique('mock_targets_user').on(table.examId, table.userId),
    index('mock_targets_lecture_idx').on(table.lectureId),
    index('mock_targets_user_idx').on(table.userId),
    check('mock_targets_one', sql`num_nonnulls(${table.lectureId}, ${table.userId}) = 1`),
  ],
);

export const MOCK_SITTING_STATES = ['IN_PROGRESS', 'SUBMITTED', 'GRADED'] as const;
export const MOCK_SUBMITTERS = ['STUDENT', 'DEADLINE'] as const;

/** One sitting per student and mock: a second start answers the first. */
export const mockSittings = pgTable(
  'mock_sittings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    examId: integer('exam_id')
      .notNull()
      .references(() => mockExams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** IN_PROGRESS until the last section ends; SUBMITTED (choices graded, 記述 waiting); GRADED */
    state: varchar('state', { length: 12, enum: MOCK_SITTING_STATES })
      .notNull()
      .default('IN_PROGRESS'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: varchar('submitted_by', { length: 10, enum: MOCK_SUBMITTERS }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    /**
     * When its submission or any of its scores last changed (closed, a 記述 graded or regraded,
     * a section's scale table changed): with the count, the key of the mock's kept results
     * (routes/mock-results/results-cache.ts), read from the index below without the table.
     */
    resultsAt: timestamp('results_at', { withTimezone: true }),
  },
  (table) => [
    unique('mock_sittings_one').on(table.examId, table.userId),
    index('mock_sittings_exam_state_idx').on(table.examId, table.state, table.resultsAt),
    index('mock_sittings_user_idx').on(table.userId, table.startedAt),
  ],
);
export type MockSittingRow = typeof mockSittings.$inferSelect;

/** A section of a sitting on the server's clock: started when the student reaches it. */
export const mockSectionRuns = pgTable(
  'mock_section_runs',
  {
    sittingId: integer('sitting_id')
      .notNull()
      .references(() => mockSittings.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => mockSections.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** startedAt + the section's time limit: answers after it are refused */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** the student moved on, or the deadline passed and the section was closed */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'mock_section_runs_pk', columns: [table.sittingId, table.sectionId] }),
    index('mock_section_runs_open_idx')
      .on(table.deadlineAt)
      .where(sql`${table.finishedAt} is null`),
  ],
);

/** The latest answer to each item of a sitting, saved as it is given. */
export const mockAnswers = pgTable(
  'mock_answers',
  {
    sittingId: integer('sitting_id')
      .notNull()
      .references(() => mockSittings.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => mockItems.id, { onDelete: 'cascade' }),
    /** CHOICE and LISTENING: the chosen option's index */
    choice: integer('choice'),
    /** WRITING: which of the two prompts (0 or 1) and the text */
    promptIndex: integer('prompt_index'),
    text: text('text'),
    /** LISTENING: when the audio was handed out; it is never handed out again in this sitting */
    playedAt: timestamp('played_at', { withTimezone: true }),
    /** set at grading: whether the choice was right */
    correct: boolean('correct'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'mock_answers_pk', columns: [table.sittingId, table.itemId] }),
    index('mock_answers_item_idx').on(table.itemId),
  ],
);
export type MockAnswerRow = typeof mockAnswers.$inferSelect;

/** Each section's result: raw points, and the scaled score once it is known. */
export const mockSectionScores = pgTable(
  'mock_section_scores',
  {
    sittingId: integer('sitting_id')
      .notNull()
      .references(() => mockSittings.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => mockSections.id, { onDelete: 'cascade' }),
    raw: integer('raw').notNull().default(0),
    rawMax: integer('raw_max').notNull().default(0),
    /** null while a 記述 waits for its teacher */
    scaled: integer('scaled'),
    /** WRITING: the JASSO level (50/45/40/35/30/25/20/10/0) and the teacher's comment */
    writingLevel: integer('writing_level'),
    comment: text('comment'),
    gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'mock_section_scores_pk', columns: [table.sittingId, table.sectionId] }),
    index('mock_section_scores_section_idx').on(table.sectionId, table.scaled),
    check(
      'mock_section_scores_writing_level',
      sql`${table.writingLevel} is null or ${table.writingLevel} in (50, 45, 40, 35, 30, 25, 20, 10, 0)`,
    ),
  ],
);
export type MockSectionScoreRow = typeof mockSectionScores.$inferSelect;
