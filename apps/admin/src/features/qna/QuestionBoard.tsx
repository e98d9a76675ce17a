import { StatusBadge } from '@academy/ui/StatusBadge';
import { errorMessage } from '@academy/api-client/errors';
import { teacherQuestionsQuery } from '@academy/api-client/queries/questions';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import * as adminStrings from '@academy/strings/admin';
import * as errors from '@academy/strings/errors';
import { Accordion, Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

const t = adminStrings.qna;

/**
 * Questions grouped by lecture; answered opens the detail, unanswered the answer form
 * (docs/product/screens.md).
 */
export function QuestionBoard() {
  const query = useQuery(teacherQuestionsQuery());
  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.admin.questionsQuery)}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0) return <EmptyState message={t.empty} />;
  return (
    <Accordion
      multiple
      variant="separated"
      defaultValue={query.data.map((group) => String(group.lectureId))}
    >
      {query.data.map((group) => (
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
                      to={
                        question.isAnswered
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
  );
}
