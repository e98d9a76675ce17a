import {
  PASS_STORY_ANSWER_MAX,
  PASS_STORY_MAJOR_MAX,
  PassStoryCreateRequest,
  passStoryYearMax,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { universitiesQuery, useCreatePassStory } from '@academy/api-client/queries/pass-stories';
import { contractResolver, firstError } from '@academy/ui/form';
import * as errors from '@academy/strings/errors';
import {
  passStoryMessages,
  passStoryStrings as t,
  universityTypeLabels,
} from '@academy/strings/reviews';
import * as tracker from '@academy/strings/score-tracker';
import {
  Alert,
  Button,
  Checkbox,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { PassStoryScores } from './PassStoryScores.tsx';
import {
  SITTING_SCORE_KEYS,
  sittingRequest,
  sittingValues,
  type SittingValues,
} from './sitting-form.ts';

interface PassStoryDraft {
  universityId: string | null;
  major: string;
  year: number | string;
  reason: string;
  method: string;
  advice: string;
  /** the admit's EJU sitting, sent only when they choose to */
  withScores: boolean;
  scores: SittingValues;
}
const FIELD_ORDER = [
  'universityId',
  'major',
  'year',
  'reason',
  'method',
  'advice',
  ...[
    'year',
    'month',
    ...SITTING_SCORE_KEYS,
    'science1Subject',
    'science2Subject',
    'mathCourse',
  ].map((key) => `scores.${key}`),
] as const;
const toInput = ({ withScores, scores, ...values }: PassStoryDraft) => ({
  ...values,
  universityId: values.universityId ?? undefined,
  year: values.year === '' ? undefined : Number(values.year),
  ...(withScores ? { scores: sittingRequest(scores) } : {}),
});

/** A student's pass story (pending until an admin approves it) (docs/product/learning.md). */
export function PassStoryForm({ onDone }: { onDone: () => void }) {
  const universities = useQuery(universitiesQuery());
  const create = useCreatePassStory();
  const form = useForm<PassStoryDraft>({
    initialValues: {
      universityId: null,
      major: '',
      year: new Date().getFullYear(),
      reason: '',
      method: '',
      advice: '',
      withScores: false,
      scores: sittingValues(null, new Date().getFullYear() - 1),
    },
    validate: contractResolver(PassStoryCreateRequest, { toInput }),
    onValuesChange: () => create.reset(),
  });
  const error =
    firstError(form.errors, FIELD_ORDER) ??
    (create.isError ? errorMessage(create.error, errors.transport.server) : null);
  const submit = form.onSubmit((values) =>
    create.mutate(toInput(values) as Parameters<typeof create.mutate>[0], {
      onSuccess: () => {
        showToast({ color: 'teal', message: passStoryMessages.created });
        form.reset();
        onDone();
      },
    }),
  );
  const answer = (name: 'reason' | 'method' | 'advice', label: string) => (
    <Textarea
      label={label}
      required
      autosize
      minRows={3}
      maxLength={PASS_STORY_ANSWER_MAX}
      {...form.getInputProps(name)}
      error={Boolean(form.errors[name])}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={720}>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Select
          label={t.university}
          placeholder={t.universityPlaceholder}
          required
          searchable
          data={(universities.data ?? []).map((university) => ({
            value: String(university.id),
            label: `${university.name} (${universityTypeLabels[university.type]})`,
          }))}
          {...form.getInputProps('universityId')}
          error={Boolean(form.errors.universityId)}
        />
        <TextInput
          label={t.major}
          required
          maxLength={PASS_STORY_MAJOR_MAX}
          {...form.getInputProps('major')}
          error={Boolean(form.errors.major)}
        />
        <NumberInput
          label={t.year}
          required
          min={2000}
          max={passStoryYearMax()}
          allowDecimal={false}
          {...form.getInputProps('year')}
          error={Boolean(form.errors.year)}
        />
        {answer('reason', t.reason)}
        {answer('method', t.method)}
        {answer('advice', t.advice)}
        <Checkbox
          label={tracker.passStoryScores.add}
          {...form.getInputProps('withScores', { type: 'checkbox' })}
        />
        {form.values.withScores && <PassStoryScores form={form} />}
        <Button type="submit" loading={create.isPending} w="fit-content">
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
