import { shopLecturesQuery } from '@academy/api-client/queries/classroom';
import { reviewsQuery } from '@academy/api-client/queries/reviews';
import { PageHeader } from '@academy/ui/PageHeader';
import { reviewStrings } from '@academy/strings/reviews';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { prefetch } from '@academy/api-client/prefetch';
import { parsePaging } from '../shared/paging.ts';
import { ReviewList } from '../features/reviews/ReviewList.tsx';
import { pageMeta } from '../shared/page-meta.ts';

/** `?lectureId=` filters by lecture; a missing or malformed one shows every lecture. */
function parseLecture(params: URLSearchParams) {
  const value = Number(params.get('lectureId'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const { page, size } = parsePaging(params);
  return prefetch((client) => [
    client.prefetchQuery(reviewsQuery(page - 1, size, parseLecture(params))),
    client.prefetchQuery(shopLecturesQuery()),
  ]);
}

export const meta = () =>
  pageMeta({
    title: reviewStrings.pageTitle,
    description: reviewStrings.pageDescription,
    path: '/reviews',
  });

export default function ReviewsPage() {
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
