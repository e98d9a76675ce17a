import type { OrderDetail } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { orderQuery, useOrderPayment } from '@academy/api-client/queries/commerce';
import { appUrl } from '@academy/auth/origins';
import { useSession } from '@academy/auth/use-session';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import * as commerce from '@academy/strings/commerce';
import * as errors from '@academy/strings/errors';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

const t = commerce.site;

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <Stack gap={4}>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between">
          <Text c="dimmed" size="sm">
            {label}
          </Text>
          <Text fw={600}>{value}</Text>
        </Group>
      ))}
    </Stack>
  );
}

function OrderResult({
  order,
  onDeposit,
  depositing,
}: {
  order: OrderDetail;
  onDeposit: () => void;
  depositing: boolean;
}) {
  const base: [string, string][] = [
    [t.orderNo, order.orderNo],
    [t.total, formatWon(order.total)],
  ];
  if (order.status === 'PAID')
    return (
      <Stack>
        <Title order={1} size="h3">
          {t.successTitle}
        </Title>
        <Text>{commerce.messages.paid}</Text>
        <Rows
          rows={[
            ...base,
            ...order.lines.map((line): [string, string] => [
              commerce.lineKinds[line.kind],
              line.title,
            ]),
          ]}
        />
        <Button component="a" href={appUrl('classroom', '/dashboard')} w="fit-content">
          {t.toClassroom}
        </Button>
      </Stack>
    );
  if (order.status === 'WAITING_DEPOSIT' && order.method === 'BANK_DEPOSIT')
    return (
      <Stack>
        <Title order={1} size="h3">
          {t.bankDepositTitle}
        </Title>
        <Text size="sm">{t.bankDepositNote}</Text>
        <Rows
          rows={[
            ...base,
            ...(order.depositAccount
              ? ([
                  [t.vaBank, order.depositAccount.bank],
                  [t.vaAccount, order.depositAccount.accountNumber],
                ] as [string, string][])
              : []),
            [t.depositor, order.depositorName ?? ''],
          ]}
        />
      </Stack>
    );
  if (order.status === 'WAITING_DEPOSIT' && order.virtualAccount)
    return (
      <Stack>
        <Title order={1} size="h3">
          {t.waitingTitle}
        </Title>
        <Text>{commerce.messages.waitingDeposit}</Text>
        <Rows
          rows={[
            ...base,
            [t.vaBank, order.virtualAccount.bankCode],
            [t.vaAccount, order.virtualAccount.accountNumber],
            [t.vaDue, new Date(order.virtualAccount.dueDate).toLocaleString('ko-KR')],
          ]}
        />
        {order.gateway.provider === 'local' && (
          <Button
            variant="light"
            color="orange"
            onClick={onDeposit}
            loading={depositing}
            w="fit-content"
          >
            {t.testDeposit}
          </Button>
        )}
      </Stack>
    );
  return (
    <Stack>
      <Text>{commerce.statuses[order.status]}</Text>
      <Rows rows={base} />
    </Stack>
  );
}

/**
 * Where the payment window returns (docs/product/commerce.md): with a paymentKey the order is
 * confirmed once (the server checks the amount and asks the gateway) and the result shown, with
 * the way into the classroom; a 가상계좌 shows where to pay (and, in local mode, the labelled
 * test deposit); a 무통장 입금 order shows the academy's account.
 */
export function SuccessPage() {
  const [params] = useSearchParams();
  const { isAuthenticated } = useSession();
  const orderNo = params.get('orderId') ?? '';
  const paymentKey = params.get('paymentKey');
  const amount = Number(params.get('amount'));
  const payment = useOrderPayment();
  const [confirmed, setConfirmed] = useState<OrderDetail | null>(null);
  const sent = useRef(false);
  const read = useQuery({
    ...orderQuery(orderNo),
    enabled: isAuthenticated && !paymentKey && orderNo !== '',
  });

  useEffect(() => {
    if (!paymentKey || !isAuthenticated || sent.current) return;
    sent.current = true;
    payment.confirm.mutate(
      { orderNo, paymentKey, amount },
      { onSuccess: (answer) => setConfirmed(answer.data) },
    );
  }, [paymentKey, isAuthenticated, orderNo, amount, payment.confirm]);

  const deposit = () =>
    payment.deposit.mutate(orderNo, { onSuccess: (answer) => setConfirmed(answer.data) });

  const order = confirmed ?? read.data ?? null;
  const failure = payment.confirm.error ?? read.error ?? payment.deposit.error;
  return (
    <Card withBorder maw={560} mx="auto">
      {failure ? (
        <Stack>
          <Title order={1} size="h3">
            {t.failTitle}
          </Title>
          <Alert color="red" role="alert">
            {errorMessage(failure, errors.transport.server)}
          </Alert>
          <Anchor component={Link} to="/checkout">
            {t.backToCheckout}
          </Anchor>
        </Stack>
      ) : order ? (
        <OrderResult order={order} onDeposit={deposit} depositing={payment.deposit.isPending} />
      ) : (
        <LoadingState variant="skeleton" rows={4} label={t.confirming} />
      )}
    </Card>
  );
}
