import { StatusBadge } from '@academy/ui/StatusBadge';
import { errorMessage } from '@academy/api-client/errors';
import { submissionStatusQuery, useSubmitLink } from '@academy/api-client/queries/classroom';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { ko } from '@academy/ui/strings';
import { classroomStrings } from '@academy/ui/strings/classroom';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

const t = classroomStrings.assignment;
const loadErrors = classroomStrings.loadErrors;

/**
 * spec 4: the assignment tab: loading, then either the submitted link (with the teacher's
 * feedback when there is one) or the form; after a failed feedback the student may submit again.
 * spec 8.3: a failed status load clears the status (the form shows), said in Korean with a retry.
 */
export function AssignmentTab({ lectureId, detailId }: { lectureId: number; detailId: number }) {
  const status = useQuery(submissionStatusQuery(detailId));
  const submit = useSubmitLink(lectureId, detailId);
  const [url, setUrl] = useState('');
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    // spec 5: trimmed and required; a detail id is needed too.
    const trimmed = url.trim();
    if (!trimmed) return setError(ko.validation.assignment.urlRequired);
    if (!detailId) return setError(ko.validation.assignment.detailRequired);
    try {
      const result = await submit.mutateAsync(trimmed);
      notifications.show({
        color: 'teal',
        message: result.message || ko.errors.assignment.submitSuccess,
      });
      setUrl('');
      setDirty(false);
      setError(null);
    } catch (caught) {
      const message = errorMessage(caught, ko.errors.assignment.submitFailed);
      setError(message);
      notifications.show({ color: 'red', message });
    }
  }

  if (status.isPending) return <LoadingState label={ko.common.loading} />;
  const data = status.data;
  const form = (
    <form onSubmit={send} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t.urlLabel}
          placeholder={t.urlPlaceholder}
          value={url}
          error={error}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setDirty(true);
            setError(null);
          }}
          // The button stays disabled while the field is empty; leaving a field that was typed in
          // but holds only spaces says why (spec 5).
          onBlur={() => {
            if (dirty && !url.trim()) setError(ko.validation.assignment.urlRequired);
          }}
        />
        <Button
          type="submit"
          disabled={!url.trim() || submit.isPending}
          loading={submit.isPending}
          w="fit-content"
        >
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
  if (status.isError)
    return (
      <Stack gap="sm">
        <ErrorState
          message={errorMessage(status.error, loadErrors.status)}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
        {form}
      </Stack>
    );
  if (!data?.hasSubmission) return form;
  return (
    <Stack gap="sm">
      <Text size="sm" fw={700}>
        {t.submitted}
      </Text>
      <Anchor
        href={data.reviewUrl ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        underline="always"
      >
        {data.reviewUrl}
      </Anchor>
      {data.submittedAt && (
        <Text size="sm" c="dimmed">
          {t.submittedAt} {formatDateTime(data.submittedAt)}
        </Text>
      )}
      {data.hasFeedback ? (
        // static content, not an announcement: no alert role
        // the title in the text colour: the tinted one falls below 4.5:1 (the badge carries the tone)
        <Alert
          color={data.isCompleted ? 'teal' : 'orange'}
          title={t.feedback}
          role="note"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Group gap="xs" mb={4}>
            <StatusBadge tone={data.isCompleted ? 'success' : 'warning'}>
              {data.isCompleted ? t.passed : t.notPassed}
            </StatusBadge>
          </Group>
          <Text size="sm">{data.feedback}</Text>
        </Alert>
      ) : (
        <Text size="sm">{t.waiting}</Text>
      )}
      {data.canResubmit && (
        <>
          <Text size="sm" fw={600}>
            {t.resubmit}
          </Text>
          {form}
        </>
      )}
    </Stack>
  );
}
