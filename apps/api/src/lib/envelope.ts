import { api } from '@academy/strings/api';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '@academy/api-client/contract';

/** A successful response in the envelope in docs/product/api.md. */
export function ok<T>(
  c: Context,
  data: T,
  message: string = api.common.done,
  status: ContentfulStatusCode = 200,
) {
  const body: Envelope<T> = {
    success: true,
    code: status === 201 ? 'CREATED' : 'OK',
    message,
    data,
  };
  return c.json(body, status);
}

/**
 * One page of a list read by keyset (the staff Q&A board): the success envelope with `next` beside
 * `data`, the cursor of the page after it (null on the last).
 */
export function okPage<T>(c: Context, data: T, next: string | null, message: string) {
  const body: Envelope<T> & { next: string | null } = {
    success: true,
    code: 'OK',
    message,
    data,
    next,
  };
  return c.json(body, 200);
}

/** An error response in the same envelope; data is null unless details help the caller. */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  data: unknown = null,
) {
  const body: Envelope<unknown> = { success: false, code, message, data };
  return c.json(body, status);
}
