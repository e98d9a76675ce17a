// Lectures and their structure (docs/product/api.md: Lecture, Chapter, Detail, Detail content): a
// lecture has ordered chapters, a chapter ordered details (lessons), a detail at most one content
// block with its attachments, and a quiz detail its questions and options.
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
  varchar,
} from 'drizzle-orm/pg-core';
import {
  DETAIL_TYPES,
  LECTURE_STATUSES,
  QUIZ_REVEALS,
} from '@academy/api-client/contract/lectures';
import { timestamps, users } from './users.ts';

export const lectures = pgTable(
  'lectures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 100 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }),
    description: text('description'),
    thumbnailKey: text('thumbnail_key'),
    thumbnailUrl: text('thumbnail_url'),
    thumbnailWidth: integer('thumbnail_width'),
    thumbnailHeight: integer('thumbnail_height'),
    price: integer('price').notNull().default(0),
    /** days of enrolment; 0 = no limit (docs/product/learning.md) */
    period: integer('period').notNull().default(0),
    category: varchar('category', { length: 50 }),
    course: varchar('course', { length: 50 }),
    target: varchar('target', { length: 100 }),
    detailUrl: text('detail_url'),
    textbookName: varchar('textbook_name', { length: 100 }),
    /** the printed textbook's price in won; null: not sold online (docs/product/commerce.md) */
    textbookPrice: integer('textbook_price'),
    /** the student's name and the time drawn over the lesson video (docs/product/player.md) */
    watermark: boolean('watermark').notNull().default(true),
    /** 수강 일시정지: at most this many pauses of at most this many days in all (0: none allowed) */
    pauseMaxCount: integer('pause_max_count').notNull().default(3),
    pauseMaxDays: integer('pause_max_days').notNull().default(30),
    /**
     * A video lesson completes when this percent of it is watched (unique seconds)
     * (docs/product/learning.md)
     */
    completionThreshold: integer('completion_threshold').notNull().default(90),
    /** Only PUBLISHED lectures reach the shop and new enrolments (docs/product/learning.md) */
    status: varchar('status', { length: 10, enum: LECTURE_STATUSES })
      .notNull()
      .default('PUBLISHED'),
    ...timestamps,
  },
  (table) => [
    check('lectures_price_non_negative', sql`${table.price} >= 0`),
    check(
      'lectures_completion_threshold_range',
      sql`${table.completionThreshold} between 1 and 100`,
    ),
    check('lectures_period_non_negative', sql`${table.period} >= 0`),
    check(
      'lectures_textbook_price_non_negative',
      sql`${table.textbookPrice} is null or ${table.textbookPrice} >= 0`,
    ),
    check('lectures_pause_limits', sql`${table.pauseMaxCount} >= 0 and ${table.pauseMaxDays} >= 0`),
    check('lectures_status_check', sql`${table.status} in ('DRAFT', 'PUBLISHED', 'ARCHIVED')`),
    index('lectures_teacher_idx').on(table.teacherId),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    chapterOrder: integer('chapter_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('chapters_lecture_idx').on(table.lectureId, table.chapterOrder)],
);

export const details = pgTable(
  'details',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    type: varchar('type', { length: 10, enum: DETAIL_TYPES }).notNull(),
    detailOrder: integer('detail_order').notNull().default(0),
    /**
     * LIVE details: when the broadcast starts, how long it runs (null: the default length) and the
     * https link students join by (docs/product/learning.md: live lessons)
     */
    liveStartsAt: timestamp('live_starts_at', { withTimezone: true }),
    liveMinutes: integer('live_minutes'),
    liveUrl: text('live_url'),
    /**
     * QUIZ details: the best attempt's score (0-100) that completes the lesson
     * (docs/product/learning.md)
     */
    passScore: integer('pass_score').notNull().default(60),
    /** QUIZ details: graded attempts each student may make (docs/decisions/037) */
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** QUIZ details: when an attempt's result shows the correct options (docs/decisions/037) */
    revealAnswers: varchar('reveal_answers', { length: 20, enum: QUIZ_REVEALS })
      .notNull()
      .default('AFTER_PASS'),
    /**
     * The lesson a visitor may watch on the public course page without an account: at most one
     * per lecture, a video lesson (docs/product/learning.md#preview)
     */
    isPreview: boolean('is_preview').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    check('details_type_check', sql`${table.type} in ('VIDEO', 'LIVE', 'QUIZ', 'OTHER')`),
    check('details_pass_score_range', sql`${table.passScore} between 0 and 100`),
    check('details_max_attempts_range', sql`${table.maxAttempts} between 1 and 100`),
    check('details_live_minutes_range', sql`${table.liveMinutes} between 10 and 720`),
    index('details_chapter_idx').on(table.chapterId, table.detailOrder),
  ],
);

/** At most one content block per detail (a constraint in the database too). */
export const contents = pgTable('contents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  detailId: integer('detail_id')
    .notNull()
    .unique('contents_one_per_detail')
    .references(() => details.id, { onDelete: 'cascade' }),
  text: text('text'),
  videoId: varchar('video_id', { length: 64 }),
  /**
   * The video's length in seconds when staff (or the seed) know it; watch reports must fit in it.
   * Null: the length the student's player first reports is kept on their watch row instead.
   */
  videoDuration: integer('video_duration'),
  attachmentDescription: text('attachment_description'),
  ...timestamps,
});

export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('attachments_content_idx').on(table.contentId)],
);

export const quizzes = pgTable(
  'quizzes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    detailId: integer('detail_id')
      .notNull()
      .references(() => details.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** shown with the graded result (docs/product/learning.md), never before an attempt */
    explanation: text('explanation'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('quizzes_detail_idx').on(table.detailId)],
);

export const quizOptions = pgTable(
  'quiz_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    optionText: text('option_text').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [unique('quiz_options_position').on(table.quizId, table.position)],
);
