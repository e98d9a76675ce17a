import { errorMessage } from '@academy/api-client/errors';
import { prefetch } from '@academy/api-client/prefetch';
import { myConsentsQuery } from '@academy/api-client/queries/consents';
import * as classroomStrings from '@academy/strings/classroom';
import * as consents from '@academy/strings/consents';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ConsentGate } from '../shared/ConsentGate.tsx';

export const meta = () => [
  { title: classroomStrings.documentTitle(classroomStrings.privacy.agreeTitle) },
];

// The caller's consents, which say what to agree to, come with the page (the layout sends a
// student here on a first visit, drawn by the server).
export const loader = () => prefetch((client) => [client.prefetchQuery(myConsentsQuery())]);

/** Where the agree-again screen sends the student back: a path of the classroom only. */
const backTo = (to: string | null) => (to?.startsWith('/') && !to.startsWith('//') ? to : '/');

/**
 * The agree-again screen (docs/product/privacy.md): the layout sends a student here when a
 * required document has a version they have not agreed to; agreeing returns to the page asked for.
 */
export default function AgreePage() {
  const query = useQuery(myConsentsQuery());
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const to = backTo(params.get('to'));
  // A failed read says so, with a retry: the screen stands between the student and the classroom.
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, consents.mypage.consentsLoadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <LoadingState />;
  const pending = query.data.consents.filter((state) => state.needsAgreement);
  if (pending.length === 0) return <Navigate to={to} replace />;
  const leave = () => void navigate(to, { replace: true });
  return <ConsentGate pending={pending} onAgreed={leave} />;
}
