// Stories render inside a memory router and a fresh query cache; their requests are answered by
// their parameters.msw handlers (.storybook/preview.tsx).
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

function StoryShell({ children }: { children: ReactNode }) {
  // no retries: a failed load shows its error state at once
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  return (
    <MemoryRouter>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
}

export const withAppShell: Decorator = (Story) => (
  <StoryShell>
    <Story />
  </StoryShell>
);
