import {
  EJU_MAX,
  EJU_MONTHS,
  MATH_COURSES,
  SCIENCE_SUBJECTS,
  type EjuSitting,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  ejuSittingsQuery,
  useDeleteEjuSitting,
  useSaveEjuSitting,
} from '@academy/api-client/queries/accounts';
import { confirm } from '@academy/ui/ConfirmDialog';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { showToast } from '@academy/ui/toast';
import * as accounts from '@academy/strings/accounts';
import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  sittingRequest,
  sittingValues,
  validateSitting,
  type SittingValues,
} from './sitting-form.ts';

const t = accounts.sittings;
const s = accounts.subjects;
const SUBJECT_NAMES = { PHYSICS: s.physics, CHEMISTRY: s.chemistry, BIOLOGY: s.biology };
const COURSE_NAMES = { COURSE1: s.course1, COURSE2: s.course2 };
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

function Score({ label, value, max }: { label: string; value: number | null; max: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value === null ? t.notTaken : t.outOf(value, max)}</Text>
    </div>
  );
}

/** Every subject of a sitting on its real scale; a subject not taken shows '-'. */
export function SittingScores({ sitting }: { sitting: EjuSitting }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }}>
      <Score
        label={s.japaneseReading}
        value={sitting.japaneseReading}
        max={EJU_MAX.japaneseReading}
      />
      <Score
        label={s.japaneseListening}
        value={sitting.japaneseListening}
        max={EJU_MAX.japaneseListening}
      />
      <Score label={s.japaneseTotal} value={sitting.japaneseTotal} max={EJU_MAX.japaneseTotal} />
      <Score
        label={s.japaneseWriting}
        value={sitting.japaneseWriting}
        max={EJU_MAX.japaneseWriting}
      />
      {sitting.science1Subject && (
        <Score
          label={`${s.science} ${SUBJECT_NAMES[sitting.science1Subject]}`}
          value={sitting.science1Score}
          max={EJU_MAX.science}
        />
      )}
      {sitting.science2Subject && (
        <Score
          label={`${s.science} ${SUBJECT_NAMES[sitting.science2Subject]}`}
          value={sitting.science2Score}
          max={EJU_MAX.science}
        />
      )}
      {sitting.generalStudies !== null && (
        <Score
          label={s.generalStudies}
          value={sitting.generalStudies}
          max={EJU_MAX.generalStudies}
        />
      )}
      {sitting.mathCourse && (
        <Score
          label={`${s.math} ${COURSE_NAMES[sitting.mathCourse]}`}
          value={sitting.mathScore}
          max={EJU_MAX.math}
        />
      )}
    </SimpleGrid>
  );
}

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
          {save.isError && (
            <Alert color="red" role="alert">
              {errorMessage(save.error, t.saveFailed)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t.save}
            </Button>
            <Button variant="default" onClick={onDone}>
              {t.cancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * 공식 EJU 성적 on my page (docs/product/screens.md): the latest sitting first, every sitting with
 * its edit and (confirmed) delete, and the form to add one.
 */
export function EjuSittings() {
  const query = useQuery(ejuSittingsQuery());
  const remove = useDeleteEjuSitting();
  const [editing, setEditing] = useState<EjuSitting | 'new' | null>(null);

  async function deleteOne(sitting: EjuSitting) {
    if (
      !(await confirm({ message: t.deleteConfirm(sitting.year, sitting.month), destructive: true }))
    )
      return;
    remove.mutate(sitting.id, {
      onSuccess: (answer) => showToast({ color: 'teal', message: answer.message }),
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.deleteFailed) }),
    });
  }

  let body;
  if (query.isPending) body = <LoadingState variant="skeleton" rows={3} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.length === 0) body = <Text c="dimmed">{t.empty}</Text>;
  else {
    const [latest] = query.data;
    body = (
      <Stack>
        <Card withBorder radius="md" aria-label={t.latest} component="section">
          <Text size="sm" c="dimmed">
            {t.latest}
          </Text>
          <Title order={3} size="h4" mb="xs">
            {t.sittingName(latest!.year, latest!.month)}
          </Title>
          <SittingScores sitting={latest!} />
        </Card>
        {query.data.map((sitting) => (
          <Group key={sitting.id} justify="space-between">
            <Text fw={500}>{t.sittingName(sitting.year, sitting.month)}</Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                aria-label={`${t.sittingName(sitting.year, sitting.month)} ${t.edit}`}
                onClick={() => setEditing(sitting)}
              >
                {t.edit}
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                aria-label={`${t.sittingName(sitting.year, sitting.month)} ${t.delete}`}
                onClick={() => void deleteOne(sitting)}
              >
                {t.delete}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t.title}
        </Title>
        {editing === null && (
          <Button size="xs" onClick={() => setEditing('new')}>
            {t.add}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t.hint}
      </Text>
      <Stack>
        {editing !== null && (
          <SittingForm
            key={editing === 'new' ? 'new' : editing.id}
            sitting={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
        {body}
      </Stack>
    </Card>
  );
}
