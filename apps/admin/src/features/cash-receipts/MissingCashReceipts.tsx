import { errorMessage } from '@academy/api-client/errors';
import { missingCashReceiptsQuery } from '@academy/api-client/queries/refunds';
import { EmailText } from '@academy/ui/EmailText';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDate } from '@academy/ui/format/date';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import * as refundStrings from '@academy/strings/refunds';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

const a = refundStrings.admin;
const m = refundStrings.mypage;

/**
 * 현금영수증 미발급 (docs/product/refunds.md): cash payments of 100,000원 or more, paid over five
 * days ago, without an issued receipt, oldest first (admins).
 */
export function MissingCashReceipts() {
  const query = useQuery(missingCashReceiptsQuery());
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {a.cashNote}
      </Text>
      {query.isPending ? (
        <LoadingState variant="skeleton" rows={4} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, a.cashError)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.orders.length === 0 ? (
        <EmptyState message={a.cashEmpty} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.orderNo}</Table.Th>
                <Table.Th>{a.student}</Table.Th>
                <Table.Th>{m.method}</Table.Th>
                <Table.Th ta="right">{m.total}</Table.Th>
                <Table.Th>{m.paidAt}</Table.Th>
                <Table.Th>{a.receiptState}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.orders.map((order) => (
                <Table.Tr key={order.orderNo}>
                  <Table.Td>
                    <Text size="sm">{order.orderName}</Text>
                    <Text size="xs" c="dimmed">
                      {order.orderNo}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text component={Link} to={`/admin/students/${order.student.id}`} size="sm">
                      {order.student.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <EmailText email={order.student.userId} />
                    </Text>
                  </Table.Td>
                  <Table.Td>{refundStrings.methodLabels[order.method]}</Table.Td>
                  <Table.Td ta="right">{formatWon(order.total)}</Table.Td>
                  <Table.Td>
                    {formatDate(order.paidAt)}{' '}
                    <Badge color="red.9" size="sm">
                      {a.cashDays(order.daysSincePaid)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {order.receiptStatus
                      ? refundStrings.receiptStatusLabels[order.receiptStatus]
                      : a.none}
                    {order.lastError && (
                      <Text size="xs" c="red.9">
                        {order.lastError}
                      </Text>
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
