// Email through SMTP (nodemailer): the template's subject, plain text and HTML. The Message-ID is
// made from the outbox row's id, so a message sent again after a crash carries the same id and a
// mail system (or a person) can recognise it (docs/decisions/052-outbox-sending.md).
import nodemailer from 'nodemailer';
import { SendFailure, type ChannelSender } from './sender.ts';

export type SmtpOptions = {
  /** smtp://user:pass@host:587 or smtps://... */
  url: string;
  /** the From header: `학원 <no-reply@academy.example>` */
  from: string;
  /** connections kept open to the server (as many as the worker sends at once) */
  connections?: number;
  /** how long a connection, the greeting and any silence may take */
  timeoutMs?: number;
};

/** The domain of the From address, for Message-IDs. */
function fromDomain(from: string) {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

/** The Message-ID of an outbox row: the same for every attempt. */
export const outboxMessageId = (id: number, from: string) => `<outbox-${id}@${fromDomain(from)}>`;

export function smtpSender(options: SmtpOptions): { send: ChannelSender; close(): void } {
  const timeout = options.timeoutMs ?? 30_000;
  const url = new URL(options.url);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(options.connections ?? 4));
  for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    url.searchParams.set(name, String(timeout));
  }
  const transport = nodemailer.createTransport(url.toString());
  const send: ChannelSender = async (message) => {
    const render = message.template.email;
    if (!render) throw new SendFailure(`${message.template.name} has no email`, true);
    const { subject, text, html } = render(message.variables as never);
    const messageId = outboxMessageId(message.id, options.from);
    try {
      const info = await transport.sendMail({
        from: options.from,
        to: message.address,
        subject,
        text,
        html,
        messageId,
      });
      return { state: 'SENT', providerMessageId: info.messageId || messageId };
    } catch (error) {
      throw smtpFailure(error);
    }
  };
  return { send, close: () => transport.close() };
}

/** SMTP says it plainly: 5xx is a permanent refusal, 4xx (and no answer at all) is for later. */
function smtpFailure(error: unknown) {
  const { responseCode, message } = error as { responseCode?: number; message?: string };
  const permanent = typeof responseCode === 'number' && responseCode >= 500;
  return new SendFailure(message ?? String(error), permanent);
}
