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
