import { NoticeList } from '../features/notices/NoticeList.tsx';

export default function Component() {
  return <NoticeList />;
}
