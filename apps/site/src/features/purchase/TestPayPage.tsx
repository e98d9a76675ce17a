import { formatWon } from '@academy/ui/format/won';
import * as commerce from '@academy/strings/commerce';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { localPaymentKey } from './checkout-items.ts';

const t = commerce.site;

/**
 * PAYMENT_PROVIDER=local's stand-in for the gateway's payment window (docs/product/commerce.md),
 * clearly labelled: nothing is paid. Each choice returns to the success or fail page with the
 * parameters the real window gives.
 */
export function TestPayPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = params.get('orderId') ?? '';
  const amount = params.get('amount') ?? '';
  const success = (outcome: 'card' | 'transfer' | 'virtual-account') =>
    void navigate(
      `/checkout/success?${new URLSearchParams({ paymentKey: localPaymentKey(outcome), orderId, amount }).toString()}`,
    );
  const fail = (code: string, message: string) =>
    void navigate(`/checkout/fail?${new URLSearchParams({ code, message, orderId }).toString()}`);
  return (
    <Card withBorder maw={480} mx="auto">
      <Stack>
        <Alert color="orange" role="note">
          <Text size="sm">{t.testPayNote}</Text>
        </Alert>
        <Text>{params.get('orderName')}</Text>
        <Text fw={800} size="xl">
          {formatWon(Number(amount))}
        </Text>
        <Button onClick={() => success('card')}>{t.testCard}</Button>
        <Button onClick={() => success('transfer')}>{t.testTransfer}</Button>
        <Button onClick={() => success('virtual-account')}>{t.testVirtualAccount}</Button>
        <Button
          color="red"
          variant="light"
          onClick={() =>
            fail('REJECT_CARD_PAYMENT', commerce.errors.paymentDeclined(t.testDecline))
          }
        >
          {t.testDecline}
        </Button>
        <Button variant="default" onClick={() => fail('PAY_PROCESS_CANCELED', t.testClosedMessage)}>
          {t.testClose}
        </Button>
      </Stack>
    </Card>
  );
}
