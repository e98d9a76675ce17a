// createApp(): the API (every /api route, its middleware and error handling), shared by the
// server and the integration tests, which call it in-process (style.md: hono-open-api-starter).
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import type { AuthUser } from './lib/auth/middleware.ts';
import { fail } from './lib/envelope.ts';
import { ApiError } from './lib/errors.ts';
import type { Logger } from './lib/logger.ts';
import { healthRoutes } from './routes/health/health.routes.ts';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  /** True when the refresh-token family `sid` was revoked (logout); set by the auth module. */
  isSessionRevoked?: (sid: string) => Promise<boolean>;
}

export type AppEnv = {
  Variables: { deps: AppDeps; requestId: string; user: AuthUser };
};

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(requestId());
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  app.route('/', healthRoutes);

  app.notFound((c) => fail(c, 404, 'NOT_FOUND', '요청한 API를 찾을 수 없습니다.'));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return fail(c, error.status, error.code, error.message, error.data);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals (malformed JSON, body too large...) in the envelope, in Korean.
      const known: Record<number, [string, string]> = {
        400: ['BAD_REQUEST', '요청 형식이 올바르지 않습니다.'],
        401: ['UNAUTHORIZED', '로그인이 필요합니다.'],
        404: ['NOT_FOUND', '요청한 정보를 찾을 수 없습니다.'],
        413: ['PAYLOAD_TOO_LARGE', '요청 본문이 너무 큽니다.'],
        415: ['UNSUPPORTED_MEDIA_TYPE', '지원하지 않는 요청 형식입니다.'],
      };
      const [code, message] = known[error.status] ?? ['BAD_REQUEST', '요청을 처리할 수 없습니다.'];
      return fail(c, error.status, code, message);
    }
    // No stack traces or SQL in responses; the request id lets support find the log line.
    deps.logger.error({ err: error, requestId: c.var.requestId }, 'unhandled error');
    return fail(c, 500, 'INTERNAL_ERROR', '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.', {
      requestId: c.var.requestId,
    });
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
