// Lecture reviews (docs/product/api.md: Lecture review; docs/product/learning.md) and pass stories
// (합격후기) with the list of universities staff keep.
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
import { PASS_STORY_STATUSES, UNIVERSITY_TYPES } from '@academy/api-client/contract/pass-stories';
import {
  UNIVERSITY_MATH_CHOICES,
  UNIVERSITY_SCIENCE_CHOICES,
} from '@academy/api-client/contract/score-tracker';
import { MATH_COURSES, SCIENCE_SUBJECTS } from '@academy/api-client/contract/values';
import { lectures } from './lectures.ts';
import { users } from './users.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** null once the lecture is removed (lectureName keeps its title) */
    lectureId: integer('lecture_id').references(() => lectures.id, { onDelete: 'set null' }),
    /** the reviewer's display name, kept when the account is gone */
    userName: varchar('user_name', { length: 50 }).notNull(),
    /** public pages show 익명 instead of the name */
    anonymous: boolean('anonymous').notNull().default(false),
    rating: integer('rating').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    /** the lecture's title as reviewed (a review outlives a renamed or removed lecture) */
    lectureName: varchar('lecture_name', { length: 200 }).notNull(),
    /** hidden by an admin: gone from every public place; the author still sees it, marked */
    hidden: boolean('hidden').notNull().default(false),
    /** chosen by staff for the home page's reviews carousel */
    featured: boolean('featured').notNull().default(false),
    replyContent: text('reply_content'),
    replyUserId: integer('reply_user_id').references(() => users.id, { onDelete: 'set null' }),
    replyAuthorName: varchar('reply_author_name', { length: 50 }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    index('reviews_created_idx').on(table.createdAt, table.id),
    // the staff's hidden or visible reviews, newest first, without reading every review
    index('reviews_hidden_created_idx').on(table.hidden, table.createdAt, table.id),
    index('reviews_lecture_idx').on(table.lectureId, table.createdAt),
    // one review per student and lecture (a second one is a 409)
    unique('reviews_user_lecture_unique').on(table.userId, table.lectureId),
  ],
);

export const universities = pgTable(
  'universities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 10, enum: UNIVERSITY_TYPES }).notNull(),
    logoUrl: text('logo_url'),
    // The EJU subjects the university asks for (docs/product/mock-exams.md: Score tracker); an
    // admin sets them, the score tracker reads them to pick the sitting to submit.
    japaneseRequired: boolean('japanese_required').notNull().default(true),
    /** 理科 (two subjects), 総合科目, or neither */
    science: varchar('science', { length: 10, enum: UNIVERSITY_SCIENCE_CHOICES })
      .notNull()
      .default('NONE'),
    /** 数学 コース1, コース2, or none */
    math: varchar('math', { length: 10, enum: UNIVERSITY_MATH_CHOICES }).notNull().default('NONE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('universities_name_unique').on(table.name)],
);

export const passStories = pgTable(
  'pass_stories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the author's name when written (shown masked) */
    authorName: varchar('author_name', { length: 50 }).notNull(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'restrict' }),
    major: varchar('major', { length: 100 }).notNull(),
    year: integer('year').notNull(),
    reason: text('reason').notNull(),
    method: text('method').notNull(),
    advice: text('advice').notNull(),
    status: varchar('status', { length: 10, enum: PASS_STORY_STATUSES })
      .notNull()
      .default('PENDING'),
    featured: boolean('featured').notNull().default(false),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // The admit's official EJU sitting, optional, on the scales and rules of eju_sittings
    // (accounts.ts): shown to admins, and only as aggregates of 5 or more admits elsewhere.
    ejuYear: integer('eju_year'),
    ejuMonth: integer('eju_month'),
    japaneseReading: integer('japanese_reading'),
    japaneseListening: integer('japanese_listening'),
    japaneseWriting: integer('japanese_writing'),
    science1Subject: varchar('science1_subject', { length: 10, enum: SCIENCE_SUBJECTS }),
    science1Score: integer('science1_score'),
    science2Subject: varchar('science2_subject', { length: 10, enum: SCIENCE_SUBJECTS }),
    science2Score: integer('science2_score'),
    generalStudies: integer('general_studies'),
    mathCourse: varchar('math_course', { length: 10, enum: MATH_COURSES }),
    mathScore: integer('math_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pass_stories_status_idx').on(table.status, table.year, table.createdAt),
    index('pass_stories_university_idx').on(table.universityId),
    check(
      'pass_stories_eju_sitting',
      sql`(${table.ejuYear} is null) = (${table.ejuMonth} is null)
        and (${table.ejuMonth} is null or ${table.ejuMonth} in (6, 11))`,
    ),
    check(
      'pass_stories_scores_check',
      sql`coalesce(${table.japaneseReading}, 0) between 0 and 200
        and coalesce(${table.japaneseListening}, 0) between 0 and 200
        and coalesce(${table.japaneseWriting}, 0) between 0 and 50
        and coalesce(${table.science1Score}, 0) between 0 and 100
        and coalesce(${table.science2Score}, 0) between 0 and 100
        and coalesce(${table.generalStudies}, 0) between 0 and 200
        and coalesce(${table.mathScore}, 0) between 0 and 200`,
    ),
    check(
      'pass_stories_science_or_general',
      sql`${table.generalStudies} is null or (${table.science1Score} is null and ${table.science2Score} is null)`,
    ),
  ],
);
