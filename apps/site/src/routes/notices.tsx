import { noticesQuery } from '@academy/api-client/queries/site-content';
import { PageHeader } from '@academy/ui/PageHeader';
import * as siteStrings from '@academy/strings/site';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { prefetch } from '@academy/api-client/prefetch';
import { NoticeList } from '../features/notices/NoticeList.tsx';
import { parsePaging } from '../shared/paging.ts';
import { pageMeta } from '../shared/page-meta.ts';

export function loader({ request }: LoaderFunctionArgs) {
  const { page, size } = parsePaging(new URL(request.url).searchParams);
  return prefetch((client) => [client.prefetchQuery(noticesQuery(page - 1, size))]);
}

export const meta = () =>
  pageMeta({
    title: siteStrings.notices.title,
    description: siteStrings.descriptions.notices,
    path: '/notices',
  });

/**
 * Page and size live in the query string, so back-to-list returns to them
 * (docs/product/screens.md).
 */
export default function NoticesPage() {
  const [params, setParams] = useSearchParams();
  const { page, size } = parsePaging(params);
  return (
    <>
      <PageHeader title={siteStrings.notices.title} />
      <NoticeList
        page={page}
        size={size}
        onPaging={(nextPage, nextSize) =>
          setParams({ page: String(nextPage), size: String(nextSize) })
        }
      />
    </>
  );
}
