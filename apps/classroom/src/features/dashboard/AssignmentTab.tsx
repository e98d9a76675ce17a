import { StatusBadge } from '@academy/ui/StatusBadge';
import { SubmitLinkRequest } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { submissionStatusQuery, useSubmitLink } from '@academy/api-client/queries/classroom';
import { ErrorState } from '@academy/ui/ErrorState';
import { contractResolver } from '@academy/ui/form';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import * as ko from '@academy/strings';
import * as errors from '@academy/strings/errors';
import * as classroomStrings from '@academy/strings/classroom';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useQuery } from '@tanstack/react-query';

const t = classroomStrings.assignment;
const replace = classroomStrings.assignmentReplace;
const loadErrors = classroomStrings.loadErrors;

/**
 * docs/product/states.md: the assignment tab: loading, then either the submitted link (with the
 * teacher's feedback when there is one) or the form; until the review the student may replace the
 * link, and after a failed feedback submit again. A failed status load clears the status (the form shows), said in Korean with a retry
 * (docs/product/errors.md).
 */
export function AssignmentTab({ lectureId, detailId }: { lectureId: number; detailId: number }) {
  const status = useQuery(submissionStatusQuery(detailId));
  const submit = useSubmitLink(lectureId, detailId);
  // docs/product/validation.md: trimmed and required, a detail id needed too: the contract's
  // SubmitLinkRequest, whose issues all show under the one field.
  const linkForm = useForm({
    initialValues: { reviewUrl: '' },
    validate: contractResolver<{ reviewUrl: string }>(SubmitLinkRequest, {
      toInput: ({ reviewUrl }) => ({ lectureDetailId: detailId, reviewUrl }),
      field: () => 'reviewUrl',
    }),
    transformValues: ({ reviewUrl }) => reviewUrl.trim(),
  });
  const url = linkForm.values.reviewUrl;

  const send = linkForm.onSubmit((reviewUrl) =>
    submit.mutate(reviewUrl, {
      onSuccess: (result) => {
        showToast({
          color: 'teal',
          message: result.message || errors.assignment.submitSuccess,
        });
        linkForm.reset();
      },
      onError: (caught) => {
        const message = errorMessage(caught, errors.assignment.submitFailed);
        linkForm.setFieldError('reviewUrl', message);
        showToast({ color: 'red', message });
      },
    }),
  );

  if (status.isPending) return <LoadingState label={ko.common.loading} />;
  const data = status.data;
  // Before its review the waiting link may be replaced; the latest is the one reviewed
  // (docs/product/learning.md).
  const waitingReview = Boolean(data?.hasSubmission && !data.hasFeedback);
  const form = (
    <form onSubmit={send} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t.urlLabel}
          placeholder={t.urlPlaceholder}
          {...linkForm.getInputProps('reviewUrl')}
          // The button stays disabled while the field is empty; leaving a field that was typed in
          // but holds only spaces says why (docs/product/validation.md).
          onBlur={() => {
            if (linkForm.isDirty('reviewUrl') && !url.trim()) linkForm.validateField('reviewUrl');
          }}
        />
        <Button
          type="submit"
          disabled={!url.trim() || submit.isPending}
          loading={submit.isPending}
          w="fit-content"
        >
          {waitingReview ? replace.submit : t.submit}
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
            {waitingReview ? replace.hint : t.resubmit}
          </Text>
          {form}
        </>
      )}
    </Stack>
  );
}
