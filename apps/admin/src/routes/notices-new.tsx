import { NoticeForm } from '../features/notices/NoticeForm.tsx';

export default function Component() {
  return <NoticeForm />;
}
