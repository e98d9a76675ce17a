import { firstReads } from '@academy/app-frame/route-loaders';
import { MOCK_RESULTS_PAGE_SIZE } from '@academy/api-client/contract';
import { mockResultsQuery } from '@academy/api-client/queries/mock-results';
import { useParams } from 'react-router';
import { MockResults } from '../features/mock-results/MockResults.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The page's first read (decision 028): the results with the students' first page.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.examId);
  return id ? [client.prefetchQuery(mockResultsQuery(id, 0, MOCK_RESULTS_PAGE_SIZE))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** /admin/mock-exams/:examId/results: a mock's distribution, students and CSV. */
export default function Component() {
  const id = idFrom(useParams().examId);
  if (!id) return <NotFound />;
  return <MockResults examId={id} />;
}
