import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import { myLecturesQuery } from '@academy/api-client/queries/admin';
import { LectureList } from '../features/lectures/LectureList.tsx';

/** The list is read on the server with the caller's cookie: its rows are the page's largest paint. */
export const loader = () => prefetch((client) => [client.prefetchQuery(myLecturesQuery())]);

export const clientLoader = () =>
  afterSessionCheck(() => queryClient.prefetchQuery(myLecturesQuery()));

export default function Component() {
  return <LectureList />;
}
