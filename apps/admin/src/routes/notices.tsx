import { firstReads } from '@academy/app-frame/route-loaders';
import { NoticeList, noticeListQuery } from '../features/notices/NoticeList.tsx';

// The page's first reads (decision 028): the notices' first page.
const reads = firstReads((client) => [client.prefetchQuery(noticeListQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return <NoticeList />;
}
