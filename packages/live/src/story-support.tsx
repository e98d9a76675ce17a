// Stories of the live screens: a fresh query cache (requests are answered by the story's
// parameters.msw handlers, .storybook/preview.tsx) and a fake channel the story can speak through.
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { fakeLiveConnection, LiveConnectionProvider } from './connection.ts';

export const storyConnection = fakeLiveConnection();

function LiveStoryShell({ children }: { children: ReactNode }) {
  // no retries: a failed load shows its error state at once
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <LiveConnectionProvider connection={storyConnection}>{children}</LiveConnectionProvider>
    </QueryClientProvider>
  );
}

export const withLive: Decorator = (Story) => (
  <LiveStoryShell>
    <Story />
  </LiveStoryShell>
);
