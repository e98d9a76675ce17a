import { EJU_MAX } from '@academy/api-client/contract/values';
import type { EjuSitting } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { ejuSittingsQuery, useDeleteEjuSitting } from '@academy/api-client/queries/accounts';
import { confirm } from '@academy/ui/ConfirmDialog';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { showToast } from '@academy/ui/toast';
import * as accounts from '@academy/strings/accounts';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { COURSE_NAMES, SUBJECT_NAMES } from './sitting-names.ts';

// The sittings come with my page, read on the server; the form to add or edit one (its Select,
// inputs and the contract's rules) loads when a student opens it (budget.spec.ts).
const SittingForm = lazy(() =>
  import('./SittingForm.tsx').then((m) => ({ default: m.SittingForm })),
);

const t = accounts.sittings;
const s = accounts.subjects;

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
          <Suspense fallback={<LoadingState variant="skeleton" rows={6} />}>
            <SittingForm
              key={editing === 'new' ? 'new' : editing.id}
              sitting={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          </Suspense>
        )}
        {body}
      </Stack>
    </Card>
  );
}
