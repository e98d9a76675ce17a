import type { NotificationData } from '@mantine/notifications';
import { atom, getDefaultStore } from 'jotai';

/** True once this page has shown a toast: ToastHost then mounts Mantine's container. */
export const toastShownAtom = atom(false);

/**
 * Shows a toast (Mantine's notifications). Their code loads with the first toast, as their
 * container does (ToastHost): most visits show none, and none is part of a first visit.
 */
export function showToast(toast: NotificationData): void {
  getDefaultStore().set(toastShownAtom, true);
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(toast));
}
