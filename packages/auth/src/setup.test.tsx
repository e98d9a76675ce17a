import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore, sessionAtom } from './session.ts';
import { getAuthSession, resetAuthSetup, setupAuth } from './setup.ts';
import { demoUsers, fakeAuthApi, resetSession } from './testing.ts';
import { useSession } from './use-session.ts';

afterEach(() => {
  resetAuthSetup();
  resetSession();
  vi.useRealTimers();
});

describe('setupAuth', () => {
  it('runs the start-up check at once', async () => {
    document.cookie = 'access_token=a.b.c; path=/';
    const api = fakeAuthApi(demoUsers.teacher);
    const fetchCurrentUser = vi.spyOn(api, 'fetchCurrentUser');
    setupAuth({ api, watch: false, notify: () => {} });
    await act(async () => {});
    expect(fetchCurrentUser).toHaveBeenCalledOnce();
    expect(authStore.get(sessionAtom).user).toEqual(demoUsers.teacher);
  });

  it('notices a sign-out in another app when the window gets focus', async () => {
    document.cookie = 'access_token=a.b.c; path=/';
    setupAuth({ api: fakeAuthApi(), notify: () => {} });
    await act(async () => {});
    expect(authStore.get(sessionAtom).isAuthenticated).toBe(true);

    // The other app's logout expired the shared cookies.
    document.cookie = 'access_token=; Max-Age=0; path=/';
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(authStore.get(sessionAtom).isAuthenticated).toBe(false);
  });

  it('notices it without focus too, by checking the cookies while visible', async () => {
    vi.useFakeTimers();
    document.cookie = 'access_token=a.b.c; path=/';
    setupAuth({ api: fakeAuthApi(), notify: () => {}, watchIntervalMs: 1000 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(authStore.get(sessionAtom).isAuthenticated).toBe(true);
    document.cookie = 'access_token=; Max-Age=0; path=/';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(authStore.get(sessionAtom).isAuthenticated).toBe(false);
  });

  it('throws a clear error when an action runs before setup', () => {
    expect(() => getAuthSession()).toThrow(/setupAuth/);
  });
});

describe('useSession', () => {
  it('gives the state and working actions', async () => {
    setupAuth({ api: fakeAuthApi(demoUsers.admin), watch: false, notify: () => {} });
    const { result } = renderHook(() => useSession());
    await act(async () => {});
    expect(result.current.isAuthenticated).toBe(false);
    let ok = false;
    await act(async () => {
      ok = await result.current.login('admin@academy.test', 'admin1234');
    });
    expect(ok).toBe(true);
    expect(result.current.user).toEqual(demoUsers.admin);
    expect(result.current.isAuthenticated).toBe(true);
    await act(async () => {
      await result.current.logout();
    });
    expect(result.current.user).toBeNull();
  });
});
