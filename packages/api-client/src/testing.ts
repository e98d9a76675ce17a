// Test support: keep a test off the network and see what it tried to send; show a screen's
// states in stories from seeded data alone.
import {
  hashKey,
  QueryClient,
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type MutationOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { ApiError } from './errors.ts';
import { configureHttp } from './http.ts';

/**
 * From now on every request of this client is refused, as if offline, and recorded as
 * 'METHOD /api/path'. Story tests assert the list stays empty: stories show hard-coded data only.
 */
export function refuseRequests(): string[] {
  const attempted: string[] = [];
  configureHttp({
    // Absolute, so the request is built and reaches fetch (Node rejects a relative URL before it).
    prefix: 'http://offline.invalid/api',
    fetch: async (input) => {
      const request = input instanceof Request ? input : new Request(input);
      attempted.push(`${request.method} ${new URL(request.url).pathname}`);
      throw new TypeError('tests do not reach the network');
    },
  });
  return attempted;
}

/**
 * What a story shows, by its parameters alone:
 *
 *   parameters: {
 *     route: '/admin/banners',
 *     queries: [{ queryKey: bannerKeys.list(), data: banners }],   // filled (or empty: data [])
 *     failedQueries: [adminKeys.teachers()],                       // the load's error state
 *   }                                                              // neither: loading forever
 */
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
export class StoryQueryClient extends QueryClient {
  readonly #failed: Set<string>;

  constructor({ queries = [], failedQueries = [] }: StoryData = {}) {
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
