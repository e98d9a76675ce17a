// 알림톡 and SMS through SOLAPI's REST API (its "send one message" call). Each request is signed:
// `Authorization: HMAC-SHA256 apiKey=..., date=..., salt=..., signature=...` where the signature
// is the hex HMAC-SHA256 of date + salt under the API secret. 알림톡 (type ATA) names the
// KakaoTalk channel (pfId) and the approved template; with disableSms false SOLAPI itself sends
// the same text by SMS/LMS when 알림톡 cannot be delivered (docs/decisions/052-outbox-sending.md).
// The outbox row's id rides along as a custom field, so a resend after a crash is recognisable in
// SOLAPI's message log.
import { createHmac, randomBytes } from 'node:crypto';
import { SendFailure, type ChannelSender } from './sender.ts';

export const SOLAPI_BASE_URL = 'https://api.solapi.com';

export type SolapiOptions = {
  apiKey: string;
  apiSecret: string;
  /** the registered sending number */
  sender: string;
  /** the KakaoTalk channel's id for 알림톡 */
  pfId: string;
  baseUrl?: string;
  timeoutMs?: number;
};

/** SOLAPI's answer to an accepted message (statusCode 2000: accepted for sending). */
type SolapiAccepted = { messageId?: string; statusCode?: string; statusMessage?: string };
type SolapiError = { errorCode?: string; errorMessage?: string };

function authorization(apiKey: string, apiSecret: string) {
  const date = new Date().toISOString();
  const salt = randomBytes(16).toString('hex');
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

export function solapiSender(options: SolapiOptions): ChannelSender {
  const url = `${(options.baseUrl ?? SOLAPI_BASE_URL).replace(/\/$/, '')}/messages/v4/send`;
  return async (message) => {
    const to = message.address.replace(/\D/g, '');
    const { template, variables } = message;
    let body: Record<string, unknown>;
    if (message.channel === 'ALIMTALK') {
      if (!template.alimtalk)
        throw new SendFailure(`${template.name} has no alimtalk (KakaoTalk) text`, true);
      body = {
        to,
        from: options.sender,
        type: 'ATA',
        // also the SMS/LMS SOLAPI sends when 알림톡 fails
        text: template.alimtalk.text(variables as never),
        kakaoOptions: {
          pfId: options.pfId,
          templateId: template.alimtalk.templateCode,
          disableSms: false,
        },
        customFields: { outboxId: String(message.id) },
      };
    } else if (message.channel === 'SMS') {
      if (!template.sms) throw new SendFailure(`${template.name} has no SMS`, true);
      // SMS or LMS by length: SOLAPI decides (autoTypeDetect)
      body = {
        to,
        from: options.sender,
        text: template.sms(variables as never),
        customFields: { outboxId: String(message.id) },
      };
    } else {
      throw new SendFailure(`SOLAPI does not send ${message.channel}`, true);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: authorization(options.apiKey, options.apiSecret),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ message: body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      // no answer (a timeout, a refused connection): it may or may not have arrived; tried again
      throw new SendFailure(error instanceof Error ? error.message : String(error), false);
    }
    const answer = (await response.json().catch(() => ({}))) as SolapiAccepted & SolapiError;
    if (response.ok && answer.messageId && (answer.statusCode ?? '2000').startsWith('2')) {
      return { state: 'SENT', providerMessageId: answer.messageId };
    }
    const reason = `SOLAPI ${response.status} ${answer.errorCode ?? answer.statusCode ?? ''} ${
      answer.errorMessage ?? answer.statusMessage ?? ''
    }`.trim();
    // 5xx and 429 are the service's trouble: later. Any other refusal (bad credentials, a bad
    // number, an unknown template) will be refused again: never retried.
    const transient = response.status >= 500 || response.status === 429;
    throw new SendFailure(reason, !transient);
  };
}
