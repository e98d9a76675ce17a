import { firstReads } from '@academy/app-frame/route-loaders';
import {
  ReviewModeration,
  reviewListQuery,
  reviewView,
} from '../features/reviews/ReviewModeration.tsx';

// The page's first reads (decision 028): the reviews of the view the address names (every
// status, the first page by default).
const reads = firstReads((client, { request }) => [
  client.prefetchQuery(reviewListQuery(reviewView(new URL(request.url).searchParams))),
]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return <ReviewModeration />;
}
