import { PageHeader } from '@academy/ui/PageHeader';
import { reviewStrings } from '@academy/strings/reviews';
import { useSearchParams } from 'react-router';
import { parsePaging } from '../shared/paging.ts';
import { ReviewList } from '../features/reviews/ReviewList.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

/** `?lectureId=` filters by lecture; a missing or malformed one shows every lecture. */
function parseLecture(params: URLSearchParams) {
  const value = Number(params.get('lectureId'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export function Component() {
  useDocumentTitle(reviewStrings.pageTitle);
  const [params, setParams] = useSearchParams();
  const { page, size } = parsePaging(params);
  const lectureId = parseLecture(params);
  const go = (next: { page: number; size: number; lectureId?: number }) =>
    setParams({
      page: String(next.page),
      size: String(next.size),
      ...(next.lectureId === undefined ? {} : { lectureId: String(next.lectureId) }),
    });
  return (
    <>
      <PageHeader title={reviewStrings.pageTitle} description={reviewStrings.pageDescription} />
      <ReviewList
        page={page}
        size={size}
        lectureId={lectureId}
        onPaging={(nextPage, nextSize) => go({ page: nextPage, size: nextSize, lectureId })}
        onLecture={(next) => go({ page: 1, size, lectureId: next })}
      />
    </>
  );
}
