// What running the service needs beside the product's data: the API processes serving this
// database (readiness checks that they share one DATA_DIR) and the answers kept for retried
// writes (Idempotency-Key). docs/operations.md and docs/decisions/038-shutdown-readiness-idempotency.md.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per running API process, refreshed while it runs and removed when it stops. */
export const apiProcesses = pgTable('api_processes', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  /** what the process wrote into DATA_DIR/processes/<id>: a peer reading the same proves sharing */
  marker: text('marker').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first answer to a write sent with an Idempotency-Key, per caller (`scope`: a user, or an
 * anonymous client's address) and key, kept 24 hours. `status` is null while the first request is
 * still being answered.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** the method, path and body's hash: the same key with another request is refused */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_created_at').on(table.createdAt),
  ],
);
