// Keys and options of the admin's outbox view (docs/product/messaging.md).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { OutboxQuery } from '../contract/outbox.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/outbox.ts'));

type Filters = Omit<OutboxQuery, 'before'>;

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (filters: Filters) => [...outboxKeys.all, 'list', filters] as const,
  message: (id: number) => [...outboxKeys.all, 'message', id] as const,
};

/** The messages for `filters`, newest first, a page at a time (the next by the last id). */
export const outboxQuery = (filters: Filters = {}) =>
  infiniteQueryOptions({
    queryKey: outboxKeys.list(filters),
    queryFn: async ({ pageParam }) =>
      (await api.outbox({ ...filters, ...(pageParam ? { before: String(pageParam) } : {}) })).data,
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

/** One message rendered; each read is recorded in the access log, so it is kept, not refetched. */
export const outboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: outboxKeys.message(id),
    queryFn: async () => (await api.outboxMessage(id)).data,
    staleTime: Infinity,
  });
