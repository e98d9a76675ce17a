// The 재생 기기 section of a student's page (docs/product/player.md): the devices the student
// played lessons on, the most recent first, which one plays now, and a reset (after a
// confirmation) that forgets them and stops what plays. The read is recorded in the access log;
// the reset by the audit middleware.
import { errorMessage } from '@academy/api-client/errors';
import { studentDevicesQuery, useResetDevices } from '@academy/api-client/queries/playback';
import * as streaming from '@academy/strings/streaming';
import { confirm } from '@academy/ui/ConfirmDialog';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { showToast } from '@academy/ui/toast';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

const t = streaming.devices;

export function StudentDevices({ studentId }: { studentId: number }) {
  const query = useQuery(studentDevicesQuery(studentId));
  const reset = useResetDevices(studentId);
  const onReset = async () => {
    if (
      !(await confirm({
        title: t.resetConfirmTitle,
        message: t.resetConfirm,
        confirmLabel: t.reset,
        destructive: true,
      }))
    ) {
      return;
    }
    reset.mutate(undefined, {
      onSuccess: () => showToast({ color: 'teal', message: t.resetDone }),
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.resetFailed) }),
    });
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="student-devices-title">
      <Group justify="space-between">
        <Title order={3} size="h4" id="student-devices-title">
          {t.title}
        </Title>
        {query.data && query.data.length > 0 && (
          <Button
            variant="default"
            color="red"
            loading={reset.isPending}
            onClick={() => void onReset()}
          >
            {t.reset}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t.description}
      </Text>
      {query.isPending ? (
        <LoadingState variant="skeleton" rows={2} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, t.error)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.label}</Table.Th>
                <Table.Th>{t.firstSeen}</Table.Th>
                <Table.Th>{t.lastSeen}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((device) => (
                <Table.Tr key={device.deviceId}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm">{device.label}</Text>
                      {device.playing && (
                        <Badge color="teal" variant="light">
                          {t.playing}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDateTime(device.firstSeenAt)}</Table.Td>
                  <Table.Td>{formatDateTime(device.lastSeenAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
