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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pass_stories_status_idx').on(table.status, table.year, table.createdAt),
    index('pass_stories_university_idx').on(table.universityId),
  ],
);
