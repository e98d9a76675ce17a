// A student's official EJU sittings (docs/product/learning.md: the student's own records). One row
// per sitting (June or November of a year) and student; each subject on its real scale, all
// optional. A later score tracker reads the same rows.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { timestamps, users } from './users.ts';

export const ejuSittings = pgTable(
  'eju_sittings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    /** 読解, 0-200 */
    japaneseReading: integer('japanese_reading'),
    /** 聴解・聴読解, 0-200 */
    japaneseListening: integer('japanese_listening'),
    /** 記述, 0-50 */
    japaneseWriting: integer('japanese_writing'),
    science1Subject: varchar('science1_subject', {
      length: 10,
      enum: ['PHYSICS', 'CHEMISTRY', 'BIOLOGY'],
    }),
    science1Score: integer('science1_score'),
    science2Subject: varchar('science2_subject', {
      length: 10,
      enum: ['PHYSICS', 'CHEMISTRY', 'BIOLOGY'],
    }),
    science2Score: integer('science2_score'),
    /** 総合科目, 0-200; never in the same sitting as 理科 */
    generalStudies: integer('general_studies'),
    mathCourse: varchar('math_course', { length: 10, enum: ['COURSE1', 'COURSE2'] }),
    mathScore: integer('math_score'),
    ...timestamps,
  },
  (table) => [
    unique('eju_sittings_user_sitting').on(table.userId, table.year, table.month),
    index('eju_sittings_user_idx').on(table.userId),
    check('eju_sittings_month_check', sql`${table.month} in (6, 11)`),
    check('eju_sittings_year_check', sql`${table.year} between 2002 and 2100`),
    check(
      'eju_sittings_scores_check',
      sql`coalesce(${table.japaneseReading}, 0) between 0 and 200
        and coalesce(${table.japaneseListening}, 0) between 0 and 200
        and coalesce(${table.japaneseWriting}, 0) between 0 and 50
        and coalesce(${table.science1Score}, 0) between 0 and 100
        and coalesce(${table.science2Score}, 0) between 0 and 100
        and coalesce(${table.generalStudies}, 0) between 0 and 200
        and coalesce(${table.mathScore}, 0) between 0 and 200`,
    ),
    check(
      'eju_sittings_science_or_general',
      sql`${table.generalStudies} is null or (${table.science1Score} is null and ${table.science2Score} is null)`,
    ),
  ],
);
export type EjuSittingRow = typeof ejuSittings.$inferSelect;
