import { useParams } from 'react-router';
import { NoticeEdit } from '../features/notices/NoticeEdit.tsx';
import { idFrom } from '../shared/id-param.ts';
import { Component as NotFound } from './NotFound.tsx';

export function Component() {
  const id = idFrom(useParams().noticeId);
  return id ? <NoticeEdit noticeId={id} /> : <NotFound />;
}
