// The outer bound on every request body (docs/decisions/013-login-limits.md): a Content-Length over
// the limit is refused at once, and a body without one is counted as the handler reads it and cut
// at the limit. Nothing is buffered here (hono/body-limit collects a chunked body in memory before
// the handler runs), and a handler that does not read the body never pulls it. Routes with files
// add their own tighter limit (formBodyLimit).
import { api } from '@academy/strings/api';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail } from './envelope.ts';
import { ApiError } from './errors.ts';

/** What a form's fields besides its files may add to its body (titles, descriptions, boundaries). */
export const FORM_FIELDS_BYTES = 256 * 1024;

/** An instructor's form (registered or edited): a 5 MB photo and a few text fields. */
export const PHOTO_FORM_MAX_BYTES = 6 * 1024 * 1024;

/**
 * A route's own bound on a multipart form, checked before the form is parsed: a body over
 * `maxBytes` (the largest file the form may carry and its other fields) is refused with 413 and
 * the route's `message`, which names the file that is too large.
 */
export const formBodyLimit = (maxBytes: number, message: string): MiddlewareHandler =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', message);
    },
  });

/** maxBytesOf(c): the limit of this request, or undefined when its route bounds the body itself. */
export function streamingBodyLimit(
  maxBytesOf: (c: Context) => number | undefined,
): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    const maxBytes = raw.body ? maxBytesOf(c) : undefined;
    if (maxBytes === undefined) return next();
    const refuse = () => fail(c, 413, 'PAYLOAD_TOO_LARGE', api.common.tooLarge);
    const length = raw.headers.get('content-length');
    if (length !== null && !raw.headers.has('transfer-encoding')) {
      // node's parser holds the body to its Content-Length, so the header is the bound.
      return Number(length) > maxBytes ? refuse() : next();
    }
    let size = 0;
    let exceeded = false;
    const counted = raw.body!.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > maxBytes) {
            exceeded = true;
            controller.error(new Error('request body over its limit'));
            return;
          }
          controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
    await next();
    // Whatever the handler made of the cut-off body (a JSON error, a 500), the answer is 413.
    if (exceeded) c.res = refuse();
  };
}
