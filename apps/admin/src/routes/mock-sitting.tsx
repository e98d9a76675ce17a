import { firstReads } from '@academy/app-frame/route-loaders';
import { mockSittingQuery } from '@academy/api-client/queries/mock-results';
import { useParams } from 'react-router';
import { GradingPage } from '../features/mock-results/GradingPage.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The page's first read (decision 028): the sitting with its answers.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.sittingId);
  return id ? [client.prefetchQuery(mockSittingQuery(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** /admin/mock-sittings/:sittingId: one sitting's 記述 graded, then the next one waiting. */
export default function Component() {
  const id = idFrom(useParams().sittingId);
  if (!id) return <NotFound />;
  // a new form for each sitting (다음 답안 keeps this route)
  return <GradingPage key={id} sittingId={id} />;
}
