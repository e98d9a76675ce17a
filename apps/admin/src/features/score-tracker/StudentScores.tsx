import { errorMessage } from '@academy/api-client/errors';
import { studentScoreTrackerQuery } from '@academy/api-client/queries/score-tracker';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { ScoreTrackerView, type SubjectChartProps } from '@academy/ui/ScoreTracker';
import * as tracker from '@academy/strings/score-tracker';
import { Skeleton, Stack, Title } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

// The chart library comes with the first chart, after the page's figures and tables.
const SubjectChart = lazy(() =>
  import('./SubjectChart.tsx').then((module) => ({ default: module.SubjectChart })),
);

const t = tracker.page;

/** Drawn in the browser only: the chart measures its box, which the server has none of. */
function Chart(props: SubjectChartProps) {
  const mounted = useMounted();
  if (!mounted) return <Skeleton h={220} />;
  return (
    <Suspense fallback={<Skeleton h={220} />}>
      <SubjectChart {...props} />
    </Suspense>
  );
}
const chart = (props: SubjectChartProps) => <Chart {...props} />;

/**
 * One student's score tracker for staff who may see them (docs/product/mock-exams.md: Score
 * tracker): the same figures the student reads; the API records the view in the access log.
 */
export function StudentScores({ studentId }: { studentId: number }) {
  const query = useQuery(studentScoreTrackerQuery(studentId));
  if (query.isPending) return <LoadingState label={t.loading} variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <Stack>
      <Title order={2} size="h3">
        {t.studentTitle(query.data.student.name)}
      </Title>
      <ScoreTrackerView data={query.data} chart={chart} />
    </Stack>
  );
}
