import { useCancelOrder } from '@academy/api-client/queries/commerce';
import { useSession } from '@academy/auth/use-session';
import * as commerce from '@academy/strings/commerce';
import { Alert, Anchor, Card, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

const t = commerce.site;

/**
 * Where the payment window returns on a decline or when it is closed: the reason, and the unpaid
 * order is cancelled (its coupon given back); the cart keeps the items for another try.
 */
export function FailPage() {
  const [params] = useSearchParams();
  const { isAuthenticated } = useSession();
  const cancel = useCancelOrder();
  const sent = useRef(false);
  const orderNo = params.get('orderId');
  useEffect(() => {
    if (!orderNo || !isAuthenticated || sent.current) return;
    sent.current = true;
    cancel.mutate(orderNo);
  }, [orderNo, isAuthenticated, cancel]);
  return (
    <Card withBorder maw={560} mx="auto">
      <Stack>
        <Title order={1} size="h3">
          {t.failTitle}
        </Title>
        <Alert color="red" role="alert">
          {params.get('message') ?? t.failTitle}
        </Alert>
        <Anchor component={Link} to="/cart">
          {t.backToCheckout}
        </Anchor>
      </Stack>
    </Card>
  );
}
