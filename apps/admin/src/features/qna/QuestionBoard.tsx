import { StatusBadge } from '@academy/ui/StatusBadge';
import { errorMessage } from '@academy/api-client/errors';
import { QUESTION_BOARD_STATUSES } from '@academy/api-client/contract/values';
import { teacherQuestionsQuery } from '@academy/api-client/queries/questions';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import * as adminStrings from '@academy/strings/admin';
import * as errors from '@academy/strings/errors';
import { Accordion, Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
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

const t = adminStrings.qna;
const f = adminStrings.boardFilters;
type Status = (typeof QUESTION_BOARD_STATUSES)[number];

/** The board's read for a view (the route's loaders read the same one). */
export const questionBoardQuery = (view: BoardView<Status>) =>
  teacherQuestionsQuery(boardQuery(view));
/** The view the address names. */
export const questionBoardView = (params: URLSearchParams) =>
  parseBoardView(params, QUESTION_BOARD_STATUSES);

/**
 * Questions newest first (or oldest) across the caller's lectures, each page grouped by lecture,
 * filtered by status (미답변: waiting for an answer, a follow-up's included, ordered by since when
 * each waits), lecture and student, the filters in the address; a question never answered opens
 * the answer form, any other its thread (docs/product/screens.md).
 */
export function QuestionBoard() {
  const [view, setView, turn] = useBoardView(QUESTION_BOARD_STATUSES);
  return (
    <Stack>
      <BoardFilters
        statuses={QUESTION_BOARD_STATUSES}
        view={view}
        onChange={setView}
        sortLabels={
          view.status === 'UNANSWERED'
            ? { newest: t.waitingNewest, oldest: t.waitingOldest }
            : undefined
        }
      />
      <QuestionGroups view={view} onPage={turn} />
    </Stack>
  );
}

function QuestionGroups({
  view,
  onPage,
}: {
  view: BoardView<Status>;
  /** a page to show, and the cursor this answer gave for the next (다음 reads on from it) */
  onPage: (page: number, next: string | null) => void;
}) {
  const query = useQuery(questionBoardQuery(view));
  const { search } = useLocation();
  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.admin.questionsQuery)}
        onRetry={() => void query.refetch()}
      />
    );
  const { groups, next } = query.data;
  const toPage = (page: number) => onPage(page, next);
  if (groups.length === 0)
    return (
      <Stack>
        <EmptyState message={isFiltered(view) || view.page > 0 ? f.noMatch : t.empty} />
        <BoardPager page={view.page} shown={0} next={next} onPage={toPage} />
      </Stack>
    );
  return (
    <Stack>
      <Accordion
        key={groups.map((group) => group.lectureId).join(',')}
        multiple
        variant="separated"
        defaultValue={groups.map((group) => String(group.lectureId))}
      >
        {groups.map((group) => (
          <Accordion.Item key={group.lectureId} value={String(group.lectureId)}>
            <Accordion.Control>
              <Text fw={700}>{group.lectureName}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {group.questions.map((question) => (
                  <Group key={question.id} justify="space-between" wrap="nowrap">
                    <Stack gap={0}>
                      <Anchor
                        component={Link}
                        state={boardState(search)}
                        to={
                          question.answer
                            ? `/admin/qna/${question.id}`
                            : `/admin/qna/${question.id}/answer`
                        }
                      >
                        {question.title}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {question.studentName} · {formatDateTime(question.createdAt)}
                      </Text>
                    </Stack>
                    <StatusBadge tone={question.isAnswered ? 'success' : 'warning'}>
                      {question.isAnswered ? t.answered : t.unanswered}
                    </StatusBadge>
                  </Group>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <BoardPager
        page={view.page}
        shown={groups.reduce((sum, group) => sum + group.questions.length, 0)}
        next={next}
        onPage={toPage}
      />
    </Stack>
  );
}
