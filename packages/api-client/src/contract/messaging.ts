// Messages that leave the product (docs/product/messaging.md): the outbox's channels and states.
// The in-app channel is the notifications table (the bell); these are the channels that reach a
// person who is not on the site.

/** Email (SMTP), KakaoTalk 알림톡 (informational templates only) and SMS (알림톡's fallback). */
export const OUTBOX_CHANNELS = ['EMAIL', 'ALIMTALK', 'SMS'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * PENDING: waiting for the queue (or for `not_before`); SENDING: claimed by a worker; SENT: the
 * provider accepted it; FAILED: out of attempts or refused for good; HELD: kept by the local mode,
 * which records instead of sending; SKIPPED: not sent because the in-app notification it repeated
 * was read before it was due (the person had seen it on the site).
 */
export const OUTBOX_STATES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'HELD', 'SKIPPED'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * What a message is for: ACCOUNT (password reset, verification: always sent, email only),
 * INFORMATIONAL (answers, reports: the person's preferences decide), PROMOTIONAL (needs marketing
 * consent, never on 알림톡, held between 21:00 and 08:00 Seoul time).
 */
export const MESSAGE_PURPOSES = ['ACCOUNT', 'INFORMATIONAL', 'PROMOTIONAL'] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];
