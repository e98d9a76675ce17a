import { Hono } from 'hono';
import type { AppEnv } from '../../app.ts';
import { fail, ok } from '../../lib/envelope.ts';

const startedAt = Date.now();

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const up = await c.var.deps.database.ping();
  const data = {
    status: up ? ('ok' as const) : ('degraded' as const),
    database: up ? ('up' as const) : ('down' as const),
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
  return up
    ? ok(c, data, '정상 동작 중입니다.')
    : fail(c, 503, 'SERVICE_UNAVAILABLE', '데이터베이스에 연결할 수 없습니다.', data);
});
