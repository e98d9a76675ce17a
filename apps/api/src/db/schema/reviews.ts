// Lecture reviews (spec 3: Lecture review), public and paged newest first.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the reviewer's display name, kept when the account is gone */
    userName: varchar('user_name', { length: 50 }).notNull(),
    rating: integer('rating').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    /** the lecture's title as reviewed (a review outlives a renamed or removed lecture) */
    lectureName: varchar('lecture_name', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    index('reviews_created_idx').on(table.createdAt, table.id),
  ],
);
