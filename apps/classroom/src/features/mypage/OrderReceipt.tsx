import { errorMessage } from '@academy/api-client/errors';
import { orderReceiptQuery } from '@academy/api-client/queries/refunds';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import * as refundStrings from '@academy/strings/refunds';
import {
  Anchor,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import classes from './OrderReceipt.module.css';

const t = refundStrings.mypage;

/** The printable receipt of an own order (the browser's print prints the receipt alone). */
export function OrderReceipt({ orderNo }: { orderNo: string }) {
  const query = useQuery(orderReceiptQuery(orderNo));
  return (
    <Container component="main" size="sm" py="xl" className={classes.receipt}>
      <Group justify="space-between" mb="md" className={classes.screenOnly}>
        <Button component={Link} to="/mypage?tab=orders" variant="default">
          {t.receiptBack}
        </Button>
        <Button onClick={() => window.print()} disabled={!query.data}>
          {t.receiptPrint}
        </Button>
      </Group>
      {query.isPending ? (
        <LoadingState variant="skeleton" rows={6} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, t.receiptNotFound)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Title order={1} size="h2">
              {t.receiptTitle}
            </Title>
            <Text>
              {t.orderNo} {query.data.orderNo}
            </Text>
            <Text>
              {t.receiptSeller}: {query.data.seller.name} · {t.receiptBuyer}: {query.data.buyerName}
            </Text>
            <Text>
              {t.method}: {refundStrings.methodLabels[query.data.method]} · {t.paidAt}:{' '}
              {query.data.paidAt ? formatDateTime(query.data.paidAt) : '-'}
            </Text>
            <Divider />
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.receiptItems}</Table.Th>
                  <Table.Th>{t.state}</Table.Th>
                  <Table.Th ta="right">{t.total}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.lines.map((line) => (
                  <Table.Tr key={line.orderLineId}>
                    <Table.Td>
                      {refundStrings.kindLabels[line.kind]} · {line.title}
                    </Table.Td>
                    <Table.Td>{refundStrings.lineStatusLabels[line.status]}</Table.Td>
                    <Table.Td ta="right">{formatWon(line.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Stack gap={2} align="flex-end">
              <Text>
                {t.receiptSubtotal} {formatWon(query.data.subtotal)}
              </Text>
              {query.data.discount > 0 && (
                <Text>
                  {t.receiptDiscount} −{formatWon(query.data.discount)}
                </Text>
              )}
              {query.data.shippingFee > 0 && (
                <Text>
                  {t.receiptShipping} {formatWon(query.data.shippingFee)}
                </Text>
              )}
              <Text fw={700} size="lg">
                {t.receiptTotal} {formatWon(query.data.total)}
              </Text>
              {query.data.refundedAmount > 0 && (
                <Text>
                  {t.refunded} −{formatWon(query.data.refundedAmount)}
                </Text>
              )}
            </Stack>
            {query.data.cashReceipt?.status === 'ISSUED' && (
              <Text size="sm">
                {t.receiptCash(
                  refundStrings.receiptKindLabels[query.data.cashReceipt.kind],
                  query.data.cashReceipt.identityNumber,
                )}
              </Text>
            )}
            {query.data.paymentReceiptUrl && (
              <Anchor
                href={query.data.paymentReceiptUrl}
                target="_blank"
                rel="noreferrer"
                className={classes.screenOnly}
              >
                {t.receiptCardSlip}
              </Anchor>
            )}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
