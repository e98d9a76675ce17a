// The live channel's stored half (docs/decisions/016-live-channel.md): a lesson's chat messages
// (stored before they are delivered, so a client that was away reads what it missed) and in-app
// notifications (kept for the ones who were away).
import { sql } from 'drizzle-orm';
import { NOTIFICATION_KINDS } from '@academy/api-client/contract/live';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { details } from './lectures.ts';
import { users } from './users.ts';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** the room: one per lesson (a lecture's detail) */
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => details.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** plain text; never rendered as HTML */
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** staff deleted it: it stays in its place, shown as deleted, its text never sent again */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('chat_messages_length', sql`char_length(${table.content}) between 1 and 1000`),
    // history pages and "since id N" both walk one room by id
    index('chat_messages_room_idx').on(table.lessonId, table.id),
  ],
);

export type NotificationLinkValue = {
  app: 'site' | 'classroom' | 'admin';
  path: string;
};

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30, enum: NOTIFICATION_KINDS }).notNull(),
    /** the Korean sentence shown, written when it happened (a later rename does not rewrite it) */
    text: text('text').notNull(),
    link: jsonb('link').$type<NotificationLinkValue>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
