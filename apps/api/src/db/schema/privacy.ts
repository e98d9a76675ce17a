// Personal data under the 개인정보 보호법 (docs/product/privacy.md): the consent documents staff
// publish (a published version never changes), every consent answer as an append-only record, and
// a person's requests for a copy of their own data.
import { sql } from 'drizzle-orm';
import {
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
import {
  CONSENT_KINDS,
  CONSENT_SOURCES,
  DATA_EXPORT_STATUSES,
} from '@academy/api-client/contract/consents';
import { users } from './users.ts';

/** One published version of one document; the newest version of a kind is its current text. */
export const consentDocuments = pgTable(
  'consent_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 20, enum: CONSENT_KINDS }).notNull(),
    version: integer('version').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** the admin who published it (null: the first start, or a removed account) */
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('consent_documents_kind_version').on(table.kind, table.version),
    check('consent_documents_body', sql`char_length(btrim(${table.body})) > 0`),
  ],
);

/**
 * Every grant and withdrawal, never updated: a person's current answer to a kind is their newest
 * row. Kept 5 years after the account is withdrawn, then purged (lib/retention.ts).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => consentDocuments.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 20, enum: CONSENT_KINDS }).notNull(),
    version: integer('version').notNull(),
    granted: boolean('granted').notNull(),
    source: varchar('source', { length: 10, enum: CONSENT_SOURCES }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consent_records_user_idx').on(table.userId, table.kind, table.id)],
);

/**
 * A person's request for a copy of their data: built by the export worker (PENDING -> READY), then
 * downloaded once through a short-lived link (DOWNLOADED) or left until it lapses (EXPIRED). The file
 * is kept here until then, and emptied when it is downloaded or lapses.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10, enum: DATA_EXPORT_STATUSES })
      .notNull()
      .default('PENDING'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** the JSON file while it waits to be downloaded */
    content: text('content'),
    /** SHA-256 of the current link's token; a new link replaces it */
    linkHash: varchar('link_hash', { length: 64 }),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.requestedAt),
    index('data_exports_pending_idx')
      .on(table.id)
      .where(sql`${table.status} = 'PENDING'`),
    check(
      'data_exports_status_check',
      sql`${table.status} in ('PENDING', 'READY', 'DOWNLOADED', 'EXPIRED')`,
    ),
  ],
);
