import type { AdminOrderQuery } from '@academy/api-client/contract';
import { adminOrdersCsvUrl } from '@academy/api-client/endpoints/admin-orders';
import { ExportReasonDialog } from '../../shared/ExportReasonDialog.tsx';

/** The filtered orders' CSV behind the shared reason dialog (loaded with the first export). */
export function OrdersExportDialog({
  query,
  onClose,
}: {
  query: AdminOrderQuery;
  onClose: () => void;
}) {
  return (
    <ExportReasonDialog csvUrl={(reason) => adminOrdersCsvUrl(query, reason)} onClose={onClose} />
  );
}
