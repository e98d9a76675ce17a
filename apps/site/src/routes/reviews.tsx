import { PageHeader } from '@academy/ui/PageHeader';
import { siteStrings } from '@academy/strings/site';
import { useSearchParams } from 'react-router';
import { parsePaging } from '../shared/paging.ts';
import { ReviewList } from '../features/reviews/ReviewList.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

export function Component() {
  useDocumentTitle(siteStrings.reviews.title);
  const [params, setParams] = useSearchParams();
  const { page, size } = parsePaging(params);
  return (
    <>
      <PageHeader title={siteStrings.reviews.title} />
      <ReviewList
        page={page}
        size={size}
        onPaging={(nextPage, nextSize) =>
          setParams({ page: String(nextPage), size: String(nextSize) })
        }
      />
    </>
  );
}
