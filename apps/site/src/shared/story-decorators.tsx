// Stories render inside a memory router and a fresh query cache (no network).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';

export const withAppShell: Decorator = (Story) => (
  <MemoryRouter>
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Story />
    </QueryClientProvider>
  </MemoryRouter>
);
