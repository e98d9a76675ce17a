import { PageHeader } from '@academy/ui/PageHeader';
import { siteStrings } from '@academy/strings/site';
import { useSearchParams } from 'react-router';
import { NoticeList } from '../features/notices/NoticeList.tsx';
import { parsePaging } from '../shared/paging.ts';
import { useDocumentTitle } from '../shared/use-document-title.ts';

/** spec 2.6: page and size live in the query string, so back-to-list returns to them. */
export function Component() {
  useDocumentTitle(siteStrings.notices.title);
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
