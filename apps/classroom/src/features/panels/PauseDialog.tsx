import { errorMessage } from '@academy/api-client/errors';
import { myPausesQuery, usePauseWrites } from '@academy/api-client/queries/lesson-media';
import { LoadingState } from '@academy/ui/LoadingState';
import * as playerStrings from '@academy/strings/player';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const t = playerStrings.pause;

/**
 * 수강 일시정지 (docs/product/player-controls.md): the days (from today) within what the lecture still
 * allows, shown as the remaining count and days; a refusal keeps the dialog and its value.
 */
export function PauseDialog({
  enrolmentId,
  lectureTitle,
  opened,
  onClose,
}: {
  enrolmentId: number;
  lectureTitle: string;
  opened: boolean;
  onClose: () => void;
}) {
  const status = useQuery({ ...myPausesQuery(enrolmentId), enabled: opened });
  const { pause } = usePauseWrites(enrolmentId);
  const [days, setDays] = useState<number | string>(7);
  const left = status.data ? Math.min(status.data.remainingDays, 365) : 0;
  const usable = status.data && status.data.remainingCount > 0 && left > 0;
  return (
    <Modal opened={opened} onClose={onClose} title={`${t.dialogTitle} · ${lectureTitle}`} centered>
      {status.isPending ? (
        <LoadingState variant="skeleton" rows={2} />
      ) : status.isError ? (
        <Text role="alert">{errorMessage(status.error, t.loadError)}</Text>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            pause.mutate(Number(days), { onSuccess: onClose });
          }}
        >
          <Stack gap="sm">
            <Text size="sm" style={{ wordBreak: 'keep-all' }}>
              {t.intro}
            </Text>
            <Text size="sm" fw={600}>
              {t.remaining(status.data.remainingCount, status.data.remainingDays)}
            </Text>
            {usable ? (
              <NumberInput
                label={t.days}
                value={days}
                onChange={setDays}
                min={1}
                max={left}
                allowDecimal={false}
                suffix={t.daysSuffix}
                required
                data-autofocus
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t.unavailable}
              </Text>
            )}
            {pause.isError && (
              <Alert color="red" role="alert">
                {errorMessage(pause.error, t.loadError)}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t.cancel}
              </Button>
              <Button type="submit" disabled={!usable} loading={pause.isPending}>
                {t.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
