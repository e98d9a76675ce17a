import { formatDate } from '@academy/ui/format/date';
import { StatusBadge } from '@academy/ui/StatusBadge';
import * as pauseStrings from '@academy/strings/pause';
import { Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const t = pauseStrings.pause;
// The dialogs (a form, a confirmation, the calls) load when the student opens one.
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
  const [opened, setOpened] = useState<'pause' | 'resume' | null>(null);
  const dialog = opened && (
    <Suspense fallback={null}>
      <PauseDialog
        mode={opened}
        enrolmentId={enrolmentId}
        lectureTitle={lectureTitle}
        onClose={() => setOpened(null)}
      />
    </Suspense>
  );
  if (pausedUntil) {
    return (
      <Group gap="xs" justify="space-between" wrap="wrap" w="100%">
        <Group gap={6}>
          <StatusBadge tone="warning">{t.pausedBadge}</StatusBadge>
          <Text size="sm">{t.until(formatDate(pausedUntil))}</Text>
        </Group>
        <Button size="compact-sm" variant="light" onClick={() => setOpened('resume')}>
          {t.resume}
        </Button>
        {dialog}
      </Group>
    );
  }
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => setOpened('pause')}
        aria-label={`${lectureTitle} ${t.button}`}
      >
        {t.button}
      </Button>
      {dialog}
    </>
  );
}
