// The outbox (docs/product/messaging.md): one row per message to one person on one channel, written
// in the transaction of the change it tells about and sent afterwards by the job queue, which
// retries with back-off. The dedupe key makes a message once-only whatever retries the request or
// the queue makes.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { OUTBOX_CHANNELS, OUTBOX_STATES } from '@academy/api-client/contract/messaging';
import { notifications } from './live.ts';
import { users } from './users.ts';

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** the person it is for (null: an address without an account, e.g. an invited guardian) */
    recipientUserId: integer('recipient_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    channel: varchar('channel', { length: 10, enum: OUTBOX_CHANNELS }).notNull(),
    /** an email address or a phone number, as it was when the message was written */
    address: varchar('address', { length: 254 }).notNull(),
    /** the template's name (lib/outbox/templates) */
    template: varchar('template', { length: 40 }).notNull(),
    variables: jsonb('variables').$type<Record<string, string | number>>().notNull(),
    /** once-only: a second message with the same key on the same channel is not written */
    dedupeKey: varchar('dedupe_key', { length: 200 }).notNull(),
    state: varchar('state', { length: 10, enum: OUTBOX_STATES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * not sent before this time (promotional quiet hours, the away delay): its job's start in the
     * queue (lib/outbox/worker.ts); retries' back-off is the queue's
     */
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** the provider's id for what it accepted */
    providerMessageId: varchar('provider_message_id', { length: 200 }),
    /**
     * A message that repeats an in-app notification for someone away from the site: not sent
     * (state SKIPPED) when that notification was read before the message was due.
     */
    unlessReadNotificationId: integer('unless_read_notification_id').references(
      () => notifications.id,
      { onDelete: 'set null' },
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('outbox_messages_dedupe').on(table.channel, table.dedupeKey),
    index('outbox_messages_recipient_idx').on(table.recipientUserId, table.id),
    check('outbox_messages_attempts', sql`${table.attempts} >= 0`),
  ],
);
export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
