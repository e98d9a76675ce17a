import * as messagesAccount from '@academy/strings/messages-account';
import { ForgotPasswordForm } from '../features/account-mail/ForgotPasswordForm.tsx';
import { pageMeta } from '../shared/page-meta.ts';

const t = messagesAccount.forgotPage;

export const meta = () =>
  pageMeta({ title: t.title, description: t.intro, path: '/forgot-password' });

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
