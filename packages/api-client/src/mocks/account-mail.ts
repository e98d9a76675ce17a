// docs/product/security.md and docs/product/messaging.md: password reset, email verification and
// message preferences, answered like the API (see respond.ts). A reset link works once; a switch
// changed is kept, so the next read shows it.
import * as messagesAccount from '@academy/strings/messages-account';
import { http } from 'msw';
import type { MessagePreferences } from '../contract/index.ts';
import { apiPath, okEnvelope, refusal } from './respond.ts';

const say = messagesAccount.answers;

/** Preferences with one informational and one promotional template beside the account ones. */
export function samplePreferences(): MessagePreferences {
  return {
    marketingConsent: false,
    templates: [
      {
        template: 'password-reset',
        purpose: 'ACCOUNT',
        channels: [{ channel: 'EMAIL', enabled: true, changedAt: null }],
      },
      {
        template: 'question-answered',
        purpose: 'INFORMATIONAL',
        channels: [
          { channel: 'EMAIL', enabled: true, changedAt: null },
          { channel: 'ALIMTALK', enabled: true, changedAt: null },
        ],
      },
      {
        template: 'event-news',
        purpose: 'PROMOTIONAL',
        channels: [{ channel: 'EMAIL', enabled: true, changedAt: null }],
      },
    ],
  };
}

/** GET and PUT /me/message-preferences. */
export function preferenceHandlers(start = samplePreferences(), now = '2026-11-28T03:00:00.000Z') {
  let current = start;
  return [
    http.get(apiPath('me/message-preferences'), () => okEnvelope(current)),
    http.put(apiPath('me/message-preferences'), async ({ request }) => {
      const body = (await request.json()) as {
        template: string;
        channel: string;
        enabled: boolean;
      };
      current = {
        ...current,
        templates: current.templates.map((p) =>
          p.template !== body.template
            ? p
            : {
                ...p,
                channels: p.channels.map((c) =>
                  c.channel === body.channel ? { ...c, enabled: body.enabled, changedAt: now } : c,
                ),
              },
        ),
      };
      return okEnvelope(current, say.preferenceSaved);
    }),
  ];
}

/** The reset's request (always the one answer) and its confirm, where `token` works once. */
export function passwordResetHandlers(token = 'T'.repeat(43)) {
  let used = false;
  return [
    http.post(apiPath('auth/password-reset'), () => okEnvelope(null, say.resetRequested)),
    http.post(apiPath('auth/password-reset/confirm'), async ({ request }) => {
      const body = (await request.json()) as { token: string };
      if (used || body.token !== token) return refusal(400, 'BAD_REQUEST', say.resetLinkInvalid);
      used = true;
      return okEnvelope(null, say.resetDone);
    }),
  ];
}
