import * as messagesAccount from '@academy/strings/messages-account';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../features/account-mail/ResetPasswordForm.tsx';
import { pageMeta } from '../shared/page-meta.ts';

const t = messagesAccount.resetPage;

// A link's page, not one for search engines (no canonical address).
export const meta = () => pageMeta({ title: t.title, description: t.intro });

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  // A missing part is sent as it is: the server answers the link's one Korean refusal.
  return <ResetPasswordForm user={params.get('user') ?? ''} token={params.get('token') ?? ''} />;
}
