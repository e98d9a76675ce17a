// Streaming on the local video host (docs/product/player.md, docs/decisions/059-hls-streaming.md):
// each finished video's HLS packaging (its state and its AES-128 key, encrypted at rest), the
// playback sessions a student holds (at most N at once: a new one takes over the oldest) and the
// devices a student has played on.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { details } from './lectures.ts';
import { users } from './users.ts';
import { videos } from './videos.ts';

export const STREAM_STATES = ['QUEUED', 'PACKAGING', 'READY', 'FAILED'] as const;
export type StreamState = (typeof STREAM_STATES)[number];

/** One packaged rendition: its folder under the video's HLS folder and what the master lists. */
export type StreamRendition = {
  name: string;
  width: number;
  height: number;
  /** peak bits per second, for the master playlist's BANDWIDTH */
  bandwidth: number;
};

export const videoStreams = pgTable('video_streams', {
  videoId: varchar('video_id', { length: 64 })
    .primaryKey()
    .references(() => videos.id, { onDelete: 'cascade' }),
  state: varchar('state', { length: 10, enum: STREAM_STATES }).notNull().default('QUEUED'),
  /** why the last packaging failed (for staff; not shown to students) */
  error: text('error'),
  /** the 16-byte AES-128 key, hex, sealed with lib/field-encryption.ts (column `video_streams.key`) */
  sealedKey: text('sealed_key').notNull(),
  renditions: jsonb('renditions').$type<StreamRendition[]>().notNull().default([]),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  readyAt: timestamp('ready_at', { withTimezone: true }),
});

export const PLAYBACK_END_REASONS = ['STOPPED', 'TAKEN_OVER', 'REPLACED'] as const;
export type PlaybackEndReason = (typeof PLAYBACK_END_REASONS)[number];

export const playbackSessions = pgTable(
  'playback_sessions',
  {
    /** unguessable: 128 random bits, base64url */
    id: varchar('id', { length: 32 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    detailId: integer('detail_id')
      .notNull()
      .references(() => details.id, { onDelete: 'cascade' }),
    /** the local host's video (null: the hosting service's player, or none) */
    videoId: varchar('video_id', { length: 64 }),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** where the student was at the last heartbeat, in seconds */
    positionSeconds: integer('position_seconds').notNull().default(0),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: varchar('end_reason', { length: 10, enum: PLAYBACK_END_REASONS }),
  },
  (table) => [
    index('playback_sessions_open_idx')
      .on(table.userId, table.startedAt)
      .where(sql`${table.endedAt} is null`),
  ],
);

export const playbackDevices = pgTable(
  'playback_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceId] })],
);
