// The senders the configuration names (docs/product/messaging.md): SMTP when SMTP_URL is set,
// SOLAPI when MESSAGING_PROVIDER=solapi; otherwise the local mode, which keeps every message
// (state HELD) for staff to read instead of sending it.
import type { Env } from '../../../env.ts';
import { smtpSender } from './email.ts';
import { holdMessage, type Senders } from './sender.ts';
import { solapiSender } from './solapi.ts';

export function sendersFor(env: Env, options: { connections?: number } = {}): Senders {
  const email = env.SMTP_URL
    ? smtpSender({ url: env.SMTP_URL, from: env.MAIL_FROM, connections: options.connections })
    : undefined;
  const phone =
    env.MESSAGING_PROVIDER === 'solapi'
      ? solapiSender({
          apiKey: env.SOLAPI_API_KEY!,
          apiSecret: env.SOLAPI_API_SECRET!,
          sender: env.SOLAPI_SENDER!.replace(/\D/g, ''),
          pfId: env.KAKAO_PFID!,
          baseUrl: env.SOLAPI_BASE_URL,
        })
      : holdMessage;
  return {
    EMAIL: email?.send ?? holdMessage,
    ALIMTALK: phone,
    SMS: phone,
    close: () => email?.close(),
  };
}
