import type { DepositOrder } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { depositOrdersQuery, useDepositDecisions } from '@academy/api-client/queries/commerce';
import { confirm } from '@academy/ui/ConfirmDialog';
import { EmailText } from '@academy/ui/EmailText';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { seoulDateInput } from '@academy/ui/format/date';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import { showToast } from '@academy/ui/toast';
import * as commerce from '@academy/strings/commerce';
import * as errors from '@academy/strings/errors';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

const a = commerce.admin;

/**
 * 무통장 입금 orders waiting for their transfer (docs/product/commerce.md): 입금 확인 pays the order
 * and enrols the student, 주문 취소 cancels it; each asks first. A teacher sees the orders of only
 * their own lectures, an admin all.
 */
export function DepositQueue() {
  const query = useQuery(depositOrdersQuery());
  const decide = useDepositDecisions();
  const busy = decide.confirm.isPending || decide.cancel.isPending;

  async function confirmDeposit(order: DepositOrder) {
    const ok = await confirm({
      title: a.confirmTitle,
      message: a.confirmBody(order.student.name, order.total),
      confirmLabel: a.confirm,
    });
    if (!ok) return;
    decide.confirm.mutate(order.id, {
      onSuccess: () => showToast({ color: 'teal', message: commerce.messages.depositConfirmed }),
    });
  }
  async function cancelOrder(order: DepositOrder) {
    const ok = await confirm({
      title: a.cancelTitle,
      message: a.cancelBody,
      confirmLabel: a.cancel,
      cancelLabel: a.back,
      destructive: true,
    });
    if (!ok) return;
    decide.cancel.mutate(order.id, {
      onSuccess: () => showToast({ color: 'teal', message: commerce.messages.cancelled }),
    });
  }

  const failure = decide.confirm.error ?? decide.cancel.error;
  return (
    <Stack>
      {failure && (
        <Alert color="red" role="alert">
          {errorMessage(failure, errors.transport.server)}
        </Alert>
      )}
      {query.isPending ? (
        <LoadingState variant="skeleton" rows={4} label={a.loading} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, a.failed)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState message={a.empty} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{a.student}</Table.Th>
                <Table.Th>{a.items}</Table.Th>
                <Table.Th>{a.depositor}</Table.Th>
                <Table.Th>{a.total}</Table.Th>
                <Table.Th>{a.orderedAt}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <Text
                      component={Link}
                      to={`/admin/students/${order.student.id}`}
                      fw={600}
                      size="sm"
                    >
                      {order.student.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <EmailText email={order.student.userId} />
                    </Text>
                  </Table.Td>
                  <Table.Td>{order.orderName}</Table.Td>
                  <Table.Td>{order.depositorName}</Table.Td>
                  <Table.Td>{formatWon(order.total)}</Table.Td>
                  <Table.Td>{seoulDateInput(order.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        disabled={busy}
                        onClick={() => void confirmDeposit(order)}
                        aria-label={`${order.student.name} ${a.confirm}`}
                      >
                        {a.confirm}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        disabled={busy}
                        onClick={() => void cancelOrder(order)}
                        aria-label={`${order.student.name} ${a.cancel}`}
                      >
                        {a.cancel}
                      </Button>
                    </Group>
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
