import { describe, expect, it } from 'vitest';
import { activeBanners, allBanners, createBanner } from '../endpoints/site-content.ts';
import { ApiError } from '../errors.ts';
import { mockApi } from './api.ts';
import { bannerHandlers } from './banners.ts';

const api = mockApi();

describe('mockApi', () => {
  it('fails a request no handler answers as offline and lists it as unanswered', async () => {
    const failure = await activeBanners().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('NETWORK');
    expect(api.unanswered).toEqual(['GET /api/banners/active']);
  });

  it('answers with the handlers a test adds, and records a multipart write with its fields', async () => {
    api.use(...bannerHandlers([]));
    expect((await allBanners()).data).toEqual([]);
    await createBanner({
      title: '여름 특강',
      imageFile: new File(['png'], 'banner.png', { type: 'image/png' }),
      url: '/lectures',
    });
    expect(api.unanswered).toEqual([]);
    await expect.poll(() => api.sent.length).toBe(1);
    expect(api.sent[0]).toMatchObject({
      method: 'POST',
      path: 'banners',
      body: { title: '여름 특강', url: '/lectures', imageFile: { type: 'image/png' } },
    });
  });
});
