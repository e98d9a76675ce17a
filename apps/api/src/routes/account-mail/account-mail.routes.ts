// Password reset, email verification and message preferences (docs/product/api.md,
// docs/product/security.md, docs/product/messaging.md). The two confirm routes are public: the
// link's token is the credential.
import * as messagesAccount from '@academy/strings/messages-account';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  EmailVerificationConfirmRequest,
  EmailVerificationConfirmResponse,
  EmailVerificationResendResponse,
  MessagePreferencesResponse,
  MessagePreferenceUpdate,
  PasswordResetConfirmRequest,
  PasswordResetConfirmResponse,
  PasswordResetRequest,
  PasswordResetResponse,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { requireAccount } from '../../lib/auth/middleware.ts';
import { okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { confirmVerification, resendVerification } from './email-verification.handlers.ts';
import { confirmReset, requestReset } from './password-reset.handlers.ts';
import { myPreferences, updatePreference } from './preferences.handlers.ts';

const summaries = messagesAccount.answers.summaries;

export const accountMailRoutes = new Hono<AppEnv>()
  .post(
    '/auth/password-reset',
    describeRoute({
      tags: ['auth'],
      summary: summaries.requestReset,
      description:
        'Public. {email}. Always 200 with the same message, after at least the same time, whether an account has the email or not; when one has (not withdrawn or disabled), a 30-minute single-use link goes into the outbox (template password-reset) and the older links stop working. Limited per email and per address (429 with Retry-After).',
      responses: okJson(PasswordResetResponse, 'the one answer', 400, 429),
    }),
    validate('json', PasswordResetRequest),
    (c) => requestReset(c, c.req.valid('json')),
  )
  .post(
    '/auth/password-reset/confirm',
    describeRoute({
      tags: ['auth'],
      summary: summaries.confirmReset,
      description:
        "Public. {user, token, newPassword} from the link. Sets the password (the sign-up's rules), uses the link, voids the account's other links and signs out every session. A used, expired or unknown token, or one of another account: 400, nothing changed.",
      responses: okJson(PasswordResetConfirmResponse, 'changed', 400),
    }),
    validate('json', PasswordResetConfirmRequest),
    (c) => confirmReset(c, c.req.valid('json')),
  )
  .post(
    '/auth/email-verification/confirm',
    describeRoute({
      tags: ['auth'],
      summary: summaries.confirmVerification,
      description:
        "Public. {user, token} from the link. Marks the email verified when the link was sent to the account's current email. A used, expired or unknown token, or one of another account: 400.",
      responses: okJson(EmailVerificationConfirmResponse, 'verified', 400),
    }),
    validate('json', EmailVerificationConfirmRequest),
    (c) => confirmVerification(c, c.req.valid('json')),
  )
  .post(
    '/me/email-verification',
    describeRoute({
      tags: ['users'],
      summary: summaries.resendVerification,
      description:
        'A new verification link to the account email (the older ones stop working). 409 when already verified; limited per account (429 with Retry-After).',
      responses: okJson(EmailVerificationResendResponse, 'sent', 401, 409, 429),
    }),
    requireAccount(),
    (c) => resendVerification(c),
  )
  .get(
    '/me/message-preferences',
    describeRoute({
      tags: ['users'],
      summary: summaries.preferences,
      description:
        'Every message template with its channels (on unless switched off; ACCOUNT ones always on) and the standing marketing consent, which promotions need.',
      responses: okJson(MessagePreferencesResponse, 'the preferences', 401),
    }),
    requireAccount(),
    (c) => myPreferences(c),
  )
  .put(
    '/me/message-preferences',
    describeRoute({
      tags: ['users'],
      summary: summaries.updatePreference,
      description:
        '{template, channel, enabled}. An ACCOUNT template, an unknown template or a channel the template does not use: 400.',
      responses: okJson(MessagePreferencesResponse, 'the preferences as they now stand', 400, 401),
    }),
    requireAccount(),
    validate('json', MessagePreferenceUpdate),
    (c) => updatePreference(c, c.req.valid('json')),
  );
