// The student's mocks (docs/product/mock-exams.md#sitting): open, upcoming and finished, each with
// its window, sections and the student's own state: 시작하기, 이어서 풀기 or 결과 보기.
import type { StudentMock } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { studentMocksQuery } from '@academy/api-client/queries/mock-sittings';
import * as eju from '@academy/strings/eju';
import * as sittingStrings from '@academy/strings/mock-sitting';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge, type StatusTone } from '@academy/ui/StatusBadge';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

const t = sittingStrings.page;

const finished = (mock: StudentMock) =>
  mock.window === 'CLOSED' || (mock.sitting !== null && mock.sitting.state !== 'IN_PROGRESS');

const TONES: Record<keyof typeof t.sittingStates, StatusTone> = {
  NONE: 'neutral',
  IN_PROGRESS: 'info',
  SUBMITTED: 'warning',
  GRADED: 'success',
};

function MockCard({ mock }: { mock: StudentMock }) {
  const state = mock.sitting?.state ?? 'NONE';
  const action =
    mock.sitting && mock.sitting.state !== 'IN_PROGRESS' ? (
      <Button component={Link} to={`/mock-exams/${mock.id}/result`} variant="light">
        {t.result}
      </Button>
    ) : mock.sitting && mock.window !== 'UPCOMING' ? (
      <Button component={Link} to={`/mock-exams/${mock.id}`}>
        {t.resume}
      </Button>
    ) : mock.window === 'OPEN' ? (
      <Button component={Link} to={`/mock-exams/${mock.id}`}>
        {t.start}
      </Button>
    ) : null;
  return (
    <Card withBorder radius="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" style={{ wordBreak: 'keep-all' }}>
            {mock.title}
          </Title>
          <StatusBadge tone={TONES[state]}>{t.sittingStates[state]}</StatusBadge>
        </Group>
        <Text size="sm">
          {eju.subjects[mock.subject]} · {t.totalTime(Math.round(mock.totalSeconds / 60))}
        </Text>
        <Text size="sm" c="dimmed">
          {t.window(formatDateTime(mock.opensAt), formatDateTime(mock.closesAt))}
        </Text>
        <Text size="sm">
          {mock.sections
            .map(
              (section) =>
                `${eju.sections[section.kind]} ${t.minutes(Math.round(section.timeLimitSeconds / 60))}`,
            )
            .join(' · ')}
        </Text>
        {action && <Group>{action}</Group>}
      </Stack>
    </Card>
  );
}

function MockGroup({ title, mocks }: { title: string; mocks: StudentMock[] }) {
  if (mocks.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2 }}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {mocks.map((mock) => (
          <MockCard key={mock.id} mock={mock} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function MockExamList() {
  const query = useQuery(studentMocksQuery());
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadError)}
        onRetry={() => void query.refetch()}
        retryLabel={t.retry}
      />
    );
  if (!query.data) return <LoadingState variant="skeleton" rows={3} />;
  if (query.data.length === 0) return <EmptyState title={t.empty} message={t.emptyHint} />;
  const mocks = query.data;
  return (
    <Stack gap="xl">
      <MockGroup
        title={t.open}
        mocks={mocks.filter((mock) => mock.window === 'OPEN' && !finished(mock))}
      />
      <MockGroup
        title={t.upcoming}
        mocks={mocks.filter((mock) => mock.window === 'UPCOMING' && !finished(mock))}
      />
      <MockGroup title={t.finished} mocks={mocks.filter(finished)} />
    </Stack>
  );
}
