// What every API request goes through first, in one middleware (it used to be three: hono's
// request-id, a logging middleware and the secure headers; one closure and one await less per
// request, and no log object built when info lines are off).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AppServices, AuthUser } from '../app-env.ts';
import { clientAddress } from './client-address.ts';
import { isHttps, secureHeaderSets, withSecureHeaders } from './security-headers.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The caller's request id when it is a sane one (as hono/request-id judges), else a new one. */
export function requestIdFrom(header: string | undefined) {
  return header && header.length <= 255 && !/[^\w\-=]/.test(header) ? header : crypto.randomUUID();
}

/**
 * The request id (taken from X-Request-Id or made, and sent back), the services for handlers,
 * the secure headers (security-headers.ts) and one log line per request: never the query
 * string, bodies or headers (they carry tokens).
 */
export function requestContext(services: AppServices): MiddlewareHandler<AppEnv> {
  const { env, logger, metrics } = services;
  const sets = secureHeaderSets(env);
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    c.set('deps', services);
    c.header(REQUEST_ID_HEADER, requestId);
    const logged = logger.isLevelEnabled('info');
    const started = logged ? performance.now() : 0;
    const counted = metrics?.started(c.req.method, c.req.path);
    await withSecureHeaders(c, isHttps(c, env) ? sets.secure : sets.plain, next);
    counted?.(c.req.routePath, c.res.status);
    if (logged) {
      logger.info(
        {
          requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          // who asked: the signed-in user when the route knew one, and the address
          userId: (c.get('user') as AuthUser | undefined)?.id,
          client: clientAddress(c),
        },
        'request',
      );
    }
  };
}
