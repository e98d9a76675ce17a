// Videos on the local video host (docs/decisions/005-local-video-host.md). A row per upload
// session: its owner (only they may PATCH it), status, size, where the finished file lives, and
// when it was created and completed.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const VIDEO_STATUSES = ['UPLOADING', 'READY', 'EXPIRED'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const videos = pgTable(
  'videos',
  {
    /** unguessable: 22 characters of base64url (128 random bits) */
    id: varchar('id', { length: 64 }).primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    status: varchar('status', { length: 10, enum: VIDEO_STATUSES }).notNull().default('UPLOADING'),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** path of the finished file under DATA_DIR/videos (null while uploading) */
    fileKey: text('file_key'),
    contentType: varchar('content_type', { length: 100 }),
    /** the file's own length (WebM/MP4 header, read when the upload finished); null: unknown */
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** last PATCH or HEAD: uploads idle for long do not count as running (429 rule) */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('videos_size_positive', sql`${table.size} > 0`),
    index('videos_status_activity_idx').on(table.status, table.lastActivityAt),
  ],
);
