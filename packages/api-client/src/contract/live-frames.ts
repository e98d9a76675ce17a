// What the live channel's server sends (decision 016): its frames and the records inside them.
// Apart from the HTTP calls' schemas (live.ts, which re-exports these) so that the browser's
// channel, open on every classroom and admin page, reads its frames without the validation words
// and shared pieces those calls need (decision 028).
import * as v from 'valibot';
import { IsoDateTime } from './timestamps.ts';

const Role = v.picklist(['STUDENT', 'TEACHER', 'ADMIN', 'PARENT']);

export const ChatAuthor = v.object({ id: v.number(), name: v.string(), role: Role });

/** A message in a lesson's room; a deleted one keeps its place with empty content. */
export const ChatMessage = v.object({
  id: v.number(),
  lessonId: v.number(),
  author: ChatAuthor,
  content: v.string(),
  deleted: v.boolean(),
  createdAt: IsoDateTime,
});
export type ChatMessage = v.InferOutput<typeof ChatMessage>;

export const PresenceUser = v.object({ userId: v.number(), name: v.string(), role: Role });
export type PresenceUser = v.InferOutput<typeof PresenceUser>;

/**
 * What a notification tells (docs/decisions/016-live-channel.md); the database stores these words.
 */
export const NOTIFICATION_KINDS = [
  'QUESTION_ANSWERED',
  'FEEDBACK_GIVEN',
  'NOTICE_PINNED',
  'ENROLMENT_DECIDED',
  'QUESTION_ASKED',
  'SUBMISSION_ARRIVED',
  'MOCK_OPENED',
  'MOCK_WRITING_GRADED',
  'TEXTBOOK_SHIPPED',
  'REFUND_DECIDED',
] as const;
export const NotificationKind = v.picklist(NOTIFICATION_KINDS);
export type NotificationKind = v.InferOutput<typeof NotificationKind>;

/** Where an entry leads: a path in one of the three apps. */
export const NotificationLink = v.object({
  app: v.picklist(['site', 'classroom', 'admin']),
  path: v.string(),
});

export const Notification = v.object({
  id: v.number(),
  kind: NotificationKind,
  text: v.string(),
  link: NotificationLink,
  readAt: v.nullable(IsoDateTime),
  createdAt: IsoDateTime,
});
export type Notification = v.InferOutput<typeof Notification>;

export const ServerFrame = v.variant('type', [
  /** the channel is open for this user (sent first) */
  v.object({ type: v.literal('ready'), userId: v.number() }),
  /** joined: the messages after `since` (at most CHAT_REPLAY_MAX; `hasMore`: read the rest over HTTP) */
  v.object({
    type: v.literal('joined'),
    lessonId: v.number(),
    missed: v.array(ChatMessage),
    hasMore: v.boolean(),
    users: v.array(PresenceUser),
  }),
  v.object({ type: v.literal('message'), message: ChatMessage }),
  /** a message was deleted by staff: shown as deleted from now on */
  v.object({ type: v.literal('deleted'), message: ChatMessage }),
  v.object({ type: v.literal('presence'), lessonId: v.number(), users: v.array(PresenceUser) }),
  v.object({ type: v.literal('notification'), notification: Notification }),
  /** a refusal: joining a room one cannot read, an unknown frame */
  v.object({
    type: v.literal('error'),
    code: v.string(),
    message: v.string(),
    lessonId: v.optional(v.number()),
  }),
  v.object({ type: v.literal('pong') }),
]);
export type ServerFrame = v.InferOutput<typeof ServerFrame>;

/** A frame as the contract reads it, or undefined when it is not one. */
export function parseServerFrame(value: unknown): ServerFrame | undefined {
  const parsed = v.safeParse(ServerFrame, value);
  return parsed.success ? parsed.output : undefined;
}

export { LiveCloseCode } from './live-close-codes.ts';
