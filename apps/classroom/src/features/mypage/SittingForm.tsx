import {
  EJU_MAX,
  EJU_MONTHS,
  MATH_COURSES,
  SCIENCE_SUBJECTS,
} from '@academy/api-client/contract/values';
import type { EjuSitting } from '@academy/api-client/contract';
import { useSaveEjuSitting } from '@academy/api-client/queries/accounts';
import { showToast } from '@academy/ui/toast';
import * as accounts from '@academy/strings/accounts';
import { Card, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EditFormActions } from '../../shared/EditFormActions.tsx';
import { COURSE_NAMES, SUBJECT_NAMES } from './sitting-names.ts';
import {
  sittingRequest,
  sittingValues,
  validateSitting,
  type SittingValues,
} from './sitting-form.ts';

// The form's fields (Select and its dropdown) and the contract's rules load when a student opens
// it, not with my page (budget.spec.ts).
const t = accounts.sittings;
const s = accounts.subjects;
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Add or edit one sitting; a refusal (a taken month) shows the server's message, values kept. */
export function SittingForm({
  sitting,
  onDone,
}: {
  sitting: EjuSitting | null;
  onDone: () => void;
}) {
  const save = useSaveEjuSitting(sitting?.id ?? null);
  const form = useForm<SittingValues>({
    // drawn only in the browser, after a click: this year is safe to read here
    initialValues: sittingValues(sitting, new Date().getFullYear()),
    validate: validateSitting,
  });
  const scoreOf = (key: keyof SittingValues, label: string, max: number) => (
    <TextInput
      label={`${label} (0-${max})`}
      inputMode="numeric"
      maxLength={3}
      {...form.getInputProps(key)}
      onChange={(event) => form.setFieldValue(key, digits(event.currentTarget.value, 3))}
    />
  );
  const subjects = SCIENCE_SUBJECTS.map((value) => ({ value, label: SUBJECT_NAMES[value] }));
  const submit = form.onSubmit((values) =>
    save.mutate(sittingRequest(values), {
      onSuccess: (answer) => {
        showToast({ color: 'teal', message: answer.message });
        onDone();
      },
    }),
  );
  return (
    <Card withBorder radius="md">
      <form onSubmit={submit} noValidate aria-label={sitting ? t.editTitle : t.addTitle}>
        <Stack>
          <Title order={3} size="h4">
            {sitting ? t.editTitle : t.addTitle}
          </Title>
          <SimpleGrid cols={{ base: 2 }}>
            <TextInput
              label={t.year}
              inputMode="numeric"
              maxLength={4}
              {...form.getInputProps('year')}
              onChange={(event) => form.setFieldValue('year', digits(event.currentTarget.value, 4))}
            />
            <Select
              label={t.month}
              data={EJU_MONTHS.map((month) => ({
                value: String(month),
                label: t.monthName(month),
              }))}
              allowDeselect={false}
              {...form.getInputProps('month')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {scoreOf('japaneseReading', s.japaneseReading, EJU_MAX.japaneseReading)}
            {scoreOf('japaneseListening', s.japaneseListening, EJU_MAX.japaneseListening)}
            {scoreOf('japaneseWriting', s.japaneseWriting, EJU_MAX.japaneseWriting)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={s.science1}
              data={subjects}
              clearable
              {...form.getInputProps('science1Subject')}
            />
            {scoreOf('science1Score', s.scienceScore1, EJU_MAX.science)}
            <Select
              label={s.science2}
              data={subjects}
              clearable
              {...form.getInputProps('science2Subject')}
            />
            {scoreOf('science2Score', s.scienceScore2, EJU_MAX.science)}
          </SimpleGrid>
          {scoreOf('generalStudies', s.generalStudies, EJU_MAX.generalStudies)}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={s.mathCourse}
              data={MATH_COURSES.map((value) => ({ value, label: COURSE_NAMES[value] }))}
              clearable
              {...form.getInputProps('mathCourse')}
            />
            {scoreOf('mathScore', s.mathScore, EJU_MAX.math)}
          </SimpleGrid>
          <EditFormActions save={save} failedText={t.saveFailed} labels={t} onCancel={onDone} />
        </Stack>
      </form>
    </Card>
  );
}
