import { StatusBadge } from '@academy/ui/StatusBadge';
import { errorMessage } from '@academy/api-client/errors';
import { SUBMISSION_BOARD_STATUSES } from '@academy/api-client/contract/values';
import { assignmentGroupsQuery } from '@academy/api-client/queries/admin';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import * as ko from '@academy/strings';
import * as adminStrings from '@academy/strings/admin';
import * as errors from '@academy/strings/errors';
import { Accordion, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { boardState } from '../../shared/board-address.ts';
import {
  BoardFilters,
  BoardPager,
  boardQuery,
  isFiltered,
  parseBoardView,
  useBoardView,
  type BoardView,
} from '../../shared/board-filters.tsx';
import classes from './AssignmentBoard.module.css';

const t = adminStrings.assignments;
const f = adminStrings.boardFilters;
type Status = (typeof SUBMISSION_BOARD_STATUSES)[number];

/** The board's read for a view (the route's loaders read the same one). */
export const assignmentBoardQuery = (view: BoardView<Status>) =>
  assignmentGroupsQuery(boardQuery(view));
/** The view the address names. */
export const assignmentBoardView = (params: URLSearchParams) =>
  parseBoardView(params, SUBMISSION_BOARD_STATUSES);

/**
 * Lecture groups (all open at first) with counts, filtered by status (대기: no feedback yet),
 * lecture and student and sorted, the filters in the address; a row opens the submission
 * (docs/product/screens.md).
 */
export function AssignmentBoard() {
  const [view, setView] = useBoardView(SUBMISSION_BOARD_STATUSES);
  return (
    <Stack>
      <BoardFilters statuses={SUBMISSION_BOARD_STATUSES} view={view} onChange={setView} />
      <AssignmentGroups view={view} onPage={(page) => setView({ page })} />
    </Stack>
  );
}

function AssignmentGroups({
  view,
  onPage,
}: {
  view: BoardView<Status>;
  onPage: (page: number) => void;
}) {
  const query = useQuery(assignmentBoardQuery(view));
  const navigate = useNavigate();
  const { search } = useLocation();
  const toolbar = (
    <Group justify="space-between">
      <Text fw={600}>{query.data ? t.totalGroups(query.data.length) : ''}</Text>
      <Group gap="xs">
        <Button variant="default" onClick={() => void query.refetch()} loading={query.isRefetching}>
          {t.refresh}
        </Button>
        <Button type="button">{t.newAssignment}</Button>
      </Group>
    </Group>
  );
  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.admin.assignmentsLoad)}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0)
    return (
      <Stack>
        {toolbar}
        <EmptyState message={isFiltered(view) || view.page > 0 ? f.noMatch : t.noData} />
        <BoardPager page={view.page} shown={0} onPage={onPage} />
      </Stack>
    );
  return (
    <Stack>
      {toolbar}
      <Accordion
        key={query.data.map((group) => group.lectureId).join(',')}
        multiple
        variant="separated"
        defaultValue={query.data.map((group) => String(group.lectureId))}
      >
        {query.data.map((group) => (
          <Accordion.Item key={group.lectureId} value={String(group.lectureId)}>
            <Accordion.Control>
              <Group gap="sm">
                <Text fw={700}>{group.lectureName}</Text>
                {group.lectureCategory && <Badge variant="default">{group.lectureCategory}</Badge>}
                <Text size="sm" c="dimmed">
                  {group.teacherName} ·{' '}
                  {t.counts(group.submissionCount, group.completedCount, group.pendingCount)}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {group.submissions.length === 0 ? (
                <Text c="dimmed">{t.noSubmissions}</Text>
              ) : (
                // Narrower than its columns (a phone) the table scrolls inside the panel, so the
                // 완료/대기 badges keep their size instead of being clipped.
                <Table.ScrollContainer minWidth={640} type="native">
                  <Table highlightOnHover>
                    <Table.Tbody>
                      {group.submissions.map((submission) => (
                        <Table.Tr
                          key={submission.submissionId}
                          // The whole highlighted row opens the submission
                          // (docs/product/screens.md); the title stays the link a keyboard or a new
                          // tab uses.
                          className={classes.row}
                          onClick={(event) => {
                            if ((event.target as Element).closest('a')) return;
                            void navigate(`/admin/assignments/${submission.submissionId}`, {
                              state: boardState(search),
                            });
                          }}
                        >
                          <Table.Td>
                            <Anchor
                              component={Link}
                              to={`/admin/assignments/${submission.submissionId}`}
                              state={boardState(search)}
                              fw={600}
                              c="inherit"
                              underline="always"
                            >
                              {submission.chapterTitle} / {submission.detailTitle}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>{submission.studentName}</Table.Td>
                          <Table.Td>{formatDateTime(submission.submittedAt)}</Table.Td>
                          <Table.Td>{ko.detailTypes[submission.detailType]}</Table.Td>
                          <Table.Td>
                            <StatusBadge tone={submission.hasFeedback ? 'success' : 'neutral'}>
                              {submission.hasFeedback ? t.done : t.waiting}
                            </StatusBadge>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <BoardPager
        page={view.page}
        shown={query.data.reduce((sum, group) => sum + group.submissions.length, 0)}
        onPage={onPage}
      />
    </Stack>
  );
}
