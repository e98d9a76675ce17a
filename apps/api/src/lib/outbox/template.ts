// What a message says, per channel (docs/product/messaging.md). A template names the variables it
// needs; the outbox refuses a message that lacks one, so nothing half-filled is ever sent. The words
// live in @academy/strings (messages/*); a template only arranges them.
import type { MessagePurpose, OutboxChannel } from '@academy/api-client/contract/messaging';

export type MessageVariables = Record<string, string | number>;

export type RenderedEmail = { subject: string; text: string; html: string };

export type MessageTemplate<V extends MessageVariables = MessageVariables> = {
  /** the row's `template` column: stable, kebab-case ('password-reset') */
  name: string;
  purpose: MessagePurpose;
  /** every variable the renderers read */
  variables: readonly (keyof V & string)[];
  /** the email (subject, plain text, HTML); absent: never sent by email */
  email?: (variables: V) => RenderedEmail;
  /** the 알림톡 text (the provider's approved template code beside it); absent: no 알림톡 */
  alimtalk?: { templateCode: string; text: (variables: V) => string };
  /** the SMS text (알림톡's fallback, or the only phone channel) */
  sms?: (variables: V) => string;
};

/**
 * Defines a template with its variables typed; what it returns is the registry's MessageTemplate
 * (the outbox checks a message's variables against `variables` before it is written).
 */
export function defineTemplate<V extends MessageVariables>(
  template: MessageTemplate<V>,
): MessageTemplate {
  return template as unknown as MessageTemplate;
}

/** The channels a template can go out on. */
export function templateChannels(template: MessageTemplate): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (template.email) channels.push('EMAIL');
  if (template.alimtalk && template.purpose !== 'PROMOTIONAL') channels.push('ALIMTALK');
  if (template.sms) channels.push('SMS');
  return channels;
}

/** The variables a message lacks (empty: it can be rendered). */
export function missingVariables(template: MessageTemplate, variables: MessageVariables) {
  return template.variables.filter((name) => variables[name] === undefined);
}
