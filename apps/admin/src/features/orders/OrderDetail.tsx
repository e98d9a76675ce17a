// One order (docs/product/coupons-and-orders.md: Orders and shipping (staff)): its lines with
// their shipping, the amounts, the coupon as applied, the payments, refunds and 현금영수증, and where
// the textbook goes. Contacts are masked; a teacher sees only their lines (the server's rule).
import type { AdminOrder } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { adminOrderQuery } from '@academy/api-client/queries/admin-orders';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { formatDateTime } from '@academy/ui/format/date';
import { formatWon } from '@academy/ui/format/won';
import * as couponStrings from '@academy/strings/coupons';
import * as orderStrings from '@academy/strings/admin-orders';
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDER_TONE } from './order-labels.ts';

const t = orderStrings.admin;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

function couponText(coupon: NonNullable<AdminOrder['coupon']>) {
  const amount = coupon.kind === 'FIXED' ? formatWon(coupon.value) : `${coupon.value}%`;
  return `${coupon.code} · ${coupon.name} (${couponStrings.kinds[coupon.kind]} ${amount})`;
}

export function OrderDetail({ orderId }: { orderId: number }) {
  const query = useQuery(adminOrderQuery(orderId));
  if (query.isPending) return <LoadingState variant="skeleton" rows={8} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.notFound)}
        onRetry={() => void query.refetch()}
      />
    );
  const order = query.data;
  return (
    <Stack>
      <Anchor component={Link} to="/admin/orders" size="sm" w="fit-content">
        {t.backToList}
      </Anchor>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={3} ff="monospace" size="h4">
            {order.orderNo}
          </Title>
          <StatusBadge tone={ORDER_TONE[order.status]}>
            {orderStrings.orderStatuses[order.status]}
          </StatusBadge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fact label={t.orderedAt}>{formatDateTime(order.createdAt)}</Fact>
          <Fact label={t.paidAt}>{order.paidAt ? formatDateTime(order.paidAt) : '-'}</Fact>
          <Fact label={t.method}>{orderStrings.methods[order.method]}</Fact>
          <Fact label={t.student}>{`${order.student.name} (${order.student.email})`}</Fact>
          <Fact label={t.subtotal}>{formatWon(order.subtotal)}</Fact>
          <Fact label={t.discount}>{formatWon(order.discount)}</Fact>
          <Fact label={t.shippingFee}>{formatWon(order.shippingFee)}</Fact>
          <Fact label={t.total}>{formatWon(order.total)}</Fact>
          <Fact label={t.refunded}>{formatWon(order.refundedAmount)}</Fact>
          <Fact label={t.coupon}>{order.coupon ? couponText(order.coupon) : t.noCoupon}</Fact>
          {order.depositorName && <Fact label={t.depositor}>{order.depositorName}</Fact>}
          {order.cashReceipt !== null || order.payments.length > 0 ? (
            <Fact label={t.cashReceipt}>
              {orderStrings.cashReceiptStatuses[order.cashReceipt?.status ?? 'NONE']}
            </Fact>
          ) : null}
        </SimpleGrid>
      </Card>

      <Title order={3} size="h5">
        {t.lines}
      </Title>
      <Table.ScrollContainer minWidth={760}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.kind}</Table.Th>
              <Table.Th>{t.title}</Table.Th>
              <Table.Th>{t.price}</Table.Th>
              <Table.Th>{t.discount}</Table.Th>
              <Table.Th>{t.amount}</Table.Th>
              <Table.Th>{t.lineStatus}</Table.Th>
              <Table.Th>{t.shipping}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>{orderStrings.lineKinds[line.kind]}</Table.Td>
                <Table.Td>{line.title}</Table.Td>
                <Table.Td>{formatWon(line.price)}</Table.Td>
                <Table.Td>{formatWon(line.discount)}</Table.Td>
                <Table.Td>{formatWon(line.amount)}</Table.Td>
                <Table.Td>{orderStrings.lineStatuses[line.status]}</Table.Td>
                <Table.Td>
                  {line.kind !== 'TEXTBOOK'
                    ? '-'
                    : line.shippedAt
                      ? `${formatDateTime(line.shippedAt)} · ${line.carrier ?? ''} ${line.trackingNo ?? ''}`
                      : t.notShipped}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {order.shipping && (
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {t.shipping}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Fact label={t.recipient}>{order.shipping.recipient ?? '-'}</Fact>
            <Fact label={t.phone}>{order.shipping.phone ?? '-'}</Fact>
            <Fact label={t.address}>
              {[
                order.shipping.postcode && `(${order.shipping.postcode})`,
                order.shipping.address1,
                order.shipping.address2,
              ]
                .filter(Boolean)
                .join(' ')}
            </Fact>
          </SimpleGrid>
        </Card>
      )}

      <Title order={3} size="h5">
        {t.payments}
      </Title>
      {order.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noPayments}
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.method}</Table.Th>
              <Table.Th>{t.paymentStatus}</Table.Th>
              <Table.Th>{t.amount}</Table.Th>
              <Table.Th>{t.paidAt}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{orderStrings.methods[payment.method]}</Table.Td>
                <Table.Td>{payment.status}</Table.Td>
                <Table.Td>{formatWon(payment.amount)}</Table.Td>
                <Table.Td>{payment.approvedAt ? formatDateTime(payment.approvedAt) : '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <Title order={3} size="h5">
        {t.refunds}
      </Title>
      {order.refunds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noRefunds}
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.title}</Table.Th>
              <Table.Th>{t.lineStatus}</Table.Th>
              <Table.Th>{t.amount}</Table.Th>
              <Table.Th>{t.refundReason}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.refunds.map((refund) => (
              <Table.Tr key={refund.id}>
                <Table.Td>
                  {order.lines.find((line) => line.id === refund.orderLineId)?.title ?? '-'}
                </Table.Td>
                <Table.Td>{orderStrings.refundStatuses[refund.status]}</Table.Td>
                <Table.Td>{formatWon(refund.approvedAmount ?? refund.quotedAmount)}</Table.Td>
                <Table.Td>{refund.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
