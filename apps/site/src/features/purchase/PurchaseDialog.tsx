import type { ShopLecture } from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import * as siteStrings from '@academy/strings/site';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

const t = siteStrings.purchase;

/**
 * docs/product/screens.md: tick the course (pre-ticked) and/or the textbook (disabled without one);
 * confirming only says that buying or the cart will be connected later. No real purchase happens.
 */
export function PurchaseDialog({
  lecture,
  mode,
  onClose,
}: {
  lecture: ShopLecture | null;
  mode: 'buy' | 'cart';
  onClose: () => void;
}) {
  // At least one item (docs/product/validation.md). No request is made (docs/product/screens.md),
  // so no contract schema: the rule lives with the only form that has it.
  const form = useForm({
    initialValues: { course: true, textbook: false },
    validate: ({ course, textbook }) =>
      course || textbook ? {} : { items: validation.purchase.itemRequired },
    onValuesChange: () => setConfirmed(false),
  });
  const [confirmed, setConfirmed] = useState(false);

  const close = () => {
    form.reset();
    setConfirmed(false);
    onClose();
  };
  const confirm = form.onSubmit(() => setConfirmed(true));
  const message = form.errors.items
    ? { tone: 'red', text: form.errors.items }
    : confirmed
      ? { tone: 'blue', text: mode === 'buy' ? t.comingSoonBuy : t.comingSoonCart }
      : null;

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
            {message && (
              <Alert color={message.tone} role={message.tone === 'red' ? 'alert' : 'status'}>
                <Text size="sm">{message.text}</Text>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t.cancel}
              </Button>
              <Button type="submit">{mode === 'buy' ? t.confirmBuy : t.confirmCart}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
