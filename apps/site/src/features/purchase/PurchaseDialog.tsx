import type { ShopLecture } from '@academy/api-client/contract';
import { ko } from '@academy/ui/strings';
import { siteStrings } from '@academy/ui/strings/site';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

const t = siteStrings.purchase;

/**
 * spec 2.10: tick the course (pre-ticked) and/or the textbook (disabled without one); confirming
 * only says that buying or the cart will be connected later. No real purchase happens.
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
  const [course, setCourse] = useState(true);
  const [textbook, setTextbook] = useState(false);
  const [message, setMessage] = useState<{ tone: 'red' | 'blue'; text: string } | null>(null);

  const close = () => {
    setCourse(true);
    setTextbook(false);
    setMessage(null);
    onClose();
  };
  const confirm = () => {
    if (!course && !textbook)
      return setMessage({ tone: 'red', text: ko.validation.purchase.itemRequired });
    setMessage({ tone: 'blue', text: mode === 'buy' ? t.comingSoonBuy : t.comingSoonCart });
  };

  return (
    <Modal
      opened={lecture !== null}
      onClose={close}
      title={lecture ? t.dialogTitle(lecture.title) : ''}
      centered
    >
      {lecture && (
        <Stack>
          <Checkbox
            label={`${t.course}: ${lecture.title}`}
            checked={course}
            onChange={(event) => setCourse(event.currentTarget.checked)}
          />
          <Checkbox
            label={t.textbook(lecture.textbookName)}
            checked={textbook}
            disabled={!lecture.textbookName}
            onChange={(event) => setTextbook(event.currentTarget.checked)}
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
            <Button onClick={confirm}>{mode === 'buy' ? t.confirmBuy : t.confirmCart}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
