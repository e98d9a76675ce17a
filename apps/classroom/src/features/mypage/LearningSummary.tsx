import { errorMessage } from '@academy/api-client/errors';
import { learningSummaryQuery } from '@academy/api-client/queries/accounts';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import * as accounts from '@academy/strings/accounts';
import { duration } from '@academy/strings/learning';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

const t = accounts.summary;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

/**
 * 학습 요약 on my page (docs/product/screens.md): the student's own records counted by the API
 * (lectures, lessons, watched time, quizzes, assignments, the study streak).
 */
export function LearningSummary() {
  const query = useQuery(learningSummaryQuery());
  if (query.isPending) return <LoadingState variant="skeleton" rows={4} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  const summary = query.data;
  const nothingYet =
    summary.completedLessons === 0 && summary.watchedSeconds === 0 && summary.quizzesTaken === 0;
  return (
    <Stack>
      {nothingYet && <Text c="dimmed">{t.empty}</Text>}
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Figure label={t.lectures} value={String(summary.lectures)} />
        <Figure
          label={t.lessons}
          value={t.lessonsOf(summary.completedLessons, summary.totalLessons)}
        />
        <Figure label={t.watched} value={duration(summary.watchedSeconds)} />
        <Figure label={t.quizzesTaken} value={String(summary.quizzesTaken)} />
        <Figure label={t.quizzesPassed} value={String(summary.quizzesPassed)} />
        <Figure
          label={t.quizAverage}
          value={
            summary.quizAverageBestScore === null
              ? t.none
              : t.quizAverageValue(summary.quizAverageBestScore)
          }
        />
        <Figure label={t.assignments} value={String(summary.assignmentsSubmitted)} />
        <Figure label={t.assignmentsPassed} value={String(summary.assignmentsPassed)} />
        <Figure label={t.studyDays} value={t.studyDaysValue(summary.currentStreakDays)} />
      </SimpleGrid>
    </Stack>
  );
}
