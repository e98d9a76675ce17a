import { AppProviders } from '@academy/ui/AppProviders';
import { createQueryClient } from '@academy/api-client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** The browser's one cache (emptied when the session ends: entry.client.tsx). */
export const queryClient = createQueryClient();

export function Providers({ children }: { children: ReactNode }) {
  // A server render gets a cache of its own: one visitor's data never reaches another's page.
  const [client] = useState(() =>
    typeof window === 'undefined' ? createQueryClient() : queryClient,
  );
  return (
    <QueryClientProvider client={client}>
      <AppProviders>{children}</AppProviders>
    </QueryClientProvider>
  );
}
