import { afterSessionCheck, renderOnServer } from '@academy/auth/route-loaders';
import { queryClient } from '@academy/ui/app-root';
import { allBannersQuery } from '@academy/api-client/queries/site-content';
import { BannerBoard } from '../features/banners/BannerBoard.tsx';

export const loader = renderOnServer;

export const clientLoader = () =>
  afterSessionCheck(() => queryClient.prefetchQuery(allBannersQuery()));

export default function Component() {
  return <BannerBoard />;
}
