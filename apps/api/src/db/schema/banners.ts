// Home banners (docs/product/api.md: Banner; 5: at most five active). The five-active limit is a
// database rule: an active banner holds one of five slots (active_slot 1..5, unique), so a sixth
// active row cannot exist whatever the application does; writers also take a transaction-scoped
// advisory lock so concurrent activations and reorders are serialised (see routes/banners).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 100 }).notNull(),
    /** storage key of the re-encoded image (lib/files.ts) */
    imageKey: text('image_key').notNull(),
    imageUrl: text('image_url').notNull(),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    url: varchar('url', { length: 2000 }).notNull(),
    bannerOrder: integer('banner_order').notNull().default(0),
    active: boolean('active').notNull().default(false),
    /** 1..5 while active, null while inactive (the five-active limit as a constraint) */
    activeSlot: integer('active_slot'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check('banners_order_non_negative', sql`${table.bannerOrder} >= 0`),
    check('banners_url_http', sql`${table.url} ~ '^https?://'`),
    check('banners_active_slot_range', sql`${table.activeSlot} between 1 and 5`),
    check(
      'banners_active_has_slot',
      sql`(${table.active} and ${table.activeSlot} is not null) or (not ${table.active} and ${table.activeSlot} is null)`,
    ),
    uniqueIndex('banners_active_slot_unique').on(table.activeSlot),
    index('banners_active_order_idx').on(table.active, table.bannerOrder),
  ],
);

/**
 * One row per public content area (banners, notices, reviews), bumped by every write in the
 * write's transaction: on PostgreSQL the public read routes revalidate their cached answers
 * against it (a primary-key read), so a write through any process is seen at once by all.
 */
export const contentVersions = pgTable('content_versions', {
  area: varchar('area', { length: 20 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
