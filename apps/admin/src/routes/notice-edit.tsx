import { useParams } from 'react-router';
import { NoticeEdit } from '../features/notices/NoticeEdit.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

export default function Component() {
  const id = idFrom(useParams().noticeId);
  return id ? <NoticeEdit noticeId={id} /> : <NotFound />;
}
