import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import type { QueryClient } from '@tanstack/react-query';
import { enrolmentQueueQuery } from '@academy/api-client/queries/enrolments';
import { RequestQueue } from '../features/enrolments/RequestQueue.tsx';

// What the page reads first, on the server for a first visit and with its code after (decision
// 028): the 수강 신청 queue's waiting requests.
const reads = (client: QueryClient) => [client.prefetchQuery(enrolmentQueueQuery())];
export const loader = () => prefetch((client) => reads(client));
export const clientLoader = () => afterSessionCheck(() => Promise.all(reads(queryClient)));

export default function Component() {
  return <RequestQueue />;
}
