import { firstReads } from '@academy/app-frame/route-loaders';
import { depositOrdersQuery } from '@academy/api-client/queries/commerce';
import { DepositQueue } from '../features/enrolments/DepositQueue.tsx';

// The page's first reads (decision 028): the 무통장 입금 orders waiting for staff.
const reads = firstReads((client) => [client.prefetchQuery(depositOrdersQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return <DepositQueue />;
}
