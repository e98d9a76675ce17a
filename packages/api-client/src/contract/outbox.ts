// The admin's local outbox view (docs/product/messaging.md, docs/product/screens.md): messages
// newest first, filtered by channel, state and template, addresses masked; one message rendered
// as it would be sent.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { envelope } from './envelope.ts';
import { MESSAGE_PURPOSES, OUTBOX_CHANNELS, OUTBOX_STATES } from './messaging.ts';
import { IsoDateTime } from './timestamps.ts';

/** A page of the list: a fixed size, the next asked for by the last id seen (keyset). */
export const OUTBOX_PAGE_SIZE = 50;

export const OutboxQuery = v.object({
  channel: v.optional(v.picklist(OUTBOX_CHANNELS)),
  state: v.optional(v.picklist(OUTBOX_STATES)),
  template: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  before: v.optional(
    v.pipe(
      v.string(validation.common.invalidId),
      v.regex(/^[1-9]\d{0,15}$/, validation.common.invalidId),
      v.transform(Number),
    ),
  ),
});
export type OutboxQuery = v.InferInput<typeof OutboxQuery>;

export const OutboxItem = v.object({
  id: v.number(),
  createdAt: IsoDateTime,
  channel: v.picklist(OUTBOX_CHANNELS),
  /** masked like every staff list (`ab***@example.com`, `010-****-5678`) */
  address: v.string(),
  template: v.string(),
  state: v.picklist(OUTBOX_STATES),
  attempts: v.number(),
  recipient: v.nullable(v.object({ id: v.number(), name: v.string() })),
  sentAt: v.nullable(IsoDateTime),
  lastError: v.nullable(v.string()),
});
export type OutboxItem = v.InferOutput<typeof OutboxItem>;
export const OutboxPage = v.object({
  messages: v.array(OutboxItem),
  /** the `before` of the next page; null on the last */
  nextBefore: v.nullable(v.number()),
  /** every template's name, for the filter */
  templates: v.array(v.string()),
});
export type OutboxPage = v.InferOutput<typeof OutboxPage>;
export const OutboxPageResponse = envelope(OutboxPage);

/** One message as it would be sent on its channel (null: its template cannot render it). */
export const OutboxMessage = v.object({
  ...OutboxItem.entries,
  purpose: v.nullable(v.picklist(MESSAGE_PURPOSES)),
  notBefore: IsoDateTime,
  email: v.nullable(v.object({ subject: v.string(), text: v.string(), html: v.string() })),
  /** the 알림톡 or SMS text */
  text: v.nullable(v.string()),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessage>;
export const OutboxMessageResponse = envelope(OutboxMessage);
