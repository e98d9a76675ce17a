// The public reads the content cache already holds (banners, notice and review pages, the shop),
// answered in front of Hono at the node:http level (decision 011). Hono and the middleware cost
// more than the bare server's whole answer, so issue 3's target (half its requests/s) cannot be
// met through them; this answers the same bytes a tenth as expensively.
//
// Only when the answer is certain: a GET whose target (path and query) Hono answered from the
// cache before (content-cache.ts remembers it), whose entry memory knows to be current (PGlite,
// or PostgreSQL while this process hears every write), without If-None-Match (304s stay with
// Hono) and with a plain Host. Anything else falls through to Hono unchanged. The answer carries
// what Hono's would: status, body, secure headers, request id, ETag and Cache-Control, in the
// same order and spelling, and the same log line (cached-reads.test.ts compares them).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AppDeps } from '../app-env.ts';
import { answerHeaders, publicAnswer, type Answer } from './content-cache.ts';
import { requestAddress } from './client-address.ts';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-context.ts';
import { forwardedHttps, secureHeaderSets } from './security-headers.ts';

/** Hosts @hono/node-server takes as they are (others it checks and may refuse with 400). */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
const REQUEST_ID = REQUEST_ID_HEADER.toLowerCase();

type Headers = Record<string, string | number>;

/**
 * `listener` (Hono's, from getRequestListener) with the cached public reads answered first.
 */
export function withCachedReads(
  deps: Pick<AppDeps, 'env' | 'database' | 'logger' | 'metrics'>,
  listener: RequestListener,
): RequestListener {
  const { env, logger } = deps;
  const sets = secureHeaderSets(env);
  // Hono's answer lists its headers sorted by lower-case name (a fetch Headers object), then
  // Content-Length; made once per cached answer, over http and over https.
  const built = new WeakMap<Answer, { plain: Headers; secure: Headers }>();
  const headersOf = (answer: Answer, https: boolean) => {
    let pair = built.get(answer);
    if (!pair) {
      const make = (secure: [string, string][]): Headers =>
        Object.fromEntries(
          [...secure, ...answerHeaders(answer)]
            .map(([name, value]) => [name.toLowerCase(), value] as const)
            .sort(([a], [b]) => (a < b ? -1 : 1)),
        );
      pair = { plain: make(sets.plain), secure: make(sets.secure) };
      built.set(answer, pair);
    }
    return https ? pair.secure : pair.plain;
  };
  // As security-headers.ts isHttps judges (there the URL's scheme comes from the socket).
  const isHttps = (req: IncomingMessage) =>
    (req.socket as { encrypted?: boolean }).encrypted === true ||
    forwardedHttps(env, req.headers['x-forwarded-proto'] as string | undefined);

  return (req: IncomingMessage, res: ServerResponse) => {
    const { host } = req.headers;
    const hit =
      req.method === 'GET' &&
      req.headers['if-none-match'] === undefined &&
      host !== undefined &&
      PLAIN_HOST.test(host)
        ? publicAnswer(deps, req.url ?? '')
        : undefined;
    if (!hit) {
      listener(req, res);
      return;
    }
    const logged = logger.isLevelEnabled('info');
    const started = logged ? performance.now() : 0;
    const counted = deps.metrics?.started('GET', hit.path);
    const requestId = requestIdFrom(req.headers[REQUEST_ID] as string | undefined);
    const { body } = hit.answer;
    // x-request-id sorts after every other header name here, so appending keeps the order.
    res.writeHead(200, {
      ...headersOf(hit.answer, isHttps(req)),
      [REQUEST_ID]: requestId,
      'Content-Length': body.byteLength,
    });
    res.end(body);
    counted?.(hit.route, 200);
    if (logged) {
      logger.info(
        {
          requestId,
          method: 'GET',
          path: hit.path,
          status: 200,
          ms: Math.round((performance.now() - started) * 10) / 10,
          client: requestAddress(env, req),
        },
        'request',
      );
    }
  };
}
