import { firstReads } from '@academy/app-frame/route-loaders';
import { ReviewModeration, reviewListQuery } from '../features/reviews/ReviewModeration.tsx';

// The page's first reads (decision 028): the reviews' first page.
const reads = firstReads((client) => [client.prefetchQuery(reviewListQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return <ReviewModeration />;
}
