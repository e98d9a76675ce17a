// The notice editor's screen: a new notice, or an existing one loaded first
// (docs/decisions/018-staff-authoring.md).
import { errorMessage } from '@academy/api-client/errors';
import { staffNoticeQuery } from '@academy/api-client/queries/authoring';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { authoringStrings } from '@academy/strings/authoring';
import { useQuery } from '@tanstack/react-query';
import { NoticeForm } from './NoticeForm.tsx';

export function NoticeEdit({ noticeId }: { noticeId: number }) {
  const query = useQuery(staffNoticeQuery(noticeId));
  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, authoringStrings.notices.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  return <NoticeForm notice={query.data} />;
}
