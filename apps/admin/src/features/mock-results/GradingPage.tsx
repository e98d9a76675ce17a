import { errorMessage } from '@academy/api-client/errors';
import { mockSittingQuery } from '@academy/api-client/queries/mock-results';
import * as eju from '@academy/strings/eju';
import * as mockResults from '@academy/strings/mock-results';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { SittingState } from './MockResults.tsx';
import { WritingGradeForm } from './WritingGradeForm.tsx';

const t = mockResults.admin;

/**
 * One sitting for grading: the 記述's prompt and the student's text with its length, the level and
 * comment form, the choice answers, and after saving 다음 답안 to the next one waiting.
 */
export function GradingPage({ sittingId }: { sittingId: number }) {
  const query = useQuery(mockSittingQuery(sittingId));
  const [savedOnce, setSavedOnce] = useState(false);
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
  const sitting = query.data;
  const writing = sitting.writing;
  const next = sitting.nextWaitingSittingId;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h3">
            {t.sittingTitle(sitting.student.name)}
          </Title>
          <Text size="sm" c="dimmed">
            {sitting.exam.title}
          </Text>
        </Stack>
        <Group gap="xs">
          <SittingState state={sitting.state} />
          <Anchor component={Link} to={`/admin/mock-exams/${sitting.exam.id}/writing`} size="sm">
            {t.writingQueue}
          </Anchor>
        </Group>
      </Group>
      {writing && (
        <Card withBorder padding="md" component="section" aria-labelledby="grading-writing">
          <Stack gap="sm">
            <Title order={2} size="h4" id="grading-writing">
              {eju.sections.WRITING}
            </Title>
            <Text size="sm" lang="ja">
              {writing.stem}
            </Text>
            <Text size="sm">
              <b>{t.prompt}</b>{' '}
              {writing.promptIndex === null ? (
                t.none
              ) : (
                <span lang="ja">{writing.prompts[writing.promptIndex]}</span>
              )}
            </Text>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {t.text}
              </Text>
              <StatusBadge tone="info">{t.characters(writing.characters)}</StatusBadge>
            </Group>
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', lineHeight: 1.8 }}
              lang="ja"
              p="sm"
              bg="var(--mantine-color-default-hover)"
            >
              {writing.text || t.noText}
            </Text>
            {sitting.state === 'IN_PROGRESS' ? (
              <Text size="sm" c="dimmed">
                {mockResults.errors.gradingInProgress}
              </Text>
            ) : (
              <WritingGradeForm sitting={sitting} onSaved={() => setSavedOnce(true)} />
            )}
            {savedOnce && (
              <Group justify="flex-end">
                {next ? (
                  <Button component={Link} to={`/admin/mock-sittings/${next}`} variant="light">
                    {t.next}
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t.noneWaiting}
                  </Text>
                )}
              </Group>
            )}
          </Stack>
        </Card>
      )}
      <Stack gap="xs" component="section" aria-labelledby="grading-answers">
        <Title order={2} size="h4" id="grading-answers">
          {t.answers}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t.answers}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">#</Table.Th>
                <Table.Th scope="col">{t.chosen}</Table.Th>
                <Table.Th scope="col">{t.answer}</Table.Th>
                <Table.Th scope="col">{t.state}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sitting.answers.map((item) => (
                <Table.Tr key={item.itemId}>
                  <Table.Th scope="row" fw={400}>
                    {eju.sections[item.sectionKind]} {mockResults.result.item(item.position)}
                  </Table.Th>
                  <Table.Td>
                    {item.choice === null
                      ? mockResults.result.noAnswer
                      : item.options?.[item.choice]}
                  </Table.Td>
                  <Table.Td>
                    {item.answerIndex === null ? t.none : item.options?.[item.answerIndex]}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge tone={item.correct ? 'success' : 'danger'}>
                      {item.correct ? mockResults.result.right : mockResults.result.wrong}
                    </StatusBadge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}
