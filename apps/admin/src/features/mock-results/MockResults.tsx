import { MOCK_RESULTS_PAGE_SIZE, type MockResults as Results } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { mockResultsQuery } from '@academy/api-client/queries/mock-results';
import * as eju from '@academy/strings/eju';
import * as mockResults from '@academy/strings/mock-results';
import { EmailText } from '@academy/ui/EmailText';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { NumberedPages } from '../../shared/NumberedPages.tsx';
import { Histogram } from './Histogram.tsx';

const t = mockResults.admin;

// Asked only when staff export: its form loads with the first click.
const ExportDialog = lazy(() =>
  import('./MockResultsExportDialog.tsx').then((module) => ({
    default: module.MockResultsExportDialog,
  })),
);

const stateTone = { IN_PROGRESS: 'neutral', SUBMITTED: 'warning', GRADED: 'success' } as const;

/** A sitting's state as a badge (the 記述 waiting, or graded). */
export function SittingState({ state }: { state: keyof typeof stateTone }) {
  return <StatusBadge tone={stateTone[state]}>{mockResults.states[state]}</StatusBadge>;
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

/** The students' table: scaled per section, the total and its percentile rank. */
function StudentTable({ data }: { data: Results }) {
  const { rows } = data.students;
  if (rows.length === 0) return <EmptyState message={t.studentsEmpty} />;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t.students}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.student}</Table.Th>
            <Table.Th scope="col">{t.state}</Table.Th>
            {data.sections.map((section) => (
              <Table.Th scope="col" key={section.sectionId}>
                {eju.sections[section.kind]}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t.total}</Table.Th>
            <Table.Th scope="col">{t.percentile}</Table.Th>
            <Table.Th scope="col">{t.submittedAt}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.sittingId}>
              <Table.Th scope="row" fw={400}>
                <Anchor component={Link} to={`/admin/mock-sittings/${row.sittingId}`}>
                  {row.student.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  <EmailText email={row.student.userId} />
                </Text>
              </Table.Th>
              <Table.Td>
                <SittingState state={row.state} />
              </Table.Td>
              {row.scores.map((score) => (
                <Table.Td key={score.sectionId}>{score.scaled ?? t.none}</Table.Td>
              ))}
              <Table.Td fw={600}>{row.total ?? t.none}</Table.Td>
              <Table.Td>{row.percentile ?? t.none}</Table.Td>
              <Table.Td>{row.submittedAt ? formatDateTime(row.submittedAt) : t.none}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A mock's results for staff: how many sat and are graded, each section's distribution, the
 * students' table with percentile ranks, the CSV (a reason asked first) and the 記述 queue.
 */
export function MockResults({ examId }: { examId: number }) {
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const query = useQuery({
    ...mockResultsQuery(examId, page, MOCK_RESULTS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
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
  const data = query.data;
  const hasWriting = data.sections.some((section) => section.kind === 'WRITING');
  const pages = Math.ceil(data.students.total / data.students.size);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h3">
          {t.resultsTitle(data.exam.title)}
        </Title>
        <Group gap="xs">
          {hasWriting && (
            <Button component={Link} to={`/admin/mock-exams/${examId}/writing`} variant="default">
              {t.writingQueue}
            </Button>
          )}
          <Button onClick={() => setExporting(true)}>{t.csv}</Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {eju.subjects[data.exam.subject]} · {mockResults.result.estimatedHint}
      </Text>
      <Stack gap="xs" component="section" aria-labelledby="mock-results-counts">
        <Title order={2} size="h4" id="mock-results-counts">
          {t.counts}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={t.sat} value={t.people(data.counts.sat)} />
          <Figure label={t.submitted} value={t.people(data.counts.submitted)} />
          <Figure label={t.graded} value={t.people(data.counts.graded)} />
          <Figure label={t.writingWaiting} value={t.people(data.counts.writingWaiting)} />
        </SimpleGrid>
        <Text size="sm">
          {t.totalOf(data.total.max)}: {t.average} {data.total.average ?? t.none} · {t.median}{' '}
          {data.total.median ?? t.none}
        </Text>
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="mock-results-distribution">
        <Title order={2} size="h4" id="mock-results-distribution">
          {t.distribution}
        </Title>
        {data.sections.length === 0 ? (
          <EmptyState message={t.noScores} />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {data.sections.map((section) => (
              <Card withBorder padding="md" key={section.sectionId}>
                <Histogram section={section} />
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="mock-results-students">
        <Title order={2} size="h4" id="mock-results-students">
          {t.students}
        </Title>
        <Text size="xs" c="dimmed">
          {t.percentileHint}
        </Text>
        <StudentTable data={data} />
        <NumberedPages pages={pages} page={page} onPage={setPage} />
      </Stack>
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog examId={examId} onClose={() => setExporting(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
