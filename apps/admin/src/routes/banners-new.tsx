import { BannerCreateForm } from '../features/banners/BannerCreateForm.tsx';

export default function Component() {
  return <BannerCreateForm />;
}
