// The live channel (docs/decisions/016-live-channel.md): a lesson's chat room, who is in it, and
// in-app notifications. HTTP calls read history, post, delete and manage notifications; the channel
// (a WebSocket at /api/live, decision 016) carries what happens as it happens. Every frame on the
// channel is one JSON object with a `type`; both sides parse them with the schemas below.
import * as v from 'valibot';
import * as live from '@academy/strings/live';
import * as validation from '@academy/strings/validation';
import { IdNumber, IdString, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import { ChatMessage, Notification, PresenceUser } from './live-frames.ts';

export * from './live-frames.ts';

/** Chat messages are text of at most this many characters (docs/decisions/016-live-channel.md). */
export const CHAT_MESSAGE_MAX = 1000;
/** How many missed messages a join replays at most; the rest are read page by page over HTTP. */
export const CHAT_REPLAY_MAX = 200;

export const ChatMessageResponse = envelope(ChatMessage);

/** A page of history, oldest first (newest last); `hasMore`: older messages remain. */
export const ChatPage = v.object({ messages: v.array(ChatMessage), hasMore: v.boolean() });
export type ChatPage = v.InferOutput<typeof ChatPage>;
export const ChatPageResponse = envelope(ChatPage);

export const Presence = v.object({ lessonId: v.number(), users: v.array(PresenceUser) });
export type Presence = v.InferOutput<typeof Presence>;
export const PresenceResponse = envelope(Presence);

/** `/lessons/:lessonId/chat/...` */
export const LessonParam = v.object({ lessonId: IdString });
export const LessonMessageParam = v.object({ lessonId: IdString, messageId: IdString });

/** `?before=<message id>&size=`: the page of messages older than `before` (none: the newest). */
export const ChatHistoryQuery = v.object({
  before: v.optional(
    v.pipe(
      v.string(live.chat.invalidCursor),
      v.regex(/^[1-9]\d{0,9}$/, live.chat.invalidCursor),
      v.transform(Number),
    ),
  ),
  size: v.optional(
    v.pipe(
      v.string(validation.common.invalidSize),
      v.regex(/^\d{1,3}$/, validation.common.invalidSize),
      v.transform(Number),
      v.minValue(1, validation.common.invalidSize),
      v.maxValue(100, validation.common.invalidSize),
    ),
    '50',
  ),
});

/** POST /api/lessons/{lessonId}/chat/messages {content}: text, 1 to 1,000 characters. */
export const ChatMessageRequest = v.strictObject(
  {
    content: v.pipe(
      v.optional(v.string(live.chat.contentRequired), ''),
      v.trim(),
      v.nonEmpty(live.chat.contentRequired),
      v.maxLength(CHAT_MESSAGE_MAX, live.chat.contentTooLong(CHAT_MESSAGE_MAX)),
    ),
  },
  strictMessage,
);
export type ChatMessageRequest = v.InferOutput<typeof ChatMessageRequest>;

/** GET /api/notifications?page=&size=: newest first. */
export const NotificationPage = v.object({
  items: v.array(Notification),
  totalCount: v.number(),
  unreadCount: v.number(),
});
export type NotificationPage = v.InferOutput<typeof NotificationPage>;
export const NotificationPageResponse = envelope(NotificationPage);

export const UnreadCount = v.object({ unreadCount: v.number() });
export const UnreadCountResponse = envelope(UnreadCount);
export const NotificationResponse = envelope(Notification);

// ---- The channel's frames ----

/** The largest message id a client can have (PostgreSQL integer ids). */
const MAX_MESSAGE_ID = 2_147_483_647;

/**
 * What a client sends: join a lesson's room (with the last message id it has), leave, ping. Each
 * frame is checked like a request body (strict objects, bounded integers): a refused frame gets
 * an error frame with the first issue's Korean message and changes nothing.
 */
export const ClientFrame = v.variant(
  'type',
  [
    v.strictObject(
      {
        type: v.literal('join'),
        lessonId: IdNumber,
        /** the newest message id the client already has: the ones after it are replayed */
        since: v.optional(
          v.pipe(
            v.number(live.chat.invalidCursor),
            v.integer(live.chat.invalidCursor),
            v.minValue(0, live.chat.invalidCursor),
            v.maxValue(MAX_MESSAGE_ID, live.chat.invalidCursor),
          ),
        ),
      },
      strictMessage,
    ),
    v.strictObject({ type: v.literal('leave'), lessonId: IdNumber }, strictMessage),
    v.strictObject({ type: v.literal('ping') }, strictMessage),
  ],
  live.channel.badMessage,
);
export type ClientFrame = v.InferOutput<typeof ClientFrame>;
