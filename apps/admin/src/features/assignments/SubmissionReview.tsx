import { errorMessage } from '@academy/api-client/errors';
import { submissionQuery, useGiveFeedback } from '@academy/api-client/queries/admin';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { ko } from '@academy/ui/strings';
import { adminStrings } from '@academy/ui/strings/admin';
import { errors } from '@academy/ui/strings/errors';
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
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

const t = adminStrings.assignments;

/** spec 2.11, 4: one submission; feedback and pass once, then read-only. */
export function SubmissionReview({ submissionId }: { submissionId: number }) {
  const query = useQuery(submissionQuery(submissionId));
  const save = useGiveFeedback(submissionId);
  const navigate = useNavigate();
  const [feedback, setFeedback] = useState('');
  const [passed, setPassed] = useState(false);
  const [error, setError] = useState<string | null>(null);

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({ feedback, isCompleted: passed });
      notifications.show({ color: 'teal', message: t.saved });
      void navigate('/admin/assignments');
    } catch (caught) {
      setError(errorMessage(caught, errors.transport.server));
    }
  }

  return (
    <Stack>
      <Button component={Link} to="/admin/assignments" variant="default" w="fit-content">
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
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Textarea
            label={t.feedback}
            autosize
            minRows={4}
            disabled={locked}
            value={locked ? (submission.feedback ?? '') : feedback}
            onChange={(event) => setFeedback(event.currentTarget.value)}
          />
          <Checkbox
            label={t.pass}
            disabled={locked}
            checked={locked ? submission.isCompleted : passed}
            onChange={(event) => setPassed(event.currentTarget.checked)}
          />
          <Button type="submit" disabled={locked} loading={save.isPending} w="fit-content">
            {t.save}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
