import { BannerCreateForm } from '../features/banners/BannerCreateForm.tsx';

export function Component() {
  return <BannerCreateForm />;
}
