// What every API request goes through first: Hono's request id (the caller's X-Request-Id when it
// is a sane one, else a new one, sent back), the secure headers (security-headers.ts), the
// services for handlers and one log line per request: never the query string, bodies or headers
// (they carry tokens). No log object is built when info lines are off.
import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppEnv, AppServices } from '../app-env.ts';
import { securityHeaders } from './security-headers.ts';

export function requestContext(services: AppServices): MiddlewareHandler<AppEnv>[] {
  const { env, logger } = services;
  return [
    requestId(),
    securityHeaders(env),
    async (c, next) => {
      c.set('deps', services);
      if (!logger.isLevelEnabled('info')) return next();
      const started = performance.now();
      await next();
      logger.info(
        {
          requestId: c.get('requestId'),
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    },
  ];
}
