import { prefetch } from '@academy/api-client/prefetch';
import { invitationQuery } from '@academy/api-client/queries/guardians';
import * as guardianStrings from '@academy/strings/messages-guardians';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { AcceptInvitation } from '../features/guardian-accept/AcceptInvitation.tsx';
import { pageMeta } from '../shared/page-meta.ts';

// The invitation comes with the page (a refused link is left out and read again in the browser,
// which then shows why).
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token)
    ? prefetch((client) => [client.prefetchQuery(invitationQuery(token))])
    : null;
}

// no path: not a page to index (its own 'noindex'), as each link is one person's
export const meta = () =>
  pageMeta({
    title: guardianStrings.accept.documentTitle,
    description: guardianStrings.accept.lead,
  });

export default function GuardianAcceptPage() {
  const [params] = useSearchParams();
  return <AcceptInvitation token={params.get('token')} />;
}
