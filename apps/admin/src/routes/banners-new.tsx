import { useNavigate } from 'react-router';
import { BannerForm } from '../features/banners/BannerForm.tsx';

export default function Component() {
  const navigate = useNavigate();
  // Once created, the banner is seen in the list (inactive until staff turn it on).
  return <BannerForm onDone={() => void navigate('/admin/banners')} />;
}
