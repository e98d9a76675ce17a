// How a server loader hands its data to TanStack Query: it reads the page's queries with the same
// options the components use, and the page's HydrationBoundary (the app's root.tsx) puts them in
// the browser's cache, so nothing is fetched twice. A signed-in page's reads carry the request's
// access token (@academy/app-frame/serve-app.server).
import { createQueryClient } from './query-client.ts';
import {
  dehydrate,
  hashKey,
  type DataTag,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

export interface Prefetched {
  dehydrated: DehydratedState;
}

/**
 * The answers of the queries `read` prefetches, ready for the page. A read that fails is left out: the page then asks
 * again in the browser and shows its error there, as before.
 */
export async function prefetch(
  read: (client: QueryClient) => Promise<void>[],
): Promise<Prefetched> {
  const client = createQueryClient();
  await Promise.all(read(client));
  return { dehydrated: dehydrate(client) };
}

/** The loaders' queries of the pages shown, as one state for HydrationBoundary. */
export function dehydratedOf(loaderData: unknown[]): DehydratedState {
  return {
    mutations: [],
    queries: loaderData.flatMap(
      (data) => (data as Partial<Prefetched> | undefined)?.dehydrated?.queries ?? [],
    ),
  };
}

/** What a loader read for one query (a page's `meta` names its notice from it). */
export function prefetchedData<TData, TError>(
  loaderData: unknown,
  queryKey: DataTag<QueryKey, TData, TError>,
): TData | undefined {
  const hash = hashKey(queryKey);
  const query = dehydratedOf([loaderData]).queries.find((found) => found.queryHash === hash);
  return query?.state.data as TData | undefined;
}
