import { api } from '@academy/strings/api';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { fail, ok } from '../../lib/envelope.ts';
import type { IncomingMessage } from 'node:http';
import { ErrorEnvelope, HealthResponse, ReadinessResponse } from '@academy/api-client/contract';
import { mayReadMetrics } from '../../lib/metrics.ts';
import { readiness } from '../../lib/readiness.ts';
import { describeRoute } from 'hono-openapi';
import { jsonContent } from '../../lib/openapi.ts';

const startedAt = Date.now();

export const healthRoutes = new Hono<AppEnv>()
  .get(
    '/health',
    describeRoute({
      tags: ['health'],
      summary: api.docs.summaries.health,
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
        ? ok(c, data, api.health.ok)
        : fail(c, 503, 'SERVICE_UNAVAILABLE', api.health.databaseDown, data);
    },
  )
  // Readiness, for the proxy or orchestrator (docs/operations.md): /health says the process is
  // alive; this says whether to send it requests.
  .get(
    '/ready',
    describeRoute({
      tags: ['health'],
      summary: api.docs.summaries.ready,
      responses: {
        200: { description: 'ready', ...jsonContent(ReadinessResponse) },
        503: { description: 'not ready, with the reasons', ...jsonContent(ReadinessResponse) },
      },
    }),
    async (c) => {
      const state = await readiness(c.var.deps);
      // Never kept by a cache in between: the answer is this moment's.
      c.header('Cache-Control', 'no-store');
      return state.ready
        ? ok(c, state, api.health.ready)
        : fail(c, 503, 'SERVICE_UNAVAILABLE', api.health.notReady, state);
    },
  )
  // Prometheus metrics (docs/operations.md): a METRICS_TOKEN bearer, or, without one, only a
  // caller on this machine that did not come through the proxy.
  .get(
    '/metrics',
    describeRoute({
      tags: ['health'],
      summary: api.docs.summaries.metrics,
      responses: {
        200: { description: 'Prometheus text format' },
        404: { description: 'not for this caller', ...jsonContent(ErrorEnvelope) },
      },
    }),
    async (c) => {
      const { metrics, env } = c.var.deps;
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      // 404, not 401: the endpoint is not advertised to whoever may not read it.
      if (!metrics || !mayReadMetrics(env.METRICS_TOKEN, incoming, c.req.header('authorization'))) {
        return fail(c, 404, 'NOT_FOUND', api.common.routeNotFound);
      }
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', metrics.registry.contentType);
      return c.body(await metrics.registry.metrics());
    },
  );
