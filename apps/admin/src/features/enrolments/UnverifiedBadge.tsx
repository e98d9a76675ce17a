import * as messagesAccount from '@academy/strings/messages-account';
import { StatusBadge } from '@academy/ui/StatusBadge';

const t = messagesAccount.verifyNotice;

/**
 * 미인증 beside a student whose email is not verified (docs/product/security.md: email
 * verification); nothing when it is, or when the server does not say.
 */
export function UnverifiedBadge({ verified }: { verified: boolean | undefined }) {
  if (verified !== false) return null;
  return <StatusBadge tone="warning">{t.unverified}</StatusBadge>;
}
