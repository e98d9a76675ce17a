import { AnswerRequest, type Question } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { teacherQuestionQuery, useSaveAnswer } from '@academy/api-client/queries/questions';
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

const t = adminStrings.qna;

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
    </Card>
  );
}

function useQuestion(questionId: number) {
  return useQuery(teacherQuestionQuery(questionId));
}

/**
 * The question and its answer, with an edit button leading to the answer screen
 * (docs/product/screens.md).
 */
export function QuestionDetail({ questionId }: { questionId: number }) {
  const query = useQuestion(questionId);
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
      <Button component={Link} to="/admin/qna" variant="default" w="fit-content">
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
      <Button component={Link} to={`/admin/qna/${question.id}/answer`} w="fit-content">
        {t.edit}
      </Button>
    </Stack>
  );
}

function AnswerEditor({ question }: { question: Question }) {
  const existing = question.answer !== null;
  const save = useSaveAnswer(question.id, existing);
  const navigate = useNavigate();
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
        void navigate(`/admin/qna/${question.id}`);
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
          <Button component={Link} to="/admin/qna" variant="default">
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
