import { QuestionWriteRequest, type Question } from '@academy/api-client/contract';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import {
  myQuestionQuery,
  questionKeys,
  useDeleteQuestion,
  useUpdateQuestion,
} from '@academy/api-client/queries/questions';
import { confirm } from '@academy/ui/ConfirmDialog';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { contractResolver } from '@academy/ui/form';
import { LoadingState } from '@academy/ui/LoadingState';
import { confirmations } from '@academy/strings/validation';
import * as errors from '@academy/strings/errors';
import * as classroomStrings from '@academy/strings/classroom';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { EditFormActions } from '../../shared/EditFormActions.tsx';
import { showToast } from '@academy/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AddPhotos, FollowUpThread, QuestionPhotos } from './QuestionThread.tsx';

const t = classroomStrings.questions;

/**
 * My question with its photos and its thread (the answer, then each follow-up and its answer);
 * edit, delete, add and remove photos only while unanswered (docs/product/screens.md).
 */
export function QuestionView({ questionId }: { questionId: number }) {
  const query = useQuery(myQuestionQuery(questionId));
  const remove = useDeleteQuestion();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A deleted question is forgotten once this screen has gone: removed while still shown, the
  // screen would read it again (a 404) and flash its loading state on the way out.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) {
        queryClient.removeQueries({ queryKey: questionKeys.mineOne(questionId), exact: true });
      }
    },
    [queryClient, questionId],
  );
  const [editing, setEditing] = useState(false);
  const back = (
    <Button component={Link} to="/mypage?tab=ask" variant="default" w="fit-content">
      {t.backToList}
    </Button>
  );

  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError) {
    const missing =
      isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return (
      <Container size="sm" py="xl">
        <Stack>
          {missing ? (
            <Alert color="gray" role="alert" title={t.notFound} />
          ) : (
            <ErrorState
              message={errorMessage(query.error, errors.transport.server)}
              onRetry={() => void query.refetch()}
            />
          )}
          {back}
        </Stack>
      </Container>
    );
  }
  const question = query.data;

  async function destroy() {
    if (!(await confirm({ message: confirmations.deleteQuestion, destructive: true }))) return;
    try {
      await remove.mutateAsync(questionId);
      showToast({ color: 'teal', message: t.deleted });
      deleted.current = true;
      void navigate('/mypage?tab=ask');
    } catch {
      // A failed delete is silently ignored; the question stays on screen (docs/product/errors.md).
    }
  }

  return (
    <Container size="sm" py="xl">
      <Stack>
        {back}
        {editing ? (
          <QuestionEditForm question={question} onDone={() => setEditing(false)} />
        ) : (
          <Card withBorder radius="md">
            <Title order={1} size="h2">
              {question.title}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {formatDateTime(question.createdAt)} · {t.lecture}: {question.lectureTitle}
            </Text>
            <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
              {question.content}
            </Text>
            <QuestionPhotos question={question} removable={!question.answer} />
            {!question.answer && <AddPhotos question={question} />}
            {!question.answer && (
              <Group mt="md">
                <Button variant="light" onClick={() => setEditing(true)}>
                  {t.edit}
                </Button>
                <Button color="red" variant="light" onClick={() => void destroy()}>
                  {t.delete}
                </Button>
              </Group>
            )}
          </Card>
        )}
        <Card withBorder radius="md" component="section" aria-label={t.answer}>
          <Text fw={700}>{t.answer}</Text>
          {question.answer ? (
            <>
              <Text size="sm" c="dimmed">
                {question.answer.teacherName} · {formatDateTime(question.answer.updatedAt)}
              </Text>
              <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
                {question.answer.content}
              </Text>
            </>
          ) : (
            <Text c="dimmed">{t.waiting}</Text>
          )}
        </Card>
        <FollowUpThread question={question} />
      </Stack>
    </Container>
  );
}

/**
 * The unanswered question edited in place, by the contract's rules (docs/product/validation.md)
 * (docs/product/screens.md).
 */
function QuestionEditForm({ question, onDone }: { question: Question; onDone: () => void }) {
  const update = useUpdateQuestion(question.id);
  const form = useForm<QuestionWriteRequest>({
    initialValues: { title: question.title, content: question.content },
    validate: contractResolver<QuestionWriteRequest>(QuestionWriteRequest),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { title: values.title.trim(), content: values.content.trim() },
      {
        onSuccess: () => {
          showToast({ color: 'teal', message: t.updated });
          onDone();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t.title} {...form.getInputProps('title')} />
        <Textarea label={t.content} autosize minRows={5} {...form.getInputProps('content')} />
        <EditFormActions
          save={update}
          failedText={errors.transport.server}
          labels={t}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
