import { firstReads } from '@academy/app-frame/route-loaders';
import { missingCashReceiptsQuery } from '@academy/api-client/queries/refunds';
import { MissingCashReceipts } from '../features/cash-receipts/MissingCashReceipts.tsx';

// The page's first read (decision 028): the flagged cash payments (an admin's; a teacher's read is
// refused on the server and the page shows its error).
const reads = firstReads((client, _args, user) =>
  !user || user.role === 'ADMIN' ? [client.prefetchQuery(missingCashReceiptsQuery())] : [],
);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return <MissingCashReceipts />;
}
