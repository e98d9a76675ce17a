import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import type { QueryClient } from '@tanstack/react-query';
import { ReviewModeration, reviewListQuery } from '../features/reviews/ReviewModeration.tsx';

// What the page reads first, on the server for a first visit and with its code after (decision
// 028): the reviews' first page.
const reads = (client: QueryClient) => [client.prefetchQuery(reviewListQuery())];
export const loader = () => prefetch((client) => reads(client));
export const clientLoader = () => afterSessionCheck(() => Promise.all(reads(queryClient)));

export default function Component() {
  return <ReviewModeration />;
}
