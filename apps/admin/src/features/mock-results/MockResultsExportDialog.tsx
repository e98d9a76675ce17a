import { mockResultsCsvUrl } from '@academy/api-client/endpoints/mock-results';
import { ExportReasonDialog } from '../../shared/ExportReasonDialog.tsx';

/** The results' CSV behind the shared reason dialog (loaded with the first export). */
export function MockResultsExportDialog({
  examId,
  onClose,
  download,
}: {
  examId: number;
  onClose: () => void;
  download?: (url: string) => void;
}) {
  return (
    <ExportReasonDialog
      csvUrl={(reason) => mockResultsCsvUrl(examId, reason)}
      onClose={onClose}
      download={download}
    />
  );
}
