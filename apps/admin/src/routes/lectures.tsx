import { firstReads } from '@academy/app-frame/route-loaders';
import { myLecturesQuery } from '@academy/api-client/queries/admin';
import { LectureList } from '../features/lectures/LectureList.tsx';

// The page's first reads (decision 028): the lectures, whose rows are the page's largest paint.
const reads = firstReads((client) => [client.prefetchQuery(myLecturesQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return <LectureList />;
}
