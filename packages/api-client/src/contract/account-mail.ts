// Password reset, email verification and message preferences (docs/product/api.md,
// docs/product/security.md, docs/product/messaging.md). The reset and verification links carry
// the account's id and a one-time token; the pages send both back.
import * as v from 'valibot';
import * as messagesAccount from '@academy/strings/messages-account';
import * as validation from '@academy/strings/validation';
import { Email, NewPassword } from './auth.ts';
import { IdField, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import { MESSAGE_PURPOSES, OUTBOX_CHANNELS } from './messaging.ts';
import { IsoDateTime } from './timestamps.ts';

const m = messagesAccount.validation;

/** A link's token: 256 random bits in base64url (43 characters). */
const Token = v.pipe(v.string(m.tokenRequired), v.trim(), v.regex(/^[\w-]{43}$/, m.tokenRequired));

/** POST /api/auth/password-reset: the account's email. */
export const PasswordResetRequest = v.strictObject({ email: Email }, strictMessage);
export type PasswordResetRequest = v.InferInput<typeof PasswordResetRequest>;
/** The same answer whether an account has the email or not. */
export const PasswordResetResponse = envelope(v.null());

/** POST /api/auth/password-reset/confirm: the link's account and token, and the new password. */
export const PasswordResetConfirmRequest = v.strictObject(
  { user: IdField(m.userInvalid), token: Token, newPassword: NewPassword },
  strictMessage,
);
export type PasswordResetConfirmRequest = v.InferInput<typeof PasswordResetConfirmRequest>;
export const PasswordResetConfirmResponse = envelope(v.null());

/** The reset page's form: the new password twice (the sign-up's rules and messages). */
export const PasswordResetForm = v.pipe(
  v.object({
    newPassword: NewPassword,
    newPasswordConfirm: v.pipe(
      v.string(validation.signup.passwordConfirmRequired),
      v.nonEmpty(validation.signup.passwordConfirmRequired),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordConfirm']],
      (input) => input.newPassword === input.newPasswordConfirm,
      validation.signup.passwordsMismatch,
    ),
    ['newPasswordConfirm'],
  ),
);
export type PasswordResetForm = v.InferInput<typeof PasswordResetForm>;

/** POST /api/auth/email-verification/confirm: the link's account and token. */
export const EmailVerificationConfirmRequest = v.strictObject(
  { user: IdField(m.userInvalid), token: Token },
  strictMessage,
);
export type EmailVerificationConfirmRequest = v.InferInput<typeof EmailVerificationConfirmRequest>;
export const EmailVerificationConfirmResponse = envelope(v.null());
/** POST /api/me/email-verification: a new link to the account's email. */
export const EmailVerificationResendResponse = envelope(v.null());

// --- preferences ----------------------------------------------------------------------------

export const MessageChannelPreference = v.object({
  channel: v.picklist(OUTBOX_CHANNELS),
  enabled: v.boolean(),
  /** when the person last changed it (null: never, the default) */
  changedAt: v.nullable(IsoDateTime),
});
export const MessageTemplatePreference = v.object({
  template: v.string(),
  purpose: v.picklist(MESSAGE_PURPOSES),
  channels: v.array(MessageChannelPreference),
});
export type MessageTemplatePreference = v.InferOutput<typeof MessageTemplatePreference>;
/** GET /api/me/message-preferences: every template with its channels, and the marketing consent. */
export const MessagePreferences = v.object({
  templates: v.array(MessageTemplatePreference),
  /** the standing marketing consent (the consent record): promotions need it */
  marketingConsent: v.boolean(),
});
export type MessagePreferences = v.InferOutput<typeof MessagePreferences>;
export const MessagePreferencesResponse = envelope(MessagePreferences);

/** PUT /api/me/message-preferences: one template's one channel on or off. */
export const MessagePreferenceUpdate = v.strictObject(
  {
    template: v.pipe(v.string(), v.maxLength(40)),
    channel: v.picklist(OUTBOX_CHANNELS),
    enabled: v.boolean(),
  },
  strictMessage,
);
export type MessagePreferenceUpdate = v.InferInput<typeof MessagePreferenceUpdate>;
