import { afterSessionCheck, renderOnServer } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import { myLecturesQuery } from '@academy/api-client/queries/admin';
import { LectureList } from '../features/lectures/LectureList.tsx';

export const loader = renderOnServer;

export const clientLoader = () =>
  afterSessionCheck(() => queryClient.prefetchQuery(myLecturesQuery()));

export default function Component() {
  return <LectureList />;
}
