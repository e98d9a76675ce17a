// Notices (docs/product/api.md: Notice). The list reads important first, then newest (index below);
// staff write them (docs/decisions/018-staff-authoring.md) and may schedule one (publishAt in the
// future: hidden until then).
import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    isImportant: boolean('is_important').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** kept so a notice still names its author after the account is gone */
    authorName: varchar('author_name', { length: 50 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Public from this time on (list, detail and cache); the list's date
     * (docs/decisions/018-staff-authoring.md)
     */
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    /** when students were told it was pinned: a notice is announced once, however often re-pinned */
    pinAnnouncedAt: timestamp('pin_announced_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('notices_list_idx').on(table.isImportant, table.publishAt, table.id),
    // the staff's list in its order, its pages picked on this index alone (notices.queries.ts)
    index('notices_publish_idx').on(table.publishAt, table.id),
  ],
);
