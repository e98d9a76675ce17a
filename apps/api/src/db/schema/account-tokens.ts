// Links sent by email that prove who opens them (docs/product/security.md: password reset and
// email verification): each is 256 random bits kept only as its SHA-256 hash, single-use and
// short-lived, and a newer link of the same purpose for the same account voids the older ones.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const ACCOUNT_TOKEN_PURPOSES = ['PASSWORD_RESET', 'EMAIL_VERIFICATION'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20, enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** the address the link was sent to: a verification counts only while it is still the account's */
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** set when the link is used, or voided by a newer link or a finished reset */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('account_tokens_user_idx').on(table.userId, table.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${table.purpose} in ('PASSWORD_RESET', 'EMAIL_VERIFICATION')`,
    ),
  ],
);
