// Stories render inside a memory router and a query cache that never reaches the network:
// every query and mutation function is replaced (StoryQueryClient), so a story shows a state by
// its parameters alone.
//
//   parameters: {
//     route: '/admin/banners',
//     queries: [{ queryKey: bannerKeys.list(), data: banners }],   // filled (or empty: data [])
//     failedQueries: [adminKeys.teachers()],                       // the load's error state
//   }                                                              // neither: loading forever
import { ApiError } from '@academy/api-client/errors';
import type { Decorator } from '@storybook/react-vite';
import {
  hashKey,
  QueryClient,
  QueryClientProvider,
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type MutationOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

export interface StoryData {
  route?: string;
  queries?: { queryKey: QueryKey; data: unknown }[];
  failedQueries?: QueryKey[];
}

/** What a failed load looks like: no answer from the server (the screen shows the spec text). */
const offline = () => new ApiError({ status: 0, code: 'NETWORK', message: '' });
const never = new Promise<never>(() => {});
/** A saved form or a toggled banner answers after a moment, as a server would. */
const MUTATION_DELAY_MS = 600;

/**
 * A query client whose query functions answer from the seeded cache (a refetch gets what is
 * cached, an optimistic update included), fail for the seeded failures and otherwise never
 * answer (loading); whose mutations succeed after a short pause. Nothing reaches the network.
 */
class StoryQueryClient extends QueryClient {
  readonly #failed: Set<string>;

  constructor({ queries = [], failedQueries = [] }: StoryData) {
    super({
      defaultOptions: {
        queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
        mutations: { retry: false },
      },
    });
    this.#failed = new Set(failedQueries.map((queryKey) => hashKey(queryKey)));
    for (const { queryKey, data } of queries) this.setQueryData(queryKey, data);
  }

  #answer(queryKey: QueryKey): Promise<unknown> {
    if (this.#failed.has(hashKey(queryKey))) return Promise.reject(offline());
    const cached = this.getQueryCache().find({ queryKey, exact: true })?.state.data;
    return cached === undefined ? never : Promise.resolve(cached);
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    return {
      ...defaulted,
      queryFn: ({ queryKey }) => this.#answer(queryKey) as Promise<TQueryFnData>,
    };
  }

  override defaultMutationOptions<T extends MutationOptions<unknown, Error, unknown, unknown>>(
    options?: T,
  ): T {
    return {
      ...super.defaultMutationOptions(options),
      mutationFn: () =>
        new Promise((resolve) =>
          setTimeout(
            () => resolve({ success: true, code: 'OK', message: '', data: null }),
            MUTATION_DELAY_MS,
          ),
        ),
    } as T;
  }
}

function StoryShell({ data, children }: { data: StoryData; children: ReactNode }) {
  const [client] = useState(() => new StoryQueryClient(data));
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
