import { Button, Group, Modal, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import * as ko from '@academy/strings';
import { requestModalsHost } from '../AppProviders/modals-host.ts';
import { DANGER_COLOR } from '../theme.ts';

export interface ConfirmOptions {
  /** The question (docs/product/validation.md: confirmations, e.g. confirmations.withdraw). */
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for actions that destroy something (delete, withdraw). */
  destructive?: boolean;
}

/**
 * A confirmation before destroying (docs/product/validation.md). Opens a Mantine confirm modal
 * (through the modal host of AppProviders, loaded on the first call) and resolves true on 확인, false
 * on 취소, Escape or closing.
 *
 *   if (await confirm({ message: confirmations.deleteQuestion, destructive: true })) ...
 */
export async function confirm({
  message,
  title = ko.common.confirmTitle,
  confirmLabel = ko.common.confirm,
  cancelLabel = ko.common.cancel,
  destructive = false,
}: ConfirmOptions): Promise<boolean> {
  await requestModalsHost();
  return new Promise((resolve) => {
    // A promise settles once: whichever of confirm/cancel/close comes first decides.
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text style={{ wordBreak: 'keep-all' }}>{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: destructive ? { color: DANGER_COLOR } : {},
      // Focus starts on 취소, so a stray Enter never destroys anything.
      cancelProps: { 'data-autofocus': true },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

export interface ConfirmDialogProps extends ConfirmOptions {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** True while the confirmed action runs: the buttons stay and 확인 shows a spinner. */
  loading?: boolean;
}

/** The same dialog as a controlled component, for screens that keep it open while the action runs. */
export function ConfirmDialog({
  opened,
  onConfirm,
  onCancel,
  message,
  title = ko.common.confirmTitle,
  confirmLabel = ko.common.confirm,
  cancelLabel = ko.common.cancel,
  destructive = false,
  loading = false,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeOnClickOutside={!loading}>
      <Text style={{ wordBreak: 'keep-all' }}>{message}</Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        {/* the answers take no argument: the click event is not handed on */}
        <Button variant="default" onClick={() => onCancel()} disabled={loading} data-autofocus>
          {cancelLabel}
        </Button>
        <Button
          color={destructive ? DANGER_COLOR : undefined}
          onClick={() => onConfirm()}
          loading={loading}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
