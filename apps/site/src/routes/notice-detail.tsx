import { noticeQuery } from '@academy/api-client/queries/site-content';
import * as siteStrings from '@academy/strings/site';
import {
  data,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaArgs,
} from 'react-router';
import { prefetch, prefetchedData } from '@academy/api-client/prefetch';
import { NoticeDetail } from '../features/notices/NoticeDetail.tsx';
import { parsePaging } from '../shared/paging.ts';
import { pageMeta } from '../shared/page-meta.ts';
import { NotFound } from './NotFound.tsx';

const noticeId = (id: string | undefined) => {
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

export function loader({ params }: LoaderFunctionArgs) {
  const id = noticeId(params.id);
  return id
    ? prefetch((client) => [client.prefetchQuery(noticeQuery(id))])
    : data(undefined, { status: 404 });
}

/** The notice's own title in the head, for search engines and shared links. */
export function meta({ loaderData, params }: MetaArgs) {
  const id = noticeId(params.id);
  const notice = id ? prefetchedData(loaderData, noticeQuery(id).queryKey) : undefined;
  const title = notice?.title ?? siteStrings.notices.title;
  return pageMeta({
    title,
    description: notice?.title
      ? `${siteStrings.notices.title}: ${notice.title}`
      : siteStrings.descriptions.notices,
    path: `/notices/${params.id ?? ''}`,
    type: 'article',
  });
}

export default function NoticeDetailPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const { page, size } = parsePaging(params);
  const notice = noticeId(id);
  if (!notice) return <NotFound />;
  return <NoticeDetail id={notice} backTo={`/notices?page=${page}&size=${size}`} />;
}
