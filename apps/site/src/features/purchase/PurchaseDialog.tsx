import type { ShopLecture } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import * as commerce from '@academy/strings/commerce';
import * as errors from '@academy/strings/errors';
import * as validation from '@academy/strings/validation';
import * as siteStrings from '@academy/strings/site';
import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCart, type CartEntry } from '../../shared/cart/use-cart.ts';

const t = siteStrings.purchase;

/** What the dialog needs of a lecture (the shop's card or the course page). */
export type Purchasable = Pick<ShopLecture, 'lectureId' | 'title' | 'textbookName' | 'price'>;

/** `?items=12:COURSE,12:TEXTBOOK`: what 바로 구매 takes to the checkout. */
export const checkoutItemsParam = (entries: { lectureId: number; kind: string }[]) =>
  entries.map((entry) => `${entry.lectureId}:${entry.kind}`).join(',');

/**
 * docs/product/commerce.md: tick the course (pre-ticked) and/or the textbook (disabled without
 * one). 장바구니 puts them in the cart (a visitor's in this browser); 바로 구매 puts them in the cart
 * too and goes to the checkout with just these.
 */
export function PurchaseDialog({
  lecture,
  mode,
  onClose,
}: {
  lecture: Purchasable | null;
  mode: 'buy' | 'cart';
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: { course: true, textbook: false },
    validate: ({ course, textbook }) =>
      course || textbook ? {} : { items: validation.purchase.itemRequired },
    onValuesChange: () => setAdded(false),
  });
  const cart = useCart();
  const navigate = useNavigate();
  const [added, setAdded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    form.reset();
    setAdded(false);
    setFailure(null);
    onClose();
  };
  const confirm = form.onSubmit(async ({ course, textbook }) => {
    if (!lecture) return;
    const entries: CartEntry[] = [];
    if (course)
      entries.push({
        lectureId: lecture.lectureId,
        kind: 'COURSE',
        title: lecture.title,
        price: lecture.price,
      });
    if (textbook && lecture.textbookName)
      entries.push({
        lectureId: lecture.lectureId,
        kind: 'TEXTBOOK',
        title: lecture.textbookName,
        price: null,
      });
    setFailure(null);
    try {
      await cart.add(entries);
    } catch (error) {
      setFailure(errorMessage(error, errors.transport.server));
      return;
    }
    if (mode === 'buy') {
      close();
      void navigate(`/checkout?items=${checkoutItemsParam(entries)}`);
    } else setAdded(true);
  });
  const staff = !cart.student && !cart.visitor;

  return (
    <Modal
      opened={lecture !== null}
      onClose={close}
      title={lecture ? t.dialogTitle(lecture.title) : ''}
      centered
    >
      {lecture && (
        <form onSubmit={confirm} noValidate>
          <Stack>
            <Checkbox
              label={`${t.course}: ${lecture.title}`}
              {...form.getInputProps('course', { type: 'checkbox' })}
            />
            <Checkbox
              label={t.textbook(lecture.textbookName)}
              disabled={!lecture.textbookName}
              {...form.getInputProps('textbook', { type: 'checkbox' })}
            />
            {form.errors.items && (
              <Alert color="red" role="alert">
                <Text size="sm">{form.errors.items}</Text>
              </Alert>
            )}
            {failure && (
              <Alert color="red" role="alert">
                <Text size="sm">{failure}</Text>
              </Alert>
            )}
            {staff && <Text size="sm">{commerce.site.studentsOnly}</Text>}
            {added && (
              <Alert color="teal" role="status">
                <Group justify="space-between">
                  <Text size="sm">{commerce.site.addedToCart}</Text>
                  <Anchor component={Link} to="/cart" size="sm">
                    {commerce.site.goToCart}
                  </Anchor>
                </Group>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t.cancel}
              </Button>
              <Button type="submit" disabled={staff} loading={cart.saving}>
                {mode === 'buy' ? commerce.site.buyNow : commerce.site.addToCart}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
