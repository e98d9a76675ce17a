import { AnswerRequest, type FollowUp, type Question } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  teacherQuestionQuery,
  useAnswerFollowUp,
  useSaveAnswer,
} from '@academy/api-client/queries/questions';
import { PhotoGrid } from '@academy/ui/PhotoGrid';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { ErrorState } from '@academy/ui/ErrorState';
import { contractResolver, firstError } from '@academy/ui/form';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import * as adminStrings from '@academy/strings/admin';
import * as errors from '@academy/strings/errors';
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useBoardReturn } from '../../shared/board-address.ts';

const t = adminStrings.qna;
const thread = adminStrings.qnaThread;

function QuestionCard({ question }: { question: Question }) {
  return (
    <Card withBorder radius="md">
      <Title order={2} size="h3">
        {question.title}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t.student}: {question.studentName} · {formatDateTime(question.createdAt)} · {t.lecture}:{' '}
        {question.lectureTitle}
      </Text>
      <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {question.content}
      </Text>
      <PhotoGrid photos={question.images} label={thread.photos} altOf={thread.photoAlt} mt="md" />
    </Card>
  );
}

/** A follow-up and its answer, or the form for it while it waits (docs/product/states.md). */
function FollowUpCard({ question, followUp }: { question: Question; followUp: FollowUp }) {
  return (
    <Card withBorder radius="md" component="section" aria-label={thread.followUp}>
      <Group justify="space-between">
        <Text fw={700}>{thread.followUp}</Text>
        {!followUp.answer && <StatusBadge tone="warning">{thread.waiting}</StatusBadge>}
      </Group>
      <Text size="sm" c="dimmed">
        {question.studentName} · {formatDateTime(followUp.createdAt)}
      </Text>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {followUp.content}
      </Text>
      {followUp.answer ? (
        <Stack
          gap={0}
          mt="sm"
          pl="md"
          style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}
        >
          <Text fw={600} size="sm">
            {t.answer}
          </Text>
          <Text size="sm" c="dimmed">
            {followUp.answer.teacherName} · {formatDateTime(followUp.answer.createdAt)}
          </Text>
          <Text mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            {followUp.answer.content}
          </Text>
        </Stack>
      ) : (
        <FollowUpAnswerForm questionId={question.id} followUpId={followUp.id} />
      )}
    </Card>
  );
}

function FollowUpAnswerForm({
  questionId,
  followUpId,
}: {
  questionId: number;
  followUpId: number;
}) {
  const answer = useAnswerFollowUp(questionId);
  const form = useForm({
    initialValues: { content: '' },
    validate: contractResolver(AnswerRequest),
    onValuesChange: () => answer.reset(),
  });
  const submit = form.onSubmit(({ content }) =>
    answer.mutate(
      { followUpId, content: content.trim() },
      { onSuccess: () => showToast({ color: 'teal', message: thread.answered }) },
    ),
  );
  const error =
    firstError(form.errors, ['content']) ??
    (answer.isError ? errorMessage(answer.error, errors.transport.server) : null);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" mt="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Textarea
          label={thread.answerLabel}
          autosize
          minRows={3}
          {...form.getInputProps('content')}
          error={Boolean(form.errors.content)}
        />
        <Button type="submit" loading={answer.isPending} w="fit-content">
          {thread.submit}
        </Button>
      </Stack>
    </form>
  );
}

function useQuestion(questionId: number) {
  return useQuery(teacherQuestionQuery(questionId));
}

/**
 * The question with its photos and its answer, with an edit button leading to the answer screen,
 * then its follow-ups in order, each with its answer or the form for it
 * (docs/product/screens.md).
 */
export function QuestionDetail({ questionId }: { questionId: number }) {
  const query = useQuestion(questionId);
  const board = useBoardReturn('/admin/qna');
  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.admin.questionDetailQuery)}
        onRetry={() => void query.refetch()}
      />
    );
  const question = query.data;
  return (
    <Stack>
      <Button component={Link} to={board.address} variant="default" w="fit-content">
        {t.back}
      </Button>
      <QuestionCard question={question} />
      {question.answer && (
        <Card withBorder radius="md">
          <Text fw={700}>{t.answer}</Text>
          <Text size="sm" c="dimmed">
            {question.answer.teacherName} · {formatDateTime(question.answer.updatedAt)}
          </Text>
          <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {question.answer.content}
          </Text>
        </Card>
      )}
      <Button
        component={Link}
        to={`/admin/qna/${question.id}/answer`}
        state={board.state}
        w="fit-content"
      >
        {t.edit}
      </Button>
      {question.followUps.map((followUp) => (
        <FollowUpCard key={followUp.id} question={question} followUp={followUp} />
      ))}
    </Stack>
  );
}

function AnswerEditor({ question }: { question: Question }) {
  const existing = question.answer !== null;
  const save = useSaveAnswer(question.id, existing);
  const navigate = useNavigate();
  const board = useBoardReturn('/admin/qna');
  // non-empty (the contract's AnswerRequest), prefilled with the existing answer
  // (docs/product/validation.md).
  const form = useForm({
    initialValues: { content: question.answer?.content ?? '' },
    validate: contractResolver(AnswerRequest),
    onValuesChange: () => save.reset(),
  });
  const submit = form.onSubmit(({ content }) =>
    save.mutate(content.trim(), {
      onSuccess: () => {
        showToast({ color: 'teal', message: existing ? t.updated : t.created });
        void navigate(`/admin/qna/${question.id}`, { state: board.state });
      },
    }),
  );
  const error =
    firstError(form.errors, ['content']) ??
    (save.isError ? errorMessage(save.error, errors.transport.server) : null);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Textarea
          label={t.answerLabel}
          autosize
          minRows={5}
          {...form.getInputProps('content')}
          error={Boolean(form.errors.content)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {existing ? t.submitEdit : t.submitNew}
          </Button>
          <Button component={Link} to={board.address} variant="default">
            {t.back}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The answer form (제출 for a new answer, 수정 for an existing one) (docs/product/screens.md). */
export function AnswerForm({ questionId }: { questionId: number }) {
  const query = useQuestion(questionId);
  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.admin.questionDetailQuery)}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <Stack>
      <QuestionCard question={query.data} />
      <AnswerEditor question={query.data} />
    </Stack>
  );
}
