// The academy's own settings staff keep in the admin (docs/product/api.md: academy settings): one
// row per setting, its value a JSON document checked by the contract when written and read.
import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const academySettings = pgTable('academy_settings', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
