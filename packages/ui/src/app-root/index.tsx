// What every app's root route wraps its pages in: the app's one query cache and Mantine's
// providers. Each app bundles its own copy of this module, so each has its own cache.
import { createQueryClient } from '@academy/api-client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppProviders } from '../AppProviders/index.ts';

/** The browser's one cache (emptied when the session ends: hydrateApp). */
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
