// What every API request goes through first: Hono's request id (the caller's X-Request-Id when it
// is a sane one, else a new one, sent back), the secure headers (security-headers.ts), the
// services for handlers, the request metrics and one log line per request: never the query
// string, bodies or headers (they carry tokens). No log object is built when info lines are off.
import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppEnv, AppServices, AuthUser } from '../app-env.ts';
import { clientAddress } from './client-address.ts';
import { securityHeaders } from './security-headers.ts';

export function requestContext(services: AppServices): MiddlewareHandler<AppEnv>[] {
  const { env, logger, metrics } = services;
  return [
    requestId(),
    securityHeaders(env),
    async (c, next) => {
      c.set('deps', services);
      const logged = logger.isLevelEnabled('info');
      const started = logged ? performance.now() : 0;
      const counted = metrics?.started(c.req.method, c.req.path);
      await next();
      counted?.(c.req.routePath, c.res.status);
      if (!logged) return;
      logger.info(
        {
          requestId: c.get('requestId'),
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
    },
  ];
}
