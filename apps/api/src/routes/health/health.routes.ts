import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { fail, ok } from '../../lib/envelope.ts';
import { HealthResponse } from '@academy/api-client/contract';
import { describeRoute } from 'hono-openapi';
import { jsonContent } from '../../lib/openapi.ts';

const startedAt = Date.now();

export const healthRoutes = new Hono<AppEnv>().get(
  '/health',
  describeRoute({
    tags: ['health'],
    summary: '상태 확인: 200 when the database answers, 503 SERVICE_UNAVAILABLE when it does not',
    responses: {
      200: {
        description: 'up',
        ...jsonContent(HealthResponse),
      },
      503: {
        description: 'database down',
        ...jsonContent(HealthResponse),
      },
    },
  }),
  async (c) => {
    const up = await c.var.deps.database.ping();
    const data = {
      status: up ? ('ok' as const) : ('degraded' as const),
      database: up ? ('up' as const) : ('down' as const),
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    return up
      ? ok(c, data, '정상 동작 중입니다.')
      : fail(c, 503, 'SERVICE_UNAVAILABLE', '데이터베이스에 연결할 수 없습니다.', data);
  },
);
