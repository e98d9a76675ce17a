// Component tests render through the shared render() (@academy/vitest-config/render: the app's
// providers in Mantine's test environment, a query cache with retries off, a memory router); the
// admin's tests also read where a screen sent the user from the location probe.
import './jsdom-stubs.ts';
import { render, testQueryClient } from '@academy/vitest-config/render';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';

export { testQueryClient };

/** The current path, so a test can see where a screen sent the user. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** The shared render() with the current path shown in `data-testid="location"`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', client = testQueryClient() }: { route?: string; client?: QueryClient } = {},
) {
  // Toasts live in a module-level store: start each screen without the last test's toasts.
  notifications.clean();
  const result = render(
    <>
      {ui}
      <LocationProbe />
    </>,
    { path: route, queryClient: client },
  );
  return { ...result, client };
}

/**
 * Puts `text` into a field in one input event (a paste): for fields whose per-keystroke
 * behaviour is not what the test is about, so the suite stays fast on a busy machine.
 */
export async function fill(
  user: { click: (element: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}
