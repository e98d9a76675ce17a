import { describe, expect, it, vi } from 'vitest';
import { lazyEndpoints } from './lazy-endpoints.ts';

const endpoints = {
  notices: async (page: number, size: number) => ({ page, size }),
};

describe('lazyEndpoints', () => {
  it('loads the module with the first call, once, and passes the arguments through', async () => {
    const load = vi.fn(async () => endpoints);
    const api = lazyEndpoints(load);
    expect(load).not.toHaveBeenCalled();

    await expect(api.notices(2, 20)).resolves.toEqual({ page: 2, size: 20 });
    await expect(api.notices(0, 10)).resolves.toEqual({ page: 0, size: 10 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load (a lost connection), and the call reports the failure', async () => {
    const load = vi
      .fn<() => Promise<typeof endpoints>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(endpoints);
    const api = lazyEndpoints(load);

    await expect(api.notices(0, 10)).rejects.toThrow('Failed to fetch');
    await expect(api.notices(1, 10)).resolves.toEqual({ page: 1, size: 10 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not mistaken for a promise: awaiting it gives it back and loads nothing', async () => {
    const load = vi.fn(async () => endpoints);
    const api = lazyEndpoints(load);
    await expect(Promise.resolve(api)).resolves.toBe(api);
    expect(load).not.toHaveBeenCalled();
  });
});
