// Password reset, email verification and message preferences (docs/product/api.md).
import {
  EmailVerificationConfirmResponse,
  EmailVerificationResendResponse,
  MessagePreferencesResponse,
  PasswordResetConfirmResponse,
  PasswordResetResponse,
  type EmailVerificationConfirmRequest,
  type MessagePreferenceUpdate,
  type PasswordResetConfirmRequest,
  type PasswordResetRequest,
} from '../contract/index.ts';
import { request } from '../http.ts';

export const requestPasswordReset = (body: PasswordResetRequest) =>
  request(PasswordResetResponse, 'auth/password-reset', { method: 'post', json: body });
export const confirmPasswordReset = (body: PasswordResetConfirmRequest) =>
  request(PasswordResetConfirmResponse, 'auth/password-reset/confirm', {
    method: 'post',
    json: body,
  });
export const confirmEmailVerification = (body: EmailVerificationConfirmRequest) =>
  request(EmailVerificationConfirmResponse, 'auth/email-verification/confirm', {
    method: 'post',
    json: body,
  });
export const resendEmailVerification = () =>
  request(EmailVerificationResendResponse, 'me/email-verification', { method: 'post' });
export const messagePreferences = () =>
  request(MessagePreferencesResponse, 'me/message-preferences');
export const updateMessagePreference = (body: MessagePreferenceUpdate) =>
  request(MessagePreferencesResponse, 'me/message-preferences', { method: 'put', json: body });
