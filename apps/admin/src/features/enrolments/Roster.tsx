import { seoulDateInput } from '@academy/ui/format/date';
import {
  ROSTER_PAGE_SIZE,
  type Roster as RosterData,
  type RosterQuery,
  type RosterRow,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { rosterQuery, useEnrolmentWrites } from '@academy/api-client/queries/enrolments';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import * as enrolmentStrings from '@academy/strings/enrolments';
import * as errors from '@academy/strings/errors';
import { SendReportButton } from '../../shared/SendReportButton.tsx';
import { UnverifiedBadge } from './UnverifiedBadge.tsx';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Progress,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { NumberedPages } from '../../shared/NumberedPages.tsx';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BulkEnrolForm, EnrolForm } from './EnrolForms.tsx';
import { daysLeftText } from './format.ts';
import { EmailText } from '@academy/ui/EmailText';

const a = enrolmentStrings.admin;

// Asked only when staff export: its form loads with the first click.
const ExportReasonDialog = lazy(() =>
  import('./RosterExportDialog.tsx').then((module) => ({ default: module.RosterExportDialog })),
);

type Filters = { behindBelow: string; behindDaysLeft: string; inactiveDays: string };
const toQuery = (filters: Filters): RosterQuery =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as RosterQuery;
/** One page of the roster (a lecture may hold thousands); the CSV still holds every row. */
const pageQuery = (filters: Filters, page: number): RosterQuery => ({
  ...toQuery(filters),
  page: String(page),
  size: String(ROSTER_PAGE_SIZE),
});
/** The roster's first screen: its first page, no filter (the route's first read). */
export const rosterFirstPage = (lectureId: number) =>
  rosterQuery(lectureId, pageQuery({ behindBelow: '', behindDaysLeft: '', inactiveDays: '' }, 0));

