import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorEnvelope, HealthResponse, ReadinessResponse } from '@academy/api-client/contract';
import { createApp } from '../../app.ts';
import { createLogger } from '../../lib/logger.ts';
import { createMetrics } from '../../lib/metrics.ts';
import { createLifecycle, registerProcess, type Lifecycle } from '../../lib/readiness.ts';
import { createTestApp, testEnv } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const deps = () => ({ env: testEnv, database: ctx.database, logger: createLogger('silent') });

describe('GET /api/health', () => {
  it('answers success with the database up', async () => {
    const response = await ctx.app.request('/api/health');
    expect(response.status).toBe(200);
    const body = v.parse(HealthResponse, await response.json());
    expect(body).toMatchObject({
      success: true,
      code: 'OK',
      data: { status: 'ok', database: 'up' },
    });
  });

  it('says the database is down with a 503 when it cannot be reached', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, data: { database: 'down' } });
    await broken.close().catch(() => {});
  });
});

describe('unknown /api paths', () => {
  it('answer a 404 envelope', async () => {
    const response = await ctx.app.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    const body = v.parse(ErrorEnvelope, await response.json());
    expect(body).toMatchObject({ success: false, code: 'NOT_FOUND', data: null });
    expect(body.message).toMatch(/찾을 수 없습니다/);
  });
});

describe('GET /api/ready', () => {
  const readyOf = async (app: { request: (path: string) => Response | Promise<Response> }) => {
    const response = await app.request('/api/ready');
    const body = v.parse(ReadinessResponse, await response.json());
    return { status: response.status, ...body.data };
  };

  it('is ready with the database up, and not while the process stops', async () => {
    const lifecycle = createLifecycle();
    const app = createApp({ ...deps(), lifecycle });
    expect(await readyOf(app)).toMatchObject({ status: 200, ready: true, dataDir: 'ok' });
    lifecycle.stopping = true;
    const stopping = await readyOf(app);
    expect(stopping).toMatchObject({ status: 503, ready: false, stopping: true });
    expect(stopping.reasons.join()).toMatch(/stopping/);
  });

  it('fails a process whose DATA_DIR is not the one the running processes share', async () => {
    const shared = mkdtempSync(path.join(tmpdir(), 'academy-shared-'));
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'academy-elsewhere-'));
    const first = createLifecycle();
    const unregisterFirst = await registerProcess(
      { env: { ...testEnv, DATA_DIR: shared }, database: ctx.database },
      first,
    );
    // a moment later, as a second process starts (startedAt orders them)
    await new Promise((resolve) => setTimeout(resolve, 20));
    const joined = createLifecycle();
    const unregisterJoined = await registerProcess(
      { env: { ...testEnv, DATA_DIR: shared }, database: ctx.database },
      joined,
    );
    const lost = createLifecycle();
    const unregisterLost = await registerProcess(
      { env: { ...testEnv, DATA_DIR: elsewhere }, database: ctx.database },
      lost,
    );
    try {
      const appOf = (lifecycle: Lifecycle, dataDir: string) =>
        createApp({ ...deps(), env: { ...testEnv, DATA_DIR: dataDir }, lifecycle });
      expect((await readyOf(appOf(first, shared))).status).toBe(200);
      expect((await readyOf(appOf(joined, shared))).status).toBe(200);
      const wrong = await readyOf(appOf(lost, elsewhere));
      expect(wrong).toMatchObject({ status: 503, dataDir: 'not-shared' });
      expect(wrong.reasons.join('\n')).toContain(`process ${process.pid}`);
      expect(wrong.reasons.join('\n')).toContain('must share one DATA_DIR');
    } finally {
      await unregisterLost();
      await unregisterJoined();
      await unregisterFirst();
      rmSync(shared, { recursive: true, force: true });
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('GET /api/metrics', () => {
  it('answers only with the METRICS_TOKEN bearer (no socket here: never as loopback)', async () => {
    const metrics = createMetrics({ database: ctx.database, liveSockets: () => 0 });
    const token = 'metrics-token-0123456789';
    const app = createApp({ ...deps(), env: { ...testEnv, METRICS_TOKEN: token }, metrics });
    await app.request('/api/health');
    expect((await app.request('/api/metrics')).status).toBe(404);
    const wrong = await app.request('/api/metrics', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(404);
    const response = await app.request('/api/metrics', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /academy_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    expect(text).toContain('academy_http_request_duration_seconds_bucket');
    expect(text).toContain('academy_listener_deaf');
    expect(text).toContain('academy_process_nodejs_eventloop_lag_seconds');
  });
});
