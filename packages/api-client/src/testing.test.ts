import { describe, expect, it } from 'vitest';
import { activeBanners } from './endpoints/site-content.ts';
import { ApiError } from './errors.ts';
import { refuseRequests, StoryQueryClient } from './testing.ts';

describe('refuseRequests', () => {
  it('fails every call as offline and records what was attempted', async () => {
    const attempted = refuseRequests();
    const failure = await activeBanners().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('NETWORK');
    expect(attempted).toEqual(['GET /api/banners/active']);
  });
});

describe('StoryQueryClient', () => {
  const client = () =>
    new StoryQueryClient({
      queries: [{ queryKey: ['seeded'], data: ['가'] }],
      failedQueries: [['failed']],
    });
  const neverCalled = async () => {
    throw new Error('the real query function ran');
  };

  it('answers a seeded query from the seed, fails a failed one, and leaves the rest loading', async () => {
    const stories = client();
    await expect(
      stories.fetchQuery({ queryKey: ['seeded'], queryFn: neverCalled }),
    ).resolves.toEqual(['가']);
    await expect(
      stories.fetchQuery({ queryKey: ['failed'], queryFn: neverCalled }),
    ).rejects.toMatchObject({ code: 'NETWORK' });
    const pending = stories.fetchQuery({ queryKey: ['other'], queryFn: neverCalled });
    const settled = await Promise.race([
      pending.then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('still loading'), 50)),
    ]);
    expect(settled).toBe('still loading');
  });

  it('lets a mutation succeed without calling its function', async () => {
    const stories = client();
    const mutation = stories.getMutationCache().build(stories, { mutationFn: neverCalled });
    await expect(mutation.execute(undefined)).resolves.toMatchObject({ success: true });
  });
});
