import { NoticeForm } from '../features/notices/NoticeForm.tsx';

export function Component() {
  return <NoticeForm />;
}
