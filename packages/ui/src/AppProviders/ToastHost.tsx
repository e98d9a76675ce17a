import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { toastShownAtom } from '../toast/index.ts';

const Toasts = lazy(() => import('./Toasts.tsx'));

/**
 * Mounts Mantine's toast container when the first toast is shown (showToast), so pages that never
 * toast do not download it. Toasts shown before the container arrives appear when it does.
 */
export function ToastHost() {
  const needed = useAtomValue(toastShownAtom);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts position="top-center" />
    </Suspense>
  );
}
