import { prefetch } from '@academy/api-client/prefetch';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import { allBannersQuery } from '@academy/api-client/queries/site-content';
import { BannerBoard } from '../features/banners/BannerBoard.tsx';

/** The board (active and inactive banners) is read on the server with the caller's cookie for the
 *  first page (decision 028), and with the page's code on later ones. */
export const loader = () => prefetch((client) => [client.prefetchQuery(allBannersQuery())]);

export const clientLoader = () =>
  afterSessionCheck(() => queryClient.prefetchQuery(allBannersQuery()));

export default function Component() {
  return <BannerBoard />;
}
