import { BannerBoard } from '../features/banners/BannerBoard.tsx';

export function Component() {
  return <BannerBoard />;
}
