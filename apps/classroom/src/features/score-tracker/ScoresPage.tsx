import { myScoreTrackerQuery } from '@academy/api-client/queries/score-tracker';
import { errorMessage } from '@academy/api-client/errors';
import { NotificationBell } from '@academy/live/NotificationBell';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { ScoreTrackerView, trackerChart } from '@academy/ui/ScoreTracker';
import { ThemeMenu } from '@academy/ui/ThemeMenu';
import * as classroomStrings from '@academy/strings/classroom';
import * as tracker from '@academy/strings/score-tracker';
import { Button, Container, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

const t = tracker.page;

/** The student's tracker, with its loading, error and empty states. */
export function MyScores() {
  const query = useQuery(myScoreTrackerQuery());
  if (query.isPending) return <LoadingState label={t.loading} variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <ScoreTrackerView
      data={query.data}
      chart={trackerChart}
      emptyActions={
        <>
          <Button component={Link} to="/mypage" variant="light">
            {t.toSittings}
          </Button>
          <Button component={Link} to="/mock-exams" variant="default">
            {t.toMocks}
          </Button>
        </>
      }
    />
  );
}

/**
 * 성적 (docs/product/mock-exams.md: Score tracker): the student's mock and official scores per
 * subject, their sittings' validity and the road to each goal university.
 */
export function ScoresPage() {
  return (
    <Container component="main" size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Group component="header" justify="space-between" mb="lg" gap="xs">
        <Title order={1}>{t.title}</Title>
        <Group gap="xs">
          <NotificationBell app="classroom" />
          <ThemeMenu />
          <Button component={Link} to="/dashboard" variant="default">
            {classroomStrings.views.items.dashboard}
          </Button>
        </Group>
      </Group>
      <MyScores />
    </Container>
  );
}
