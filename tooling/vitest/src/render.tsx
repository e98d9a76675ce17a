// The one render() of component tests (CONTRIBUTING.md: Stories and tests): the screen inside
// what an app gives every screen, each test with its own state. Mantine in its test environment
// (no transitions, no portals), a fresh QueryClient that does not retry, a memory router at `path`
// (its `router.state.location` says where a click went), and a fresh jotai store when asked.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInDom } from '@testing-library/react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

type Providers = ComponentType<{ children: ReactNode; env: 'test' }>;

function MantineOnly({ children, env }: { children: ReactNode; env: 'test' }) {
  return <MantineProvider env={env}>{children}</MantineProvider>;
}

let appProviders: Providers = MantineOnly;

/**
 * The app's own providers (its theme, toast and modal hosts: `AppProviders` from @academy/ui),
 * set once in the workspace's test setup file; Mantine alone otherwise.
 */
export function setTestProviders(providers: Providers) {
  appProviders = providers;
}

/** A query cache for one test: no retries (a failure shows at once), nothing collected midway. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export interface RenderOptions {
  /** where the memory router starts */
  path?: string;
  /** a cache the test prepared (seeded data); a fresh one otherwise */
  queryClient?: QueryClient;
  /**
   * A jotai store for the screen (`createStore()` for UI state of its own). Without it the screen
   * uses jotai's default store, as the apps do (no <Provider>): the session lives there
   * (`@academy/auth` authStore; `seedSession`/`resetSession` from `@academy/auth/testing`).
   */
  store?: ReturnType<typeof createStore>;
}

/**
 * Renders `ui` at every path of a memory router, or `routes` (an app's route table, a screen and
 * where it links to) at `path`.
 */
export function render(
  ui: ReactElement | RouteObject[],
  { path = '/', queryClient = testQueryClient(), store }: RenderOptions = {},
) {
  const routes = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const Providers = appProviders;
  const screen = (
    <Providers env="test">
      <RouterProvider router={router} />
    </Providers>
  );
  const result = renderInDom(
    <QueryClientProvider client={queryClient}>
      {store ? <JotaiProvider store={store}>{screen}</JotaiProvider> : screen}
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router, store };
}
