import { lazy, Suspense, useSyncExternalStore } from 'react';
import { modalsHostStore } from './modals-host.ts';

const Modals = lazy(() => import('./Modals.tsx'));

/**
 * Mantine's modal manager, loaded on the first confirmation (ConfirmDialog's confirm()) rather
 * than with every page. It has no children: the app only opens modals through
 * `modals.openConfirmModal`, which travels by window events.
 */
export function ModalsHost() {
  const requested = useSyncExternalStore(
    modalsHostStore.subscribe,
    modalsHostStore.isRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Modals onMount={modalsHostStore.mounted} />
    </Suspense>
  );
}
