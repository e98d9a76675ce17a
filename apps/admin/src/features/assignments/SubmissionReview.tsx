import { FeedbackRequest } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { submissionQuery, useGiveFeedback } from '@academy/api-client/queries/admin';
import { ErrorState } from '@academy/ui/ErrorState';
import { contractResolver } from '@academy/ui/form';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import * as ko from '@academy/strings';
import * as adminStrings from '@academy/strings/admin';
import * as errors from '@academy/strings/errors';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useBoardReturn } from '../../shared/board-address.ts';
import { showToast } from '@academy/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';

const t = adminStrings.assignments;

/**
 * One submission; feedback and pass once, then read-only (docs/product/screens.md,
 * docs/product/states.md).
 */
export function SubmissionReview({ submissionId }: { submissionId: number }) {
  const query = useQuery(submissionQuery(submissionId));
  const save = useGiveFeedback(submissionId);
  const navigate = useNavigate();
  const board = useBoardReturn('/admin/assignments');
  // The text is required (feedback is final) and trimmed before sending
  // (docs/product/validation.md).
  const form = useForm({
    initialValues: { feedback: '', isCompleted: false },
    validate: contractResolver(FeedbackRequest),
    transformValues: (values) => ({ ...values, feedback: values.feedback.trim() }),
  });

  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.admin.assignmentsLoad)}
        onRetry={() => void query.refetch()}
      />
    );
  const submission = query.data;
  const locked = submission.hasFeedback;

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        showToast({ color: 'teal', message: t.saved });
        void navigate(board.address);
      },
    }),
  );

  return (
    <Stack>
      <Button component={Link} to={board.address} variant="default" w="fit-content">
        {t.back}
      </Button>
      <Card withBorder radius="md">
        <Group gap="xs">
          <Title order={2} size="h3">
            {submission.chapterTitle} / {submission.detailTitle}
          </Title>
          <Badge variant="default">{ko.detailTypes[submission.detailType]}</Badge>
        </Group>
        <Text mt="xs">
          {t.student}: {submission.studentName} · {t.submittedAt}:{' '}
          {formatDateTime(submission.submittedAt)}
        </Text>
        <Text mt="xs" fw={600}>
          {t.url}
        </Text>
        {submission.submissionContent ? (
          <Anchor
            href={submission.submissionContent}
            target="_blank"
            rel="noopener noreferrer"
            underline="always"
          >
            {submission.submissionContent}
          </Anchor>
        ) : (
          <Text c="dimmed">{t.noUrl}</Text>
        )}
      </Card>
      <form onSubmit={submit} noValidate>
        <Stack>
          {locked && <Alert color="gray">{t.locked}</Alert>}
          {save.isError && (
            <Alert color="red" role="alert">
              {errorMessage(save.error, errors.transport.server)}
            </Alert>
          )}
          {locked ? (
            <>
              <Textarea
                label={t.feedback}
                autosize
                minRows={4}
                disabled
                value={submission.feedback ?? ''}
              />
              <Checkbox label={t.pass} disabled checked={submission.isCompleted} readOnly />
            </>
          ) : (
            <>
              <Textarea
                label={t.feedback}
                autosize
                minRows={4}
                {...form.getInputProps('feedback')}
              />
              <Checkbox
                label={t.pass}
                {...form.getInputProps('isCompleted', { type: 'checkbox' })}
              />
            </>
          )}
          <Button type="submit" disabled={locked} loading={save.isPending} w="fit-content">
            {t.save}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
