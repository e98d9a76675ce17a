// Sessions, refresh tokens and rate limits (docs/product/security.md, ASVS L2;
// docs/decisions/004-api-auth.md).
import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A login: one refresh-token family. Its id is the `sid` claim of every access token issued in it,
 * so revoking the row (logout, reuse, withdrawal, disabling) stops those access tokens at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 30 days after login, whatever happens (absolute lifetime) */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** why: logout, reuse, withdrawal, disabled, password (a change signs out the other sessions) */
    revokedReason: varchar('revoked_reason', { length: 20 }),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** One opaque refresh token of a family, stored only as its SHA-256 hash. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 7 days after issue (idle lifetime); a rotation issues a successor with a fresh one */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** set when rotated; using it again after the grace period revokes the family */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/**
 * Fixed-window counters shared by every API process (failed logins per account and per address,
 * email checks per address). Rows are reused when their window has passed.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_idx').on(table.resetAt)],
);
