import { errorMessage } from '@academy/api-client/errors';
import { studentScoreTrackerQuery } from '@academy/api-client/queries/score-tracker';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { ScoreTrackerView, trackerChart } from '@academy/ui/ScoreTracker';
import * as tracker from '@academy/strings/score-tracker';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

const t = tracker.page;

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
      <ScoreTrackerView data={query.data} chart={trackerChart} />
    </Stack>
  );
}
