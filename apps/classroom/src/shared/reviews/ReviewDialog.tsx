import { errorMessage } from '@academy/api-client/errors';
import { reviewEligibilityQuery } from '@academy/api-client/queries/reviews';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import * as errors from '@academy/strings/errors';
import { reviewStrings as t } from '@academy/strings/reviews';
import { Alert, Modal } from '@mantine/core';
import { showToast } from '@academy/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { ReviewForm } from './ReviewForm.tsx';

/** The 수강 후기 dialog: below 50 % it says why; otherwise the form (new, or the caller's own). */
export default function ReviewDialog({
  lectureId,
  opened,
  onClose,
}: {
  lectureId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const query = useQuery({ ...reviewEligibilityQuery(lectureId), enabled: opened });
  let body;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError)
    body = (
      <ErrorState
        message={errorMessage(query.error, errors.transport.server)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (!query.data.review && !query.data.canWrite)
    body = <Alert color="blue">{t.notEligible(query.data.progressRate)}</Alert>;
  else
    body = (
      <ReviewForm
        lectureId={lectureId}
        review={query.data.review}
        onDone={() => {
          showToast({ color: 'teal', message: t.saved });
          onClose();
        }}
      />
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={query.data?.review ? t.editTitle : t.writeTitle}
      size="lg"
    >
      {body}
    </Modal>
  );
}
