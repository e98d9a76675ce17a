import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ErrorEnvelope, HealthResponse } from '@academy/api-client/contract';
import { createTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

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
