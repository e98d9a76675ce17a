import { siteStrings } from '@academy/strings/site';
import { useParams, useSearchParams } from 'react-router';
import { NoticeDetail } from '../features/notices/NoticeDetail.tsx';
import { parsePaging } from '../shared/paging.ts';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { NotFound } from './NotFound.tsx';

export function Component() {
  useDocumentTitle(siteStrings.notices.title);
  const { id } = useParams();
  const [params] = useSearchParams();
  const { page, size } = parsePaging(params);
  const noticeId = Number(id);
  if (!Number.isSafeInteger(noticeId) || noticeId < 1) return <NotFound />;
  return <NoticeDetail id={noticeId} backTo={`/notices?page=${page}&size=${size}`} />;
}
