// What the outbox's worker hands a channel's sender, and what it answers (docs/product/messaging.md).
import type { OutboxChannel } from '@academy/api-client/contract/messaging';
import type { MessageTemplate, MessageVariables } from '../template.ts';

/** One outbox row, claimed for sending. */
export type OutgoingMessage = {
  /** the row's id: the receiver's way to recognise a resend (Message-ID, the provider's custom field) */
  id: number;
  channel: OutboxChannel;
  address: string;
  template: MessageTemplate;
  variables: MessageVariables;
  /** this attempt's number (1 for the first) */
  attempt: number;
};

/** SENT: the provider accepted it (its id kept); HELD: the local mode recorded it, nothing left. */
export type SendOutcome = { state: 'SENT'; providerMessageId: string } | { state: 'HELD' };

/**
 * A send that did not happen. `permanent`: the provider refused it for good (a bad address, bad
 * credentials): never retried. Otherwise (a timeout, a 4xx of SMTP, a 5xx of HTTP) it is tried
 * again later.
 */
export class SendFailure extends Error {
  override name = 'SendFailure';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export type ChannelSender = (message: OutgoingMessage) => Promise<SendOutcome>;

/** A sender per channel, and what to close when the process stops (an SMTP pool). */
export type Senders = { [channel in OutboxChannel]: ChannelSender } & { close?(): void };

/** The local mode: the message is recorded (state HELD) and readable by staff, never sent. */
export const holdMessage: ChannelSender = () => Promise.resolve({ state: 'HELD' });
