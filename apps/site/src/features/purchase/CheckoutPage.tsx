import {
  PAYMENT_METHODS,
  type OrderLineKind,
  type PaymentMethod,
  type Quote,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useCreateOrder, useQuote } from '@academy/api-client/queries/commerce';
import { loginUrl } from '@academy/auth/return-to';
import { useSession } from '@academy/auth/use-session';
import { EmptyState } from '@academy/ui/EmptyState';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import * as commerce from '@academy/strings/commerce';
import * as errors from '@academy/strings/errors';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { parseCheckoutItems } from './checkout-items.ts';
import { PaymentAccountNote } from './PaymentAccountNote.tsx';
import { openTossWindow } from './toss-window.ts';
import { useCart } from '../../shared/cart/use-cart.ts';

const t = commerce.site;

type ProfileHints = { name?: string; studentContact?: string | null; address?: string | null };

/**
 * The checkout (docs/product/commerce.md): the items (바로 구매's, else the cart), the textbook's
 * address (from the profile, editable), a coupon with 적용, the method and the server's total;
 * 결제하기 makes the order and opens the payment window (the test page in local mode). Every
 * value stays in the form when something fails.
 */
export function CheckoutPage() {
  const { user, isAuthenticated, isChecked } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cart = useCart();
  const chosen = parseCheckoutItems(params.get('items'));
  const items = useMemo(
    () => chosen ?? cart.items.map(({ lectureId, kind }) => ({ lectureId, kind })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params.get('items'), cart.items],
  );
  const itemsKey = items.map((item) => `${item.lectureId}:${item.kind}`).join(',');
  const hasTextbook = items.some((item) => item.kind === 'TEXTBOOK');
  const hints = (user ?? {}) as ProfileHints;

  const form = useForm({
    initialValues: {
      recipient: hints.name ?? '',
      phone: hints.studentContact ?? '',
      postcode: '',
      address1: hints.address ?? '',
      address2: '',
      coupon: '',
      method: 'CARD' as PaymentMethod,
      depositorName: hints.name ?? '',
    },
  });
  const quote = useQuote();
  const create = useCreateOrder();
  const [shown, setShown] = useState<Quote | null>(null);
  const [applied, setApplied] = useState<string | undefined>(undefined);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);

  // the server's prices for these items (and the coupon applied), again whenever they change
  useEffect(() => {
    if (!isAuthenticated || items.length === 0) return;
    quote.mutate(
      { items, couponCode: applied },
      {
        onSuccess: (answer) => setShown(answer.data),
        onError: () => setShown(null),
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemsKey, applied, isAuthenticated]);

  if (!isChecked && !isAuthenticated) return <LoadingState variant="skeleton" rows={4} />;
  if (!isAuthenticated) {
    const here = typeof window === 'undefined' ? '/checkout' : window.location.href;
    return (
      <Stack>
        <Text>{t.loginToBuy}</Text>
        <Button component="a" href={loginUrl(here)} w="fit-content">
          {t.loginFirst}
        </Button>
      </Stack>
    );
  }
  if (!cart.student) return <EmptyState message={t.studentsOnly} />;
  if (!chosen && cart.isPending)
    return <LoadingState variant="skeleton" rows={4} label={t.cartLoading} />;
  if (items.length === 0) return <EmptyState message={t.cartEmpty} />;

  const applyCoupon = () => {
    const code = form.values.coupon.trim();
    setCouponError(null);
    if (!code) {
      setApplied(undefined);
      return;
    }
    quote.mutate(
      { items, couponCode: code },
      {
        onSuccess: (answer) => {
          setShown(answer.data);
          setApplied(code);
        },
        onError: (error) => setCouponError(errorMessage(error, errors.transport.server)),
      },
    );
  };

  const pay = form.onSubmit(async (values) => {
    setPayError(null);
    const shipping = hasTextbook
      ? {
          recipient: values.recipient,
          phone: values.phone,
          postcode: values.postcode,
          address1: values.address1,
          ...(values.address2.trim() && { address2: values.address2 }),
        }
      : undefined;
    try {
      const { data: order } = await create.mutateAsync({
        items,
        couponCode: applied,
        method: values.method,
        shipping,
        ...(values.method === 'BANK_DEPOSIT' && { depositorName: values.depositorName }),
      });
      const query = new URLSearchParams({ orderId: order.orderNo, amount: String(order.total) });
      if (order.method === 'BANK_DEPOSIT') {
        void navigate(`/checkout/success?${query.toString()}`);
      } else if (order.gateway.provider === 'local') {
        query.set('method', order.method);
        query.set('orderName', order.orderName);
        void navigate(`/checkout/test-pay?${query.toString()}`);
      } else {
        await openTossWindow(order, window.location.origin);
      }
    } catch (error) {
      setPayError(errorMessage(error, errors.transport.server));
    }
  });

  const linesByKey = new Map(shown?.lines.map((line) => [`${line.lectureId}:${line.kind}`, line]));
  const quoteError =
    quote.isError && !couponError ? errorMessage(quote.error, errors.transport.server) : null;
  return (
    <form onSubmit={pay} noValidate>
      <Stack gap="lg">
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t.items}
          </Title>
          <Stack gap="xs">
            {items.map((item: { lectureId: number; kind: OrderLineKind }) => {
              const line = linesByKey.get(`${item.lectureId}:${item.kind}`);
              return (
                <Group
                  key={`${item.lectureId}:${item.kind}`}
                  justify="space-between"
                  data-testid="checkout-line"
                >
                  <Group gap="xs">
                    <Badge variant="light">{commerce.lineKinds[item.kind]}</Badge>
                    <Text>{line?.title ?? ''}</Text>
                  </Group>
                  <Text>{line ? formatWon(line.amount) : ''}</Text>
                </Group>
              );
            })}
          </Stack>
        </Card>

        {hasTextbook && (
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t.shipping}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t.recipient} required {...form.getInputProps('recipient')} />
              <TextInput
                label={t.phone}
                required
                inputMode="tel"
                {...form.getInputProps('phone')}
              />
              <TextInput
                label={t.postcode}
                required
                inputMode="numeric"
                {...form.getInputProps('postcode')}
              />
              <TextInput label={t.address1} required {...form.getInputProps('address1')} />
              <TextInput label={t.address2} {...form.getInputProps('address2')} />
            </SimpleGrid>
          </Card>
        )}

        <Card withBorder>
          <Group align="flex-end">
            <TextInput label={t.coupon} {...form.getInputProps('coupon')} style={{ flex: 1 }} />
            <Button variant="default" onClick={applyCoupon} loading={quote.isPending}>
              {t.applyCoupon}
            </Button>
          </Group>
          {couponError && (
            <Alert color="red" role="alert" mt="sm">
              {couponError}
            </Alert>
          )}
          {applied && shown && shown.discount > 0 && (
            <Text c="teal" size="sm" mt="sm" role="status">
              {t.couponApplied(shown.discount)}
            </Text>
          )}
        </Card>

        <Card withBorder>
          <Radio.Group label={t.method} {...form.getInputProps('method')}>
            <Group mt="xs">
              {PAYMENT_METHODS.map((method) => (
                <Radio key={method} value={method} label={commerce.methods[method]} />
              ))}
            </Group>
          </Radio.Group>
          {form.values.method === 'BANK_DEPOSIT' && (
            <Stack mt="sm">
              <Text size="sm">{t.bankDepositNote}</Text>
              <PaymentAccountNote />
              <TextInput label={t.depositor} required {...form.getInputProps('depositorName')} />
            </Stack>
          )}
        </Card>

        <Card withBorder>
          {quoteError && (
            <Alert color="red" role="alert" mb="sm">
              {quoteError}
            </Alert>
          )}
          {shown && (
            <Stack gap={4}>
              <Group justify="space-between">
                <Text>{t.subtotal}</Text>
                <Text>{formatWon(shown.subtotal)}</Text>
              </Group>
              <Group justify="space-between">
                <Text>{t.discount}</Text>
                <Text>-{formatWon(shown.discount)}</Text>
              </Group>
              <Group justify="space-between">
                <Text>{t.shippingFee}</Text>
                <Text>{formatWon(shown.shippingFee)}</Text>
              </Group>
              <Divider my="xs" />
              <Group justify="space-between">
                <Text fw={700}>{t.total}</Text>
                <Text fw={800} size="xl" data-testid="checkout-total">
                  {formatWon(shown.total)}
                </Text>
              </Group>
            </Stack>
          )}
          {payError && (
            <Alert color="red" role="alert" mt="sm">
              {payError}
            </Alert>
          )}
          <Button type="submit" mt="md" fullWidth loading={create.isPending} disabled={!shown}>
            {t.pay}
          </Button>
          <Anchor href="/cart" size="sm" mt="xs" display="block">
            {t.cartTitle}
          </Anchor>
        </Card>
      </Stack>
    </form>
  );
}
