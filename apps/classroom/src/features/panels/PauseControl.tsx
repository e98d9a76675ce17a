import { errorMessage } from '@academy/api-client/errors';
import { usePauseWrites } from '@academy/api-client/queries/lesson-media';
import { confirm } from '@academy/ui/ConfirmDialog';
import { formatDate } from '@academy/ui/format/date';
import { StatusBadge } from '@academy/ui/StatusBadge';
import * as playerStrings from '@academy/strings/player';
import { Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const t = playerStrings.pause;
// The dialog (and its form) loads when the student opens it, not with the dashboard.
const PauseDialog = lazy(() =>
  import('./PauseDialog.tsx').then((module) => ({ default: module.PauseDialog })),
);

/** A lecture card's 일시정지 button, or, while paused, its end and 일시정지 해제. */
export function PauseControl({
  enrolmentId,
  lectureTitle,
  pausedUntil,
}: {
  enrolmentId: number;
  lectureTitle: string;
  pausedUntil: string | null;
}) {
  const [opened, setOpened] = useState(false);
  const { resume } = usePauseWrites(enrolmentId);
  if (pausedUntil) {
    return (
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap={6}>
          <StatusBadge tone="warning">{t.pausedBadge}</StatusBadge>
          <Text size="sm">{t.until(formatDate(pausedUntil))}</Text>
        </Group>
        <Button
          size="compact-sm"
          variant="light"
          loading={resume.isPending}
          onClick={async () => {
            if (await confirm({ title: t.resume, message: t.resumeConfirm })) resume.mutate();
          }}
        >
          {t.resume}
        </Button>
        {resume.isError && (
          <Text size="sm" c="red" role="alert" w="100%">
            {errorMessage(resume.error, t.loadError)}
          </Text>
        )}
      </Group>
    );
  }
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => setOpened(true)}
        aria-label={`${lectureTitle} ${t.button}`}
      >
        {t.button}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <PauseDialog
            enrolmentId={enrolmentId}
            lectureTitle={lectureTitle}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}