/** The table of enrolled students, with extend and end per row. */
export function RosterTable({
  data,
  onExtend,
  onEnd,
}: {
  data: RosterData;
  onExtend: (row: RosterRow) => void;
  onEnd: (row: RosterRow) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      {/* named: the live lessons' attendance table can stand beside it */}
      <Table striped highlightOnHover aria-label={a.rosterTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{a.student}</Table.Th>
            <Table.Th>{a.progress}</Table.Th>
            <Table.Th>{a.lastActivity}</Table.Th>
            {data.quizzes.map((quiz) => (
              <Table.Th key={quiz.detailId}>
                {a.quizBest}: {quiz.detailTitle}
              </Table.Th>
            ))}
            <Table.Th>{a.pendingSubmissions}</Table.Th>
            <Table.Th>{a.daysLeft}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => (
            <Table.Tr key={row.enrolment.enrolmentId}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text
                    component={Link}
                    to={`/admin/students/${row.student.id}`}
                    size="sm"
                    fw={600}
                  >
                    {row.student.name}
                  </Text>
                  <UnverifiedBadge verified={row.student.emailVerified} />
                </Group>
                <Text size="xs" c="dimmed">
                  <EmailText email={row.student.userId} />
                </Text>
              </Table.Td>
              <Table.Td miw={120}>
                <Text size="sm">{row.progressRate}%</Text>
                <Progress value={row.progressRate} size="sm" aria-label={a.progress} />
              </Table.Td>
              {/* a date reads whole: on a phone it broke after "2026-11-" */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {row.lastActivityAt ? seoulDateInput(row.lastActivityAt) : a.never}
              </Table.Td>
              {row.quizBestScores.map((score) => (
                <Table.Td key={score.detailId}>{score.bestScore ?? '-'}</Table.Td>
              ))}
              <Table.Td>{row.pendingSubmissions}</Table.Td>
              <Table.Td>
                {row.enrolment.status === 'ENDED'
                  ? enrolmentStrings.status.ENDED
                  : daysLeftText(row.enrolment.expireDaysLeft)}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <SendReportButton
                    size="xs"
                    studentId={row.student.id}
                    studentName={row.student.name}
                  />
                  {row.enrolment.status === 'ACTIVE' && (
                    <>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => onExtend(row)}
                        aria-label={`${row.student.name} ${a.extend}`}
                      >
                        {a.extend}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => onEnd(row)}
                        aria-label={`${row.student.name} ${a.end}`}
                      >
                        {a.end}
                      </Button>
                    </>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Extend (a new last day, or no limit) or end one enrolment, after asking. */
function RowActions({
  extending,
  ending,
  close,
}: {
  extending: RosterRow | null;
  ending: RosterRow | null;
  close: () => void;
}) {
  const { update, end } = useEnrolmentWrites();
  const [endsOn, setEndsOn] = useState('');
  const failure = update.error ?? end.error;
  const done = () => {
    setEndsOn('');
    update.reset();
    end.reset();
    close();
  };
  return (
    <>
      <Modal opened={extending !== null} onClose={done} title={a.extend} centered>
        {extending && (
          <Stack>
            <Text size="sm">{extending.student.name}</Text>
            <TextInput
              type="date"
              label={a.endsOn}
              value={endsOn}
              onChange={(event) => setEndsOn(event.currentTarget.value)}
            />
            {failure && (
              <Alert color="red" role="alert">
                {errorMessage(failure, errors.transport.server)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() =>
                  update.mutate(
                    { id: extending.enrolment.enrolmentId, endsOn: null },
                    { onSuccess: done },
                  )
                }
              >
                {a.periodUnlimited}
              </Button>
              <Button
                disabled={!endsOn}
                loading={update.isPending}
                onClick={() =>
                  update.mutate(
                    { id: extending.enrolment.enrolmentId, endsOn },
                    { onSuccess: done },
                  )
                }
              >
                {a.save}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={ending !== null} onClose={done} title={a.end} centered>
        {ending && (
          <Stack>
            <Text size="sm">{a.endConfirm(ending.student.name)}</Text>
            {failure && (
              <Alert color="red" role="alert">
                {errorMessage(failure, errors.transport.server)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={done}>
                {a.cancel}
              </Button>
              <Button
                color="red"
                loading={end.isPending}
                onClick={() => end.mutate(ending.enrolment.enrolmentId, { onSuccess: done })}
              >
                {a.end}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/**
 * A lecture's roster with filters, CSV export, and enrolling (one or a list)
 * (docs/product/learning.md).
 */
export function Roster({ lectureId }: { lectureId: number }) {
  const [filters, setFilters] = useState<Filters>({
    behindBelow: '',
    behindDaysLeft: '',
    inactiveDays: '',
  });
  const [page, setPage] = useState(0);
  const query = useQuery(rosterQuery(lectureId, pageQuery(filters, page)));
  const pages = Math.ceil((query.data?.total ?? 0) / ROSTER_PAGE_SIZE);
  const [extending, setExtending] = useState<RosterRow | null>(null);
  const [ending, setEnding] = useState<RosterRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const filter = (key: keyof Filters, label: string, max: number) => (
    <NumberInput
      label={label}
      min={0}
      max={max}
      allowDecimal={false}
      w={170}
      value={filters[key]}
      onChange={(value) => {
        setFilters((old) => ({ ...old, [key]: String(value) }));
        setPage(0);
      }}
    />
  );
  return (
    <Stack>
      <Title order={2} size="h3">
        {query.data ? a.rosterOf(query.data.lectureTitle) : a.rosterTitle}
      </Title>
      <Tabs defaultValue="roster" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="roster">{a.rosterTitle}</Tabs.Tab>
          <Tabs.Tab value="enrol">{a.enrol}</Tabs.Tab>
          <Tabs.Tab value="bulk">{a.bulkEnrol}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="roster" pt="md">
          <Stack>
            <Group align="flex-end">
              {filter('behindBelow', a.behindBelow, 100)}
              {filter('behindDaysLeft', a.behindDaysLeft, 36500)}
              {filter('inactiveDays', a.inactiveDays, 36500)}
              <Button variant="light" onClick={() => setExporting(true)}>
                {a.exportCsv}
              </Button>
            </Group>
            {query.isPending ? (
              <LoadingState variant="skeleton" rows={5} />
            ) : query.isError ? (
              <ErrorState
                message={errorMessage(query.error, a.loadError)}
                onRetry={() => void query.refetch()}
              />
            ) : query.data.rows.length === 0 ? (
              <EmptyState message={a.rosterEmpty} />
            ) : (
              <RosterTable data={query.data} onExtend={setExtending} onEnd={setEnding} />
            )}
            <NumberedPages pages={pages} page={page} onPage={setPage} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="enrol" pt="md">
          <EnrolForm lectureId={lectureId} />
        </Tabs.Panel>
        <Tabs.Panel value="bulk" pt="md">
          <BulkEnrolForm lectureId={lectureId} />
        </Tabs.Panel>
      </Tabs>
      {exporting && (
        <Suspense fallback={null}>
          <ExportReasonDialog
            lectureId={lectureId}
            query={toQuery(filters)}
            onClose={() => setExporting(false)}
          />
        </Suspense>
      )}
      <RowActions
        extending={extending}
        ending={ending}
        close={() => {
          setExtending(null);
          setEnding(null);
        }}
      />
    </Stack>
  );
}
