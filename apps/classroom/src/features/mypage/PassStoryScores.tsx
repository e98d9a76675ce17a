import {
  EJU_MAX,
  EJU_MONTHS,
  MATH_COURSES,
  SCIENCE_SUBJECTS,
} from '@academy/api-client/contract/values';
import * as accounts from '@academy/strings/accounts';
import * as tracker from '@academy/strings/score-tracker';
import { Fieldset, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COURSE_NAMES, SUBJECT_NAMES } from './sitting-names.ts';
import type { SittingValues } from './sitting-form.ts';

const t = accounts.sittings;
const s = accounts.subjects;
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * A pass story's optional EJU sitting, on the rules of a sitting on my page (sitting-form.ts):
 * admins read it; others see it only in a university's range of 5 admits or more.
 */
export function PassStoryScores<Values extends { scores: SittingValues }>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const field = (key: keyof SittingValues) => `scores.${key}` as const;
  const scoreOf = (key: keyof SittingValues, label: string, max: number) => (
    <TextInput
      label={`${label} (0-${max})`}
      inputMode="numeric"
      maxLength={3}
      {...form.getInputProps(field(key))}
      onChange={(event) =>
        form.setFieldValue(field(key) as never, digits(event.currentTarget.value, 3) as never)
      }
    />
  );
  const subjects = SCIENCE_SUBJECTS.map((value) => ({ value, label: SUBJECT_NAMES[value] }));
  return (
    <Fieldset legend={tracker.passStoryScores.legend}>
      <Text size="sm" c="dimmed" mb="xs">
        {tracker.passStoryScores.hint}
      </Text>
      <SimpleGrid cols={{ base: 2 }}>
        <TextInput
          label={t.year}
          inputMode="numeric"
          maxLength={4}
          {...form.getInputProps(field('year'))}
          onChange={(event) =>
            form.setFieldValue(
              field('year') as never,
              digits(event.currentTarget.value, 4) as never,
            )
          }
        />
        <Select
          label={t.month}
          data={EJU_MONTHS.map((month) => ({ value: String(month), label: t.monthName(month) }))}
          allowDeselect={false}
          {...form.getInputProps(field('month'))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        {scoreOf('japaneseReading', s.japaneseReading, EJU_MAX.japaneseReading)}
        {scoreOf('japaneseListening', s.japaneseListening, EJU_MAX.japaneseListening)}
        {scoreOf('japaneseWriting', s.japaneseWriting, EJU_MAX.japaneseWriting)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        <Select
          label={s.science1}
          data={subjects}
          clearable
          {...form.getInputProps(field('science1Subject'))}
        />
        {scoreOf('science1Score', s.scienceScore1, EJU_MAX.science)}
        <Select
          label={s.science2}
          data={subjects}
          clearable
          {...form.getInputProps(field('science2Subject'))}
        />
        {scoreOf('science2Score', s.scienceScore2, EJU_MAX.science)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {scoreOf('generalStudies', s.generalStudies, EJU_MAX.generalStudies)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        <Select
          label={s.mathCourse}
          data={MATH_COURSES.map((value) => ({ value, label: COURSE_NAMES[value] }))}
          clearable
          {...form.getInputProps(field('mathCourse'))}
        />
        {scoreOf('mathScore', s.mathScore, EJU_MAX.math)}
      </SimpleGrid>
    </Fieldset>
  );
}
