import { firstReads } from '@academy/app-frame/route-loaders';
import { allBannersQuery } from '@academy/api-client/queries/site-content';
import { BannerBoard } from '../features/banners/BannerBoard.tsx';

// The page's first reads (decision 028): the board's active and inactive banners.
const reads = firstReads((client) => [client.prefetchQuery(allBannersQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return <BannerBoard />;
}
