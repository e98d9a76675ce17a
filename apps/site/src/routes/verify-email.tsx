import * as messagesAccount from '@academy/strings/messages-account';
import { useSearchParams } from 'react-router';
import { VerifyEmail } from '../features/account-mail/VerifyEmail.tsx';
import { pageMeta } from '../shared/page-meta.ts';

const t = messagesAccount.verifyPage;

// A link's page, not one for search engines (no canonical address).
export const meta = () => pageMeta({ title: t.title, description: t.working });

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  return <VerifyEmail user={params.get('user') ?? ''} token={params.get('token') ?? ''} />;
}
