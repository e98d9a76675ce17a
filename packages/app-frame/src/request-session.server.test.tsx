import { configureHttp } from '@academy/api-client/http-config';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  requestAccessToken,
  requestTokenMiddleware,
  sessionLoader,
} from './request-session.server.ts';
import { authCheckedAtom, authStore, sessionAtom, SIGNED_OUT } from '@academy/auth/session';
import { demoUsers, resetSession } from '@academy/auth/testing';
import { ServerSessionContext, useSession } from '@academy/auth/use-session';

const page = (cookie?: string) =>
  new Request('http://academy.test/notices', cookie ? { headers: { Cookie: cookie } } : {});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  resetSession();
  configureHttp({ fetch: undefined, getAccessToken: () => undefined });
});

describe('sessionLoader under the root middleware (the server reading a page request)', () => {
  const api = vi.fn<(request: Request) => Promise<Response>>();
  beforeEach(() => {
    api.mockReset();
    // As serveApp configures the server's HTTP client.
    configureHttp({
      prefix: 'http://api.internal/api',
      fetch: (input, init) => api(new Request(input, init)),
      getAccessToken: requestAccessToken,
      log: () => {},
    });
  });
  /** The root loader run inside the middleware, as React Router runs a page request. */
  const load = async (cookie?: string) => {
    const request = page(cookie);
    let loaded: Awaited<ReturnType<typeof sessionLoader>> | undefined;
    await requestTokenMiddleware(
      {
        request,
        url: new URL(request.url),
        pattern: '/',
        params: {},
        context: new RouterContextProvider(),
      },
      async () => {
        loaded = await sessionLoader();
        return new Response();
      },
    );
    return loaded!.sessionUser;
  };

  it("asks the API whose the cookie's access token is, with it as the bearer", async () => {
    api.mockResolvedValueOnce(
      json(200, { success: true, code: 'OK', message: '', data: demoUsers.student }),
    );
    const user = await load('theme=dark; access_token=a.b.c; session_hint=1');
    expect(user?.name).toBe(demoUsers.student.name);
    const asked = api.mock.calls[0]![0];
    expect(new URL(asked.url).pathname).toBe('/api/users/info');
    expect(asked.headers.get('Authorization')).toBe('Bearer a.b.c');
  });

  it('is nobody without the cookie, and asks nothing', async () => {
    expect(await load('session_hint=1')).toBeNull();
    expect(await load()).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('is nobody when the API refuses the token or does not answer', async () => {
    api.mockResolvedValueOnce(json(401, { success: false, code: 'UNAUTHORIZED', message: 'x' }));
    expect(await load('access_token=expired')).toBeNull();
    api.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await load('access_token=a.b.c')).toBeNull();
  });

  it("keeps each request's token to itself", async () => {
    api.mockImplementation(async (request) =>
      json(200, {
        success: true,
        code: 'OK',
        message: '',
        data: { ...demoUsers.student, name: request.headers.get('Authorization') },
      }),
    );
    const [first, second] = await Promise.all([load('access_token=one'), load('access_token=two')]);
    expect([first?.name, second?.name]).toEqual(['Bearer one', 'Bearer two']);
  });
});

describe('useSession with the server’s user', () => {
  const withServerUser = ({ children }: { children: ReactNode }) => (
    <ServerSessionContext value={demoUsers.student}>{children}</ServerSessionContext>
  );

  it('shows the user the server found until the start-up check has settled', () => {
    authStore.set(sessionAtom, SIGNED_OUT);
    authStore.set(authCheckedAtom, false);
    const { result } = renderHook(() => useSession(), { wrapper: withServerUser });
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user?.name).toBe(demoUsers.student.name);
  });

  it('then follows the check: signed out when the browser finds the session gone', () => {
    authStore.set(sessionAtom, SIGNED_OUT);
    authStore.set(authCheckedAtom, false);
    const { result } = renderHook(() => useSession(), { wrapper: withServerUser });
    act(() => authStore.set(authCheckedAtom, true));
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.user).toBeNull();
  });
});
