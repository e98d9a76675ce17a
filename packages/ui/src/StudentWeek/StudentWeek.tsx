import type { StudentOverview } from '@academy/api-client/contract';
import * as learningStrings from '@academy/strings/learning';
import * as reportStrings from '@academy/strings/reports';
import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { formatDate, formatDateTime } from '../format/date.ts';

const t = reportStrings.page;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs" className="student-week-section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

const List = ({ children }: { children: ReactNode }) => (
  <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
    {children}
  </Stack>
);

/**
 * One student's week, read-only (docs/product/reports.md): the figures, each lecture's progress
 * and days left, quizzes, assignments and questions (titles only). Shared by the guardian's page
 * in the classroom and the staff's printable report; a list, not a table, so it reads on a phone.
 */
export function StudentWeek({ overview }: { overview: StudentOverview }) {
  const { lectures, quizzes, submitted, outstanding, questions } = overview;
  return (
    <Stack gap="lg">
      <Section title={t.summary}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure label={t.studyDays} value={t.studyDaysValue(overview.studyDays.length)} />
          <Figure label={t.watched} value={learningStrings.duration(overview.watchedSeconds)} />
          <Figure
            label={t.lessonsCompleted}
            value={t.lessonsCompletedValue(overview.lessonsCompleted)}
          />
        </SimpleGrid>
        {overview.studyDays.length > 0 ? (
          <Group gap="xs" aria-label={t.studyDaysTitle}>
            {overview.studyDays.map((day) => (
              <Badge key={day} variant="light">
                {formatDate(`${day}T12:00:00+09:00`)}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t.noStudyDays}
          </Text>
        )}
      </Section>

      <Section title={t.lectures}>
        {lectures.length === 0 ? (
          <EmptyState message={t.noLectures} />
        ) : (
          <List>
            {lectures.map((lecture) => (
              <Paper component="li" key={lecture.lectureId} withBorder p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600}>{lecture.title}</Text>
                  <Text size="sm" c="dimmed" flex="none">
                    {t.daysLeft}{' '}
                    {lecture.expireDaysLeft === null
                      ? t.unlimited
                      : t.daysLeftValue(lecture.expireDaysLeft)}
                  </Text>
                </Group>
                <Progress
                  value={lecture.progressRate}
                  mt="xs"
                  aria-label={`${lecture.title} ${t.progress}`}
                />
                <Text size="sm" mt={4}>
                  {t.progress}{' '}
                  {t.progressValue(
                    lecture.progressRate,
                    lecture.completedLessons,
                    lecture.totalLessons,
                  )}{' '}
                  · {t.watched} {learningStrings.duration(lecture.watchedSeconds)}
                </Text>
              </Paper>
            ))}
          </List>
        )}
      </Section>

      <Section title={t.quizzes}>
        {quizzes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noQuizzes}
          </Text>
        ) : (
          <List>
            {quizzes.map((quiz) => (
              <Paper component="li" key={quiz.detailId} withBorder p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{quiz.detailTitle}</Text>
                    <Text size="sm" c="dimmed">
                      {quiz.lectureTitle}
                    </Text>
                  </div>
                  <StatusBadge tone={quiz.passed ? 'success' : 'neutral'}>
                    {quiz.passed ? t.passed : t.notPassed}
                  </StatusBadge>
                </Group>
                <Text size="sm">{t.quizScore(quiz.bestScore, quiz.attempts)}</Text>
              </Paper>
            ))}
          </List>
        )}
      </Section>

      <Section title={t.assignments}>
        {submitted.length === 0 && outstanding.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noAssignments}
          </Text>
        ) : (
          <List>
            {submitted.map((item) => (
              <Paper component="li" key={`s${item.detailId}-${item.submittedAt}`} withBorder p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{item.detailTitle}</Text>
                    <Text size="sm" c="dimmed">
                      {item.lectureTitle} · {t.submitted} {formatDateTime(item.submittedAt)}
                    </Text>
                  </div>
                  <StatusBadge
                    tone={item.passed === null ? 'info' : item.passed ? 'success' : 'warning'}
                  >
                    {item.passed === null ? t.waitingFeedback : item.passed ? t.passed : t.resubmit}
                  </StatusBadge>
                </Group>
                {item.feedback !== null && (
                  <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                    {t.feedback}: {item.feedback}
                  </Text>
                )}
              </Paper>
            ))}
            {outstanding.map((item) => (
              <Paper component="li" key={`o${item.detailId}`} withBorder p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{item.detailTitle}</Text>
                    <Text size="sm" c="dimmed">
                      {item.lectureTitle}
                    </Text>
                  </div>
                  <StatusBadge tone="danger">
                    {item.resubmit ? t.resubmit : t.outstanding}
                  </StatusBadge>
                </Group>
              </Paper>
            ))}
          </List>
        )}
      </Section>

      <Section title={t.questions}>
        {questions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noQuestions}
          </Text>
        ) : (
          <List>
            {questions.map((question) => (
              <Paper component="li" key={question.questionId} withBorder p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{question.title}</Text>
                    <Text size="sm" c="dimmed">
                      {question.lectureTitle} · {formatDateTime(question.askedAt)}
                    </Text>
                  </div>
                  <StatusBadge tone={question.answered ? 'success' : 'warning'}>
                    {question.answered ? t.answered : t.waitingAnswer}
                  </StatusBadge>
                </Group>
              </Paper>
            ))}
          </List>
        )}
      </Section>
    </Stack>
  );
}
