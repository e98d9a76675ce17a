import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { toastShownAtom } from '../toast/index.ts';

const Toasts = lazy(() => import('./Toasts.tsx'));

/**
 * Toasts start below the tallest header (the site's, 64 px; the classroom's and the admin's are
 * 56 px), so a toast never covers the header's buttons (docs/decisions/043-look-and-feel.md).
 */
const TOASTS_TOP = 'calc(4rem + var(--mantine-spacing-md))';

/**
 * Mounts Mantine's toast container when the first toast is shown (showToast), so pages that never
 * toast do not download it. Toasts shown before the container arrives appear when it does.
 */
export function ToastHost() {
  const needed = useAtomValue(toastShownAtom);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts position="top-center" styles={{ root: { top: TOASTS_TOP } }} />
    </Suspense>
  );
}
