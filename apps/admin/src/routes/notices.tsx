import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import type { QueryClient } from '@tanstack/react-query';
import { NoticeList, noticeListQuery } from '../features/notices/NoticeList.tsx';

// What the page reads first, on the server for a first visit and with its code after (decision
// 028): the notices' first page.
const reads = (client: QueryClient) => [client.prefetchQuery(noticeListQuery())];
export const loader = () => prefetch((client) => reads(client));
export const clientLoader = () => afterSessionCheck(() => Promise.all(reads(queryClient)));

export default function Component() {
  return <NoticeList />;
}
