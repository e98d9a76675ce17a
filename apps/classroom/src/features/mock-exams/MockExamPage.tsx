// One mock for its student (docs/product/mock-exams.md#sitting): the intro (sections, times, the
// rules) and its confirmed start, then the running section on the server's clock, then the
// finished screen linking to the result. At a deadline the page reads the sitting again and
// follows the server.
import { isApiError, errorMessage } from '@academy/api-client/errors';
import {
  mockSittingKeys,
  sittingQuery,
  studentMockQuery,
  useSittingStep,
} from '@academy/api-client/queries/mock-sittings';
import type { Sitting, StudentMock } from '@academy/api-client/contract';
import * as eju from '@academy/strings/eju';
import * as sittingStrings from '@academy/strings/mock-sitting';
import { confirm } from '@academy/ui/ConfirmDialog';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { showToast } from '@academy/ui/toast';
import { Alert, Anchor, Button, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router';
import { pendingKey } from './answer-queue.ts';
import { SittingScreen } from './SittingScreen.tsx';

const t = sittingStrings.page;
const i = sittingStrings.intro;
const f = sittingStrings.finished;

function Intro({ mock }: { mock: StudentMock }) {
  const start = useSittingStep(mock.id, 'start');
  const begin = async () => {
    const sure = await confirm({
      title: i.confirmTitle,
      message: i.confirmText,
      confirmLabel: i.confirm,
      cancelLabel: i.cancel,
    });
    if (!sure) return;
    start.mutate(undefined, {
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.loadError) }),
    });
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {mock.title}
        </Title>
        <Text c="dimmed" size="sm">
          {eju.subjects[mock.subject]} ·{' '}
          {t.window(formatDateTime(mock.opensAt), formatDateTime(mock.closesAt))}
        </Text>
      </div>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="xs">
          {i.sections}
        </Title>
        <Table>
          <Table.Tbody>
            {mock.sections.map((section) => (
              <Table.Tr key={section.id}>
                <Table.Td>{eju.sections[section.kind]}</Table.Td>
                <Table.Td>{t.minutes(Math.round(section.timeLimitSeconds / 60))}</Table.Td>
                <Table.Td>{t.items(section.itemCount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" mt="xs">
          {t.totalTime(Math.round(mock.totalSeconds / 60))}
        </Text>
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="xs">
          {i.rules}
        </Title>
        <List spacing="xs" size="sm">
          {i.ruleList.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
      </Card>
      {mock.window === 'OPEN' ? (
        <Button size="md" onClick={() => void begin()} loading={start.isPending}>
          {i.start}
        </Button>
      ) : (
        <Alert color="yellow">{i.notOpen}</Alert>
      )}
    </Stack>
  );
}

function Finished({ sitting }: { sitting: Sitting }) {
  // nothing more can be saved: what was left unsent is of no use now
  useEffect(() => {
    try {
      localStorage.removeItem(pendingKey(sitting.examId));
    } catch {
      /* storage refused */
    }
  }, [sitting.examId]);
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} size="h2">
        {f.title}
      </Title>
      <Text>{sitting.title}</Text>
      {sitting.submittedBy === 'DEADLINE' && <Alert color="yellow">{f.byDeadline}</Alert>}
      <Text>{f.text}</Text>
      <Group>
        <Button component={Link} to={`/mock-exams/${sitting.examId}/result`}>
          {f.result}
        </Button>
        <Anchor component={Link} to="/mock-exams">
          {f.list}
        </Anchor>
      </Group>
    </Stack>
  );
}

function Running({ examId }: { examId: number }) {
  const client = useQueryClient();
  const sitting = useQuery(sittingQuery(examId));
  const refetch = sitting.refetch;
  const onDeadline = useCallback(() => {
    void refetch();
    void client.invalidateQueries({ queryKey: mockSittingKeys.list() });
  }, [client, refetch]);
  if (sitting.isError)
    return (
      <ErrorState
        message={errorMessage(sitting.error, t.loadError)}
        onRetry={() => void sitting.refetch()}
        retryLabel={t.retry}
      />
    );
  if (!sitting.data) return <LoadingState variant="skeleton" rows={6} />;
  if (sitting.data.state !== 'IN_PROGRESS' || !sitting.data.current)
    return <Finished sitting={sitting.data} />;
  return (
    <SittingScreen
      key={sitting.data.current.sectionId}
      sitting={sitting.data}
      onDeadline={onDeadline}
    />
  );
}

export function MockExamPage({ examId }: { examId: number }) {
  const mock = useQuery(studentMockQuery(examId));
  const client = useQueryClient();
  // a started sitting is already in the cache (the start answers it)
  const started = client.getQueryData(mockSittingKeys.sitting(examId)) !== undefined;
  if (mock.isError)
    return (
      <ErrorState
        message={
          isApiError(mock.error) && mock.error.status === 404
            ? sittingStrings.errors.examNotFound
            : errorMessage(mock.error, t.loadError)
        }
        onRetry={() => void mock.refetch()}
        retryLabel={t.retry}
      />
    );
  if (!mock.data) return <LoadingState variant="skeleton" rows={4} />;
  if (!mock.data.sitting && !started) return <Intro mock={mock.data} />;
  return <Running examId={examId} />;
}
