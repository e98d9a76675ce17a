// Component tests render inside the app's providers: Mantine (AppProviders), a fresh query cache
// that does not retry, and a memory router at `path` (style.md: test/render.tsx). The returned
// `router.state.location` says where a click went.
import { AppProviders } from '@academy/ui/AppProviders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return {
    queryClient,
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </QueryClientProvider>,
    ),
  };
}
