import { errorMessage } from '@academy/api-client/errors';
import { myQuestionsQuery } from '@academy/api-client/queries/questions';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import * as errors from '@academy/strings/errors';
import * as classroomStrings from '@academy/strings/classroom';
import { Anchor, Button, Card, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

const t = classroomStrings.mypage;

/** Questions grouped by lecture with answered/unanswered badges (docs/product/screens.md). */
export function MyQuestions() {
  const query = useQuery(myQuestionsQuery());
  const ask = (
    <Button component={Link} to="/mypage/questions/new" w="fit-content">
      {t.ask}
    </Button>
  );
  if (query.isPending) return <LoadingState variant="skeleton" rows={5} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.transport.server)}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <Stack>
      {ask}
      {query.data.length === 0 && <EmptyState message={t.noQuestions} />}
      {query.data.map((group) => (
        <Card
          key={group.lectureId}
          withBorder
          radius="md"
          component="section"
          aria-label={group.lectureName}
        >
          <Text fw={700} mb="xs">
            {group.lectureName}
          </Text>
          <Table>
            <Table.Tbody>
              {group.questions.map((question) => (
                <Table.Tr key={question.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/mypage/questions/${question.id}`}>
                      {question.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDateTime(question.createdAt)}</Table.Td>
                  <Table.Td>
                    <StatusBadge tone={question.isAnswered ? 'success' : 'warning'}>
                      {question.isAnswered ? t.answered : t.unanswered}
                    </StatusBadge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ))}
    </Stack>
  );
}
