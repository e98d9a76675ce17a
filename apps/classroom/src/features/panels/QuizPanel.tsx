import { myQuizzesQuery } from '@academy/api-client/queries/learning';
import { EmptyState } from '@academy/ui/EmptyState';
import { formatShortDate } from '@academy/ui/format/date';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { learningStrings } from '@academy/strings/learning';
import { Button, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { lessonHref, Loaded, Section } from './parts.tsx';

const q = learningStrings.panels.quizPanel;

/** 퀴즈: every quiz lesson of the student's lectures with attempts, best score and a retry. */
export function QuizPanel() {
  const query = useQuery(myQuizzesQuery());
  return (
    <Loaded query={query}>
      {(quizzes) =>
        quizzes.length === 0 ? (
          <EmptyState message={q.empty} />
        ) : (
          <Section title={q.quiz}>
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{q.quiz}</Table.Th>
                    <Table.Th>{q.lecture}</Table.Th>
                    <Table.Th>{q.attempts}</Table.Th>
                    <Table.Th>{q.best}</Table.Th>
                    <Table.Th>{q.last}</Table.Th>
                    <Table.Th>{q.status}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {quizzes.map((quiz) => (
                    <Table.Tr key={quiz.detailId}>
                      <Table.Td>{quiz.detailTitle}</Table.Td>
                      <Table.Td>{quiz.lectureTitle}</Table.Td>
                      <Table.Td>{q.attemptsValue(quiz.attemptCount)}</Table.Td>
                      <Table.Td>{quiz.bestScore === null ? '-' : q.score(quiz.bestScore)}</Table.Td>
                      <Table.Td>
                        {quiz.lastAttemptAt ? formatShortDate(quiz.lastAttemptAt) : '-'}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge
                          tone={
                            quiz.isCompleted ? 'success' : quiz.attemptCount ? 'warning' : 'neutral'
                          }
                        >
                          {quiz.isCompleted
                            ? q.passed
                            : quiz.attemptCount
                              ? q.notPassed
                              : q.notTaken}
                        </StatusBadge>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant={quiz.attemptCount ? 'default' : 'filled'}
                          component={Link}
                          to={lessonHref(quiz.lectureId, quiz.detailId)}
                          aria-label={`${quiz.detailTitle} ${quiz.attemptCount ? q.retry : q.take}`}
                        >
                          {quiz.attemptCount ? q.retry : q.take}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Section>
        )
      }
    </Loaded>
  );
}
