// A person's choice per message template and channel (docs/product/messaging.md: preferences).
// One row per choice made, on or off, with when it changed; no row means the template's default
// (on). ACCOUNT templates have no rows: they are always sent. Marketing consent is not kept here:
// it is the consent record (privacy.ts), so there is one answer to "may we send promotions".
import { boolean, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { OUTBOX_CHANNELS } from '@academy/api-client/contract/messaging';
import { users } from './users.ts';

export const messagePreferences = pgTable(
  'message_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the template's name (lib/outbox/templates) */
    template: varchar('template', { length: 40 }).notNull(),
    channel: varchar('channel', { length: 10, enum: OUTBOX_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.template, table.channel] })],
);
