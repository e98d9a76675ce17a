import { firstReads } from '@academy/app-frame/route-loaders';
import { refundQueueQuery } from '@academy/api-client/queries/refunds';
import { RefundQueue } from '../features/refunds/RefundQueue.tsx';

// The page's first read (decision 028): the open refunds, oldest due first.
const reads = firstReads((client) => [client.prefetchQuery(refundQueueQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return <RefundQueue />;
}
