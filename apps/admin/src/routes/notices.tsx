import { NoticeList } from '../features/notices/NoticeList.tsx';

export function Component() {
  return <NoticeList />;
}
