// 수강 일시정지 on a student's page (docs/product/player-controls.md): each enrolment's pauses with
// what is left of its lecture's limits; a running pause can be undone now, with a reason that is
// kept with it (and the change is in the audit log).
import type { PauseStatus } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { studentPausesQuery, useUndoPause } from '@academy/api-client/queries/lesson-media';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDate } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { showToast } from '@academy/ui/toast';
import * as pauseStrings from '@academy/strings/pause';
import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const t = pauseStrings.pause;

function UndoDialog({
  studentId,
  target,
  onClose,
}: {
  studentId: number;
  target: { pauseId: number; lectureTitle: string } | null;
  onClose: () => void;
}) {
  const undo = useUndoPause(studentId);
  const [reason, setReason] = useState('');
  return (
    <Modal opened={target !== null} onClose={onClose} title={t.undoTitle} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!target) return;
          undo.mutate(
            { pauseId: target.pauseId, reason },
            {
              onSuccess: (response) => {
                showToast({ color: 'teal', message: response.message });
                setReason('');
                onClose();
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{target?.lectureTitle}</Text>
          {undo.isError && (
            <Alert color="red" role="alert">
              {errorMessage(undo.error, t.loadError)}
            </Alert>
          )}
          <TextInput
            label={t.undoReason}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={200}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" color="red" loading={undo.isPending}>
              {t.undoSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function EnrolmentPauses({
  status,
  onUndo,
}: {
  status: PauseStatus;
  onUndo: (pauseId: number) => void;
}) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={700}>{status.lectureTitle}</Text>
        <Text size="sm" c="dimmed">
          {t.remaining(status.remainingCount, status.remainingDays)}
        </Text>
      </Group>
      {status.pauses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.staffEmpty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Tbody>
              {status.pauses.map((pause) => (
                <Table.Tr key={pause.pauseId}>
                  <Table.Td>
                    {t.period(
                      formatDate(pause.startsAt),
                      formatDate(pause.endedAt ?? pause.endsAt),
                    )}
                  </Table.Td>
                  <Table.Td>
                    {pause.usedDays}/{pause.days}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge tone={pause.state === 'ACTIVE' ? 'warning' : 'neutral'}>
                      {t.states[pause.state]}
                    </StatusBadge>
                    {pause.endReason && (
                      <Text size="xs" c="dimmed">
                        {t.reasonShown(pause.endReason)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {pause.state === 'ACTIVE' && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        aria-label={t.undoLabel(status.lectureTitle)}
                        onClick={() => onUndo(pause.pauseId)}
                      >
                        {t.undo}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function StudentPauses({ studentId }: { studentId: number }) {
  const query = useQuery(studentPausesQuery(studentId));
  const [target, setTarget] = useState<{ pauseId: number; lectureTitle: string } | null>(null);
  return (
    <Stack gap="sm" component="section" aria-label={t.staffTitle}>
      <Title order={3} size="h4">
        {t.staffTitle}
      </Title>
      {query.isPending ? (
        <LoadingState variant="skeleton" rows={2} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, t.loadError)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.staffEmpty}
        </Text>
      ) : (
        query.data.map((status) => (
          <EnrolmentPauses
            key={status.enrolmentId}
            status={status}
            onUndo={(pauseId) => setTarget({ pauseId, lectureTitle: status.lectureTitle })}
          />
        ))
      )}
      <UndoDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
