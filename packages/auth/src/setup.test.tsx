import { ErrorEnvelope } from '@academy/api-client/contract/envelope';
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

describe('the HTTP client (api-client) after setupAuth', () => {
  const ok = (data: unknown) =>
    new Response(JSON.stringify({ success: true, code: 'OK', message: '', data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  const unauthorized = () =>
    new Response(
      JSON.stringify({
        success: false,
        code: 'UNAUTHORIZED',
        message: '로그인이 필요합니다.',
        data: null,
      }),
      { status: 401, headers: { 'Content-Type': 'application/json' } },
    );

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the shared cookie token, and refreshes through the session once on a 401', async () => {
    const { configureHttp } = await import('@academy/api-client/http-config');
    const { request } = await import('@academy/api-client/http');
    document.cookie = 'access_token=old; path=/';
    const refresh = vi.fn(async () => {
      document.cookie = 'access_token=new; path=/';
      return { accessToken: 'new' };
    });
    setupAuth({
      api: fakeAuthApi(demoUsers.student, { refresh }),
      watch: false,
      checkOnStart: false,
      notify: () => {},
    });
    // jsdom's Request (Node's) needs an absolute address; browsers resolve '/api' themselves.
    configureHttp({ prefix: `${window.location.origin}/api`, log: () => {} });
    const seen: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        const auth = input.headers.get('Authorization');
        seen.push(auth);
        return auth === 'Bearer new' ? ok({ n: 1 }) : unauthorized();
      }),
    );
    const schema = ErrorEnvelope; // any envelope: {success, code, message, data}
    const results = await Promise.all([
      request(schema, 'users/info'),
      request(schema, 'users/info'),
    ]);
    expect(results.map((r) => (r.data as { n: number }).n)).toEqual([1, 1]);
    expect(refresh).toHaveBeenCalledOnce();
    expect(seen.filter((value) => value === 'Bearer old')).toHaveLength(2);
  });

  it('signs this app out when the refresh fails', async () => {
    const { configureHttp } = await import('@academy/api-client/http-config');
    const { request } = await import('@academy/api-client/http');
    document.cookie = 'access_token=old; path=/';
    const session = setupAuth({
      api: fakeAuthApi(demoUsers.student, {
        refresh: async () => {
          throw Object.assign(new Error('다시 로그인해주세요.'), { status: 401 });
        },
      }),
      watch: false,
      checkOnStart: false,
      notify: () => {},
    });
    configureHttp({ prefix: `${window.location.origin}/api`, log: () => {} });
    await session.login('student@academy.test', 'pw');
    expect(authStore.get(sessionAtom).isAuthenticated).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorized()),
    );
    await expect(request(ErrorEnvelope, 'classroom/lectures')).rejects.toMatchObject({
      status: 401,
    });
    expect(authStore.get(sessionAtom).isAuthenticated).toBe(false);
  });
});
