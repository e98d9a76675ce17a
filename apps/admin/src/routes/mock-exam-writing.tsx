import { firstReads } from '@academy/app-frame/route-loaders';
import { mockWritingQueueQuery } from '@academy/api-client/queries/mock-results';
import { useParams } from 'react-router';
import { WritingQueue } from '../features/mock-results/WritingQueue.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The page's first read (decision 028): the mock's 記述 queue.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.examId);
  return id ? [client.prefetchQuery(mockWritingQueueQuery(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** /admin/mock-exams/:examId/writing: the 記述 waiting for a teacher, and the graded ones. */
export default function Component() {
  const id = idFrom(useParams().examId);
  if (!id) return <NotFound />;
  return <WritingQueue examId={id} />;
}
