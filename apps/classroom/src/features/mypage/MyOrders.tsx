import type { MyOrder, MyOrderLine } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { myOrdersQuery } from '@academy/api-client/queries/refunds';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDate, formatDateTime } from '@academy/ui/format/date';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import { DANGER_COLOR } from '@academy/ui/theme';
import * as refundStrings from '@academy/strings/refunds';
import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';

// The dialog and the form bring their inputs: loaded when opened.
const RefundDialog = lazy(() =>
  import('./RefundDialog.tsx').then((m) => ({ default: m.RefundDialog })),
);
const CashReceiptForm = lazy(() =>
  import('./CashReceiptForm.tsx').then((m) => ({ default: m.CashReceiptForm })),
);

const t = refundStrings.mypage;
// outlined in shade 9: the text reads at 4.5:1 or more on the page (axe)
const ORDER_COLOR = {
  PENDING: 'gray.9',
  WAITING_DEPOSIT: 'yellow.9',
  PAID: 'teal.9',
  CANCELLED: 'gray.9',
  PARTIALLY_REFUNDED: 'orange.9',
  REFUNDED: 'red.9',
} as const;
const REFUND_COLOR = {
  REQUESTED: 'yellow.9',
  APPROVED: 'blue.9',
  COMPLETED: 'teal.9',
  REJECTED: 'gray.9',
  FAILED: 'red.9',
} as const;

function LineRow({ line, onRefund }: { line: MyOrderLine; onRefund: () => void }) {
  const refund = line.refund;
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <Stack gap={2}>
        <Text component="div" fw={600}>
          <Badge variant="outline" size="sm" mr={6}>
            {refundStrings.kindLabels[line.kind]}
          </Badge>
          {line.title}
        </Text>
        <Text size="sm" c="dimmed">
          {formatWon(line.amount)} · {refundStrings.lineStatusLabels[line.status]}
          {line.refundedAmount > 0 && ` · ${t.refunded} ${formatWon(line.refundedAmount)}`}
        </Text>
        {refund && (
          <Group gap={6}>
            <Badge color={REFUND_COLOR[refund.status]} variant="outline">
              {t.refundState(refundStrings.statusLabels[refund.status])}
            </Badge>
            {(refund.status === 'REQUESTED' ||
              refund.status === 'APPROVED' ||
              refund.status === 'FAILED') && (
              <Text size="sm">{t.dueAt(formatDate(refund.dueAt))}</Text>
            )}
            {refund.staffReason && (
              <Text size="sm" c="dimmed">
                {refund.staffReason}
              </Text>
            )}
          </Group>
        )}
      </Stack>
      {line.refundable && (
        <Button size="xs" variant="outline" color={DANGER_COLOR} onClick={onRefund}>
          {t.requestRefund}
        </Button>
      )}
    </Group>
  );
}

function OrderCard({ order }: { order: MyOrder }) {
  const [refunding, setRefunding] = useState<MyOrderLine | null>(null);
  const [receiptForm, setReceiptForm] = useState(false);
  return (
    <Paper component="li" withBorder p="md" aria-label={order.orderName}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={700}>{order.orderName}</Text>
            <Text size="sm" c="dimmed">
              {t.orderNo} {order.orderNo} · {t.orderedAt} {formatDateTime(order.createdAt)}
            </Text>
            <Text size="sm">
              {refundStrings.methodLabels[order.method]} · {t.total} {formatWon(order.total)}
              {order.refundedAmount > 0 && ` · ${t.refunded} ${formatWon(order.refundedAmount)}`}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge color={ORDER_COLOR[order.status]} variant="outline">
              {refundStrings.orderStatusLabels[order.status]}
            </Badge>
            {order.paidAt && (
              <Button
                component={Link}
                to={`/mypage/orders/${order.orderNo}/receipt`}
                size="xs"
                variant="default"
              >
                {t.receipt}
              </Button>
            )}
          </Group>
        </Group>
        <Divider />
        {order.lines.map((line) => (
          <LineRow key={line.orderLineId} line={line} onRefund={() => setRefunding(line)} />
        ))}
        {order.cashReceipt && (
          <Text size="sm">
            {t.cashReceiptState(refundStrings.receiptStatusLabels[order.cashReceipt.status])} ·{' '}
            {order.cashReceipt.identityNumber}
            {order.cashReceipt.issueNumber && ` · ${order.cashReceipt.issueNumber}`}
          </Text>
        )}
        {order.cashReceiptAvailable &&
          (receiptForm ? (
            <Suspense fallback={<LoadingState variant="skeleton" rows={2} />}>
              <CashReceiptForm orderNo={order.orderNo} />
            </Suspense>
          ) : (
            <Button
              size="xs"
              variant="default"
              w="fit-content"
              onClick={() => setReceiptForm(true)}
            >
              {t.cashReceipt}
            </Button>
          ))}
      </Stack>
      {refunding && (
        <Suspense fallback={null}>
          <RefundDialog
            line={refunding}
            toAccount={order.method === 'VIRTUAL_ACCOUNT'}
            onClose={() => setRefunding(null)}
          />
        </Suspense>
      )}
    </Paper>
  );
}

/** My page's 주문 내역: the student's orders, refunds and receipts (docs/product/refunds.md). */
export function MyOrders() {
  const query = useQuery(myOrdersQuery());
  return (
    <Stack>
      <Title order={2} size="h4">
        {t.heading}
      </Title>
      {query.isPending ? (
        <LoadingState variant="skeleton" rows={3} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, t.error)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.map((order) => (
            <OrderCard key={order.orderNo} order={order} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
