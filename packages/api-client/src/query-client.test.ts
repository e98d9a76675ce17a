import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { createQueryClient, QUERY_RETRIES } from './query-client.ts';

const failing = (status: number, code = 'ERROR') => {
  const queryFn = vi.fn(() => Promise.reject(new ApiError({ status, code, message: '오류' })));
  return queryFn;
};

describe('createQueryClient', () => {
  it.each([400, 401, 403, 404, 409])(
    'gives up on a %i at once (the answer will not change)',
    async (status) => {
      const queryFn = failing(status);
      await expect(
        createQueryClient().fetchQuery({ queryKey: ['x'], queryFn, retryDelay: 0 }),
      ).rejects.toThrow('오류');
      expect(queryFn).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    [0, 'NETWORK'],
    [408, 'TIMEOUT'],
    [429, 'RATE_LIMITED'],
    [503, 'UNAVAILABLE'],
  ])('tries a %i (%s) again', async (status, code) => {
    const queryFn = failing(status, code);
    await expect(
      createQueryClient().fetchQuery({ queryKey: ['x'], queryFn, retryDelay: 0 }),
    ).rejects.toThrow('오류');
    expect(queryFn).toHaveBeenCalledTimes(QUERY_RETRIES + 1);
  });
});
