// Stories render inside a memory router and a query cache seeded with sample data: a seeded query
// counts as fresh forever, and a query seeded as failed stays failed (nothing refetches on mount).
// A query left unseeded would call the API, which src/stories.test.tsx refuses and reports.
//
//   parameters: {
//     route: '/dashboard?lecture=1',
//     queries: [{ queryKey: classroomKeys.lectures(), data: teachers }],
//     failedQueries: [classroomKeys.submission(101)],
//   }
import { ApiError } from '@academy/api-client/errors';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

export interface StoryData {
  route?: string;
  queries?: { queryKey: QueryKey; data: unknown }[];
  failedQueries?: QueryKey[];
}

function seededClient({ queries = [], failedQueries = [] }: StoryData) {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        retryOnMount: false,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
      },
    },
  });
  for (const { queryKey, data } of queries) client.setQueryData(queryKey, data);
  for (const queryKey of failedQueries) {
    client
      .getQueryCache()
      .build(client, { queryKey })
      .setState({
        status: 'error',
        fetchStatus: 'idle',
        error: new ApiError({ status: 0, code: 'NETWORK', message: '' }),
        errorUpdatedAt: Date.now(),
        errorUpdateCount: 1,
      });
  }
  return client;
}

function StoryShell({ data, children }: { data: StoryData; children: ReactNode }) {
  const [client] = useState(() => seededClient(data));
  return (
    <MemoryRouter initialEntries={[data.route ?? '/']}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
}

export const withAppShell: Decorator = (Story, { parameters }) => (
  <StoryShell data={parameters as StoryData}>
    <Story />
  </StoryShell>
);
