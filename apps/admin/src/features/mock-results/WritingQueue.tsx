import type { MockWritingRow } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { mockWritingQueueQuery } from '@academy/api-client/queries/mock-results';
import * as mockResults from '@academy/strings/mock-results';
import { EmailText } from '@academy/ui/EmailText';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

const t = mockResults.admin;

function QueueTable({
  rows,
  label,
  graded,
}: {
  rows: MockWritingRow[];
  label: string;
  graded: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.student}</Table.Th>
            <Table.Th scope="col">{t.submittedAt}</Table.Th>
            <Table.Th scope="col">{t.text}</Table.Th>
            {graded && <Table.Th scope="col">{t.levelLegend}</Table.Th>}
            <Table.Th scope="col">{t.grade}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.sittingId}>
              <Table.Th scope="row" fw={400}>
                {row.student.name}
                <Text size="xs" c="dimmed">
                  <EmailText email={row.student.userId} />
                </Text>
              </Table.Th>
              <Table.Td>{row.submittedAt ? formatDateTime(row.submittedAt) : t.none}</Table.Td>
              <Table.Td>{t.characters(row.length)}</Table.Td>
              {graded && (
                <Table.Td>
                  {row.writingLevel === null ? t.none : t.level(row.writingLevel)}
                  {row.gradedBy && (
                    <Text size="xs" c="dimmed">
                      {row.gradedBy}
                    </Text>
                  )}
                </Table.Td>
              )}
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/admin/mock-sittings/${row.sittingId}`}
                  aria-label={`${row.student.name} ${graded ? t.regrade : t.grade}`}
                >
                  {graded ? t.regrade : t.grade}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A mock's 記述 queue: the answers waiting (oldest first), then the graded ones. */
export function WritingQueue({ examId }: { examId: number }) {
  const query = useQuery(mockWritingQueueQuery(examId));
  if (query.isPending) return <LoadingState label={t.loading} variant="skeleton" />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const { exam, waiting, graded } = query.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h3">
          {t.writingTitle(exam.title)}
        </Title>
        <Button component={Link} to={`/admin/mock-exams/${examId}/results`} variant="default">
          {t.results}
        </Button>
      </Group>
      <Stack gap="xs" component="section" aria-labelledby="writing-waiting">
        <Title order={2} size="h4" id="writing-waiting">
          {t.waiting} ({t.people(waiting.length)})
        </Title>
        {waiting.length === 0 ? (
          <EmptyState message={t.waitingEmpty} />
        ) : (
          <QueueTable rows={waiting} label={t.waiting} graded={false} />
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="writing-graded">
        <Title order={2} size="h4" id="writing-graded">
          {t.gradedList}
        </Title>
        {graded.length === 0 ? (
          <EmptyState message={t.gradedEmpty} />
        ) : (
          <QueueTable rows={graded} label={t.gradedList} graded />
        )}
      </Stack>
    </Stack>
  );
}
