import type { RosterQuery } from '@academy/api-client/contract';
import { rosterCsvUrl } from '@academy/api-client/endpoints/enrolments';
import { ExportReasonDialog } from '../../shared/ExportReasonDialog.tsx';

/** The roster's CSV behind the shared reason dialog (loaded with the first export). */
export function RosterExportDialog({
  lectureId,
  query,
  onClose,
}: {
  lectureId: number;
  query: RosterQuery;
  onClose: () => void;
}) {
  return (
    <ExportReasonDialog
      csvUrl={(reason) => rosterCsvUrl(lectureId, query, reason)}
      onClose={onClose}
    />
  );
}
