import { describe, expect, it } from 'vitest';
import { activeBanners } from './endpoints/site-content.ts';
import { ApiError } from './errors.ts';
import { refuseRequests } from './testing.ts';

describe('refuseRequests', () => {
  it('fails every call as offline and records what was attempted', async () => {
    const attempted = refuseRequests();
    const failure = await activeBanners().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('NETWORK');
    expect(attempted).toEqual(['GET /api/banners/active']);
  });
});
