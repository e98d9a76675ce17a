import {
  MOCK_COMMENT_MAX,
  MockWritingGrade,
  type MockSittingDetail,
} from '@academy/api-client/contract';
import { WRITING_LEVELS } from '@academy/api-client/contract/eju';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import { useGradeMockWriting } from '@academy/api-client/queries/mock-results';
import * as mockResults from '@academy/strings/mock-results';
import { contractResolver } from '@academy/ui/form';
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

const t = mockResults.admin;

type Values = { level: string; comment: string };
const toInput = (values: Values) => ({
  // no level chosen yet reads as a wrong one: the contract's message names the levels
  level: values.level === '' ? Number.NaN : Number(values.level),
  comment: values.comment,
});

/**
 * The 記述 grade: the nine JASSO levels as one radio group and a comment the student reads. The
 * values stay when the server refuses, and its Korean message shows at the field it names
 * (docs/decisions/046-form-messages-at-the-field.md), else above the save button.
 */
export function WritingGradeForm({
  sitting,
  onSaved,
}: {
  sitting: MockSittingDetail;
  onSaved?: (saved: MockSittingDetail) => void;
}) {
  const grade = useGradeMockWriting();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    initialValues: {
      level: sitting.writing?.writingLevel == null ? '' : String(sitting.writing.writingLevel),
      comment: sitting.writing?.comment ?? '',
    },
    validate: contractResolver<Values>(MockWritingGrade, { toInput }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setProblem(null);
        setSaved(false);
        grade.mutate(
          {
            sittingId: sitting.sittingId,
            grade: { level: Number(values.level), comment: values.comment },
          },
          {
            onSuccess: (response) => {
              setSaved(true);
              onSaved?.(response.data);
            },
            onError: (error) => {
              const message = errorMessage(error, t.loadFailed);
              const field = isApiError(error) ? error.field : undefined;
              if (field === 'level' || field === 'comment') form.setFieldError(field, message);
              else setProblem(message);
            },
          },
        );
      })}
    >
      <Stack gap="md">
        <Radio.Group label={t.levelLegend} withAsterisk {...form.getInputProps('level')}>
          <Group gap="md" mt="xs">
            {WRITING_LEVELS.map((level) => (
              <Radio key={level} value={String(level)} label={t.levelOption(level)} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t.comment}
          description={t.commentHint}
          withAsterisk
          autosize
          minRows={4}
          maxLength={MOCK_COMMENT_MAX}
          {...form.getInputProps('comment')}
        />
        <Text size="xs" c="dimmed" ta="right" aria-live="polite">
          {form.values.comment.length} / {MOCK_COMMENT_MAX}
        </Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {saved && (
          <Alert color="green" role="status">
            {t.saved}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={grade.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
