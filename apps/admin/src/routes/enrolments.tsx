import { firstReads } from '@academy/app-frame/route-loaders';
import { enrolmentQueueQuery } from '@academy/api-client/queries/enrolments';
import { RequestQueue } from '../features/enrolments/RequestQueue.tsx';

// The page's first reads (decision 028): the 수강 신청 queue's waiting requests.
const reads = firstReads((client) => [client.prefetchQuery(enrolmentQueueQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return <RequestQueue />;
}
