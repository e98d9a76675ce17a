import { errorMessage } from '@academy/api-client/errors';
import { shopLecturesQuery } from '@academy/api-client/queries/classroom';
import { reviewsQuery } from '@academy/api-client/queries/reviews';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { PagedListControls } from '@academy/ui/PagedListControls';
import * as errors from '@academy/strings/errors';
import { reviewStrings as t } from '@academy/strings/reviews';
import { NativeSelect, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { hasNextReviewPage } from '../../shared/paging.ts';
import { ReviewCard } from './ReviewCard.tsx';
import { ReviewSummaryPanel } from './ReviewSummaryPanel.tsx';

/** Choose a lecture (or all): the choices are the shop's public lecture list. */
function LectureFilter({
  lectureId,
  onChange,
}: {
  lectureId?: number;
  onChange: (lectureId?: number) => void;
}) {
  const lectures = useQuery(shopLecturesQuery());
  return (
    <NativeSelect
      label={t.filterLecture}
      maw={420}
      value={lectureId === undefined ? '' : String(lectureId)}
      onChange={(event) =>
        onChange(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)
      }
      data={[
        { value: '', label: t.allLectures },
        ...(lectures.data ?? []).map((lecture) => ({
          value: String(lecture.lectureId),
          label: lecture.title,
        })),
      ]}
    />
  );
}

/**
 * The public reviews, newest first, with their summary and a lecture filter
 * (docs/product/screens.md, docs/product/learning.md).
 */
export function ReviewList({
  page,
  size,
  lectureId,
  onPaging,
  onLecture,
}: {
  /** 1-based */
  page: number;
  size: number;
  lectureId?: number;
  onPaging: (page: number, size: number) => void;
  onLecture: (lectureId?: number) => void;
}) {
  const query = useQuery(reviewsQuery(page - 1, size, lectureId));
  let body;
  if (query.isPending) body = <LoadingState variant="skeleton" rows={6} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={errorMessage(query.error, errors.review.list)}
        onRetry={() => void query.refetch()}
      />
    );
  else
    body = (
      <>
        <ReviewSummaryPanel summary={query.data.summary} />
        {query.data.reviews.length === 0 ? (
          <EmptyState message={t.empty} />
        ) : (
          <Stack>
            {query.data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </Stack>
        )}
      </>
    );
  return (
    <Stack>
      <LectureFilter lectureId={lectureId} onChange={onLecture} />
      {body}
      <PagedListControls
        page={page - 1}
        pageSize={size}
        hasNext={query.isSuccess && hasNextReviewPage(page, size, query.data.totalCount)}
        onPageChange={(next) => onPaging(next + 1, size)}
        onPageSizeChange={(nextSize) => onPaging(1, nextSize)}
      />
    </Stack>
  );
}
