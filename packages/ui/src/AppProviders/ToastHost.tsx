import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { toastShownAtom } from '../toast/index.ts';
// Toasts start below the tallest header, so a toast never covers the header's buttons
// (docs/decisions/043-look-and-feel.md; the rule is in ToastHost.module.css).
import classes from './ToastHost.module.css';

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
      <Toasts position="top-center" classNames={{ root: classes.root }} />
    </Suspense>
  );
}
