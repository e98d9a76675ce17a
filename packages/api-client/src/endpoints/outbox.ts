// The admin's local outbox view (docs/product/messaging.md).
import { OutboxMessageResponse, OutboxPageResponse, type OutboxQuery } from '../contract/index.ts';
import { request } from '../http.ts';

/** The filters as query text (empty ones left out). */
function outboxSearch(query: OutboxQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

export const outbox = (query: OutboxQuery) =>
  request(OutboxPageResponse, 'admin/outbox', { searchParams: outboxSearch(query) });
export const outboxMessage = (id: number) => request(OutboxMessageResponse, `admin/outbox/${id}`);
