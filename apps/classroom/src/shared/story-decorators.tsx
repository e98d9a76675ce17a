// Stories render inside a memory router, a fresh query cache and a live channel that never
// connects; their requests are answered by their parameters.msw handlers (.storybook/preview.tsx):
//
//   parameters: { route: '/dashboard', msw: { handlers: { bell: ..., classroom: ... } } }
import { fakeLiveConnection, LiveConnectionProvider } from '@academy/live/connection';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

const quietLive = fakeLiveConnection('connecting');

function StoryShell({ route = '/', children }: { route?: string; children: ReactNode }) {
  // no retries: a failed load shows its error state at once
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  return (
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={client}>
        <LiveConnectionProvider connection={quietLive}>{children}</LiveConnectionProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

export const withAppShell: Decorator = (Story, { parameters }) => (
  <StoryShell route={(parameters as { route?: string }).route}>
    <Story />
  </StoryShell>
);
