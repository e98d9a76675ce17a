import { errorMessage } from '@academy/api-client/errors';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import * as commerce from '@academy/strings/commerce';
import * as errors from '@academy/strings/errors';
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCart } from '../../shared/cart/use-cart.ts';

const t = commerce.site;

/** The cart (docs/product/commerce.md): its items, removing one, and 주문하기 to the checkout. */
export function CartPage() {
  const cart = useCart();
  const [failure, setFailure] = useState<string | null>(null);
  if (cart.isPending) return <LoadingState variant="skeleton" rows={3} label={t.cartLoading} />;
  if (cart.isError)
    return <ErrorState message={errorMessage(cart.error, t.cartFailed)} onRetry={cart.refetch} />;
  if (cart.items.length === 0) return <EmptyState message={t.cartEmpty} />;
  const known = cart.items.filter((item) => item.price !== null);
  const total = known.reduce((sum, item) => sum + (item.price ?? 0), 0);
  return (
    <Stack>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {cart.items.map((item) => (
        <Card
          key={`${item.lectureId}:${item.kind}`}
          withBorder
          padding="md"
          data-testid="cart-item"
        >
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2}>
              <Group gap="xs">
                <Badge variant="light">{commerce.lineKinds[item.kind]}</Badge>
                <Text fw={600}>{item.title}</Text>
              </Group>
              {item.price !== null && <Text size="sm">{formatWon(item.price)}</Text>}
            </Stack>
            <Button
              variant="default"
              size="xs"
              aria-label={t.removeLabel(item.title)}
              onClick={() => {
                setFailure(null);
                cart
                  .remove(item)
                  .catch((error: unknown) =>
                    setFailure(errorMessage(error, errors.transport.server)),
                  );
              }}
            >
              {t.remove}
            </Button>
          </Group>
        </Card>
      ))}
      <Group justify="space-between">
        {cart.student ? (
          <Text fw={700}>
            {t.subtotal} {formatWon(total)}
          </Text>
        ) : (
          <span />
        )}
        <Button component={Link} to="/checkout">
          {t.toCheckout}
        </Button>
      </Group>
    </Stack>
  );
}
