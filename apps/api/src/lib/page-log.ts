// One log line per page the server renders for the three apps (server.ts), like the API's
// request lines (request-context.ts): method, path, status, time, the signed-in user the
// access_token cookie names (its signature checked, no database read) and the client's address.
// Built files (scripts, styles, images) are not logged: only HTML answers.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { requestId } from 'hono/request-id';
import type { Env } from '../env.ts';
import { verifyAccessToken } from './auth/access-token.ts';
import { ACCESS_COOKIE } from './auth/cookies.ts';
import type { Logger } from './logger.ts';

function addressOf(env: Env, c: Context) {
  const forwarded = env.TRUST_PROXY
    ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim().slice(0, 64)
    : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function pageLog(env: Env, logger: Logger): MiddlewareHandler {
  // the same request id as the API's lines: the caller's X-Request-Id when sane, else a new one
  const withRequestId = requestId();
  return async (c, next) => {
    if (c.req.path.startsWith('/api') || !logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    await withRequestId(c, next);
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const token = getCookie(c, ACCESS_COOKIE);
    const claims = token ? verifyAccessToken(env.JWT_SECRET, token) : null;
    logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        host: c.req.header('host'),
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: claims ? Number(claims.sub) : undefined,
        client: addressOf(env, c),
      },
      'page',
    );
  };
}
