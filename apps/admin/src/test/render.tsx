// Component tests render inside what the app gives every screen: its providers (Mantine in its
// test environment, without transitions; the toast and modal hosts), a query cache with retries
// off and a memory router (style.md).
import './jsdom-stubs.ts';
import { AppProviders } from '@academy/ui/AppProviders';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** The current path, so a test can see where a screen sent the user. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    client = testQueryClient(),
    withRouter = true,
  }: {
    route?: string;
    client?: QueryClient;
    /** false for a test that brings its own router (a RouterProvider) */
    withRouter?: boolean;
  } = {},
) {
  // Toasts live in a module-level store: start each screen without the last test's toasts.
  notifications.clean();
  const result = render(
    <QueryClientProvider client={client}>
      <AppProviders env="test">
        {withRouter ? (
          <MemoryRouter initialEntries={[route]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        ) : (
          ui
        )}
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** An API envelope as the endpoints answer it (spec 7: success, message, data). */
export const ok = <T,>(data: T) => ({ success: true, code: 'OK', message: '', data });

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
