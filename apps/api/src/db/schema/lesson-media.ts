// A lesson's captions and 수강 일시정지 (docs/product/player-controls.md).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { CAPTION_LANGS } from '@academy/api-client/contract/lesson-media';
import { enrolments } from './learning.ts';
import { details } from './lectures.ts';
import { users } from './users.ts';

/**
 * A lesson's WebVTT track, one per language: the file lives in the files service under
 * `captions/` (never served by /api/files; the captions route reads it behind the learning rule).
 */
export const lessonCaptions = pgTable(
  'lesson_captions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    detailId: integer('detail_id')
      .notNull()
      .references(() => details.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 2, enum: CAPTION_LANGS }).notNull(),
    label: varchar('label', { length: 40 }).notNull(),
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    size: integer('size').notNull(),
    cueCount: integer('cue_count').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('lesson_captions_detail_lang').on(table.detailId, table.lang),
    check('lesson_captions_lang_check', sql`${table.lang} in ('ko', 'ja')`),
  ],
);

/**
 * 수강 일시정지: from `startsAt` for `days` (ending at `endsAt`). The enrolment's end moves by the
 * chosen days when the pause is made and back by the unused days when it ends early (`endedAt`,
 * `usedDays`), in the same transaction, so no job has to move it when a pause runs out.
 */
export const enrolmentPauses = pgTable(
  'enrolment_pauses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    days: integer('days').notNull(),
    /** set when it ended early (the student resumed, or staff undid it) */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    usedDays: integer('used_days'),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
    endReason: varchar('end_reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enrolment_pauses_enrolment_idx').on(table.enrolmentId, table.startsAt),
    check('enrolment_pauses_days_check', sql`${table.days} > 0`),
  ],
);
