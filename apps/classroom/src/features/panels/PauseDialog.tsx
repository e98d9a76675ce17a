import { errorMessage } from '@academy/api-client/errors';
import { myPausesQuery, usePauseWrites } from '@academy/api-client/queries/lesson-media';
import { LoadingState } from '@academy/ui/LoadingState';
import * as pauseStrings from '@academy/strings/pause';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const t = pauseStrings.pause;

/**
 * 수강 일시정지 (docs/product/player-controls.md): `pause` asks the days (from today) within what the
 * lecture still allows, shown as the remaining count and days; `resume` confirms 일시정지 해제. A
 * refusal keeps the dialog and its value.
 */
export function PauseDialog({
  mode,
  enrolmentId,
  lectureTitle,
  onClose,
}: {
  mode: 'pause' | 'resume';
  enrolmentId: number;
  lectureTitle: string;
  onClose: () => void;
}) {
  return mode === 'pause' ? (
    <PauseForm enrolmentId={enrolmentId} lectureTitle={lectureTitle} onClose={onClose} />
  ) : (
    <ResumeConfirm enrolmentId={enrolmentId} onClose={onClose} />
  );
}

function ResumeConfirm({ enrolmentId, onClose }: { enrolmentId: number; onClose: () => void }) {
  const { resume } = usePauseWrites(enrolmentId);
  return (
    <Modal opened onClose={onClose} title={t.resume} centered>
      <Stack gap="sm">
        <Text size="sm" style={{ wordBreak: 'keep-all' }}>
          {t.resumeConfirm}
        </Text>
        {resume.isError && (
          <Alert color="red" role="alert">
            {errorMessage(resume.error, t.loadError)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t.cancel}
          </Button>
          <Button
            loading={resume.isPending}
            onClick={() => resume.mutate(undefined, { onSuccess: onClose })}
          >
            {t.resume}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PauseForm({
  enrolmentId,
  lectureTitle,
  onClose,
}: {
  enrolmentId: number;
  lectureTitle: string;
  onClose: () => void;
}) {
  const status = useQuery(myPausesQuery(enrolmentId));
  const { pause } = usePauseWrites(enrolmentId);
  const [days, setDays] = useState<number | string>(7);
  const left = status.data ? Math.min(status.data.remainingDays, 365) : 0;
  const usable = status.data && status.data.remainingCount > 0 && left > 0;
  return (
    <Modal opened onClose={onClose} title={`${t.dialogTitle} · ${lectureTitle}`} centered>
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
                // what is typed stays as typed; the server's refusal says what is allowed
                clampBehavior="none"
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
