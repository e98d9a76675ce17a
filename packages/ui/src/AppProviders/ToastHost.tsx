import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Toasts = lazy(() => import('./Toasts.tsx'));

/**
 * Mounts Mantine's toast container when the first toast is shown, so pages that never toast do not
 * download it (issue 8). `notifications.show` only writes to a store; toasts shown before the
 * container arrives appear when it does.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts position="top-center" />
    </Suspense>
  );
}
