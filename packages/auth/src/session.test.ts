import { activeViewAtom } from '@academy/ui/interface-state';
import { createStore } from 'jotai';
import * as errors from '@academy/strings/errors';
import type { User } from '@academy/api-client/contract/users';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthApi } from './auth-api.ts';
import {
  authCheckedAtom,
  createAuthSession,
  sessionAtom,
  TEMP_USER,
  type Notify,
} from './session.ts';
import { cacheUser, readAccessToken, readCachedUser, USER_INFO_KEY } from './token-store.ts';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwtFor = (sub: string) => `${base64url({ alg: 'HS256' })}.${base64url({ sub })}.signature`;

const profile = (id = 42): User => ({
  id,
  userId: 'student@academy.test',
  name: '김학생',
  role: 'STUDENT',
  studentContact: '010-1234-5678',
  parentContact: null,
  address: null,
  majorType: '이과',
  goalUniversities: [],
  studyYears: 1,
  ejuScores: null,
  image: null,
  note: null,
});

const httpError = (status: number, message = '') =>
  Object.assign(new Error(message), { status, serverMessage: message });

/** The server's cookies as the browser would hold them after a login or refresh. */
function serverSetsCookies(token: string) {
  document.cookie = `access_token=${token}; path=/`;
  document.cookie = 'session_hint=1; path=/';
}

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    login: vi.fn(async () => {
      const token = jwtFor('42');
      serverSetsCookies(token);
      return { success: true, message: '로그인되었습니다.', data: { token } };
    }),
    fetchCurrentUser: vi.fn(async () => profile()),
    refresh: vi.fn(async () => {
      const accessToken = jwtFor('42');
      serverSetsCookies(accessToken);
      return { accessToken };
    }),
    logout: vi.fn(async () => {
      document.cookie = 'access_token=; Max-Age=0; path=/';
      document.cookie = 'session_hint=; Max-Age=0; path=/';
    }),
    withdraw: vi.fn(async () => {}),
    ...overrides,
  };
}

function setup(overrides: Partial<AuthApi> = {}) {
  const store = createStore();
  const notify = vi.fn<Notify>();
  const api = fakeApi(overrides);
  const session = createAuthSession({ api, store, notify });
  return { store, notify, api, session, state: () => store.get(sessionAtom) };
}

beforeEach(() => {
  localStorage.clear();
  for (const name of ['access_token', 'session_hint']) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
  }
});

describe('login', () => {
  it('signs in, caches the profile and toasts the server message', async () => {
    const { session, state, notify, api } = setup();
    const pending = session.login('student@academy.test', 'student1234');
    expect(state().isLoading).toBe(true);
    expect(await pending).toBe(true);

    expect(api.login).toHaveBeenCalledWith({
      username: 'student@academy.test',
      password: 'student1234',
    });
    expect(state()).toEqual({
      user: profile(),
      isLoading: false,
      isAuthenticated: true,
      error: null,
    });
    expect(readCachedUser()).toEqual(profile());
    expect(notify).toHaveBeenCalledWith('success', '로그인되었습니다.');
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default success text when the server gives none', async () => {
    const { session, notify } = setup({
      login: async () => ({ success: true, message: '', data: { token: jwtFor('42') } }),
    });
    await session.login('student@academy.test', 'pw');
    expect(notify).toHaveBeenCalledWith('success', errors.auth.loginSuccess);
  });

  it('clears an earlier error when a new attempt starts', async () => {
    const { session, state, store } = setup();
    store.set(sessionAtom, { ...state(), error: errors.auth.loginFailed });
    const pending = session.login('a@b.c', 'pw');
    expect(state().error).toBeNull();
    await pending;
  });

  it('uses a placeholder user and warns when the profile fetch fails', async () => {
    const { session, state, notify } = setup({
      fetchCurrentUser: async () => {
        throw httpError(500, '서버 오류');
      },
    });
    expect(await session.login('student@academy.test', 'student1234')).toBe(true);
    expect(state().isAuthenticated).toBe(true);
    expect(state().user).toEqual({
      id: 'unknown',
      userId: 'student@academy.test',
      name: '사용자',
      role: 'STUDENT',
    });
    expect(notify).toHaveBeenNthCalledWith(1, 'success', '로그인되었습니다.');
    expect(notify).toHaveBeenNthCalledWith(
      2,
      'warning',
      '사용자 정보 조회에 실패했습니다. 새로고침 후 다시 시도해주세요.',
    );
    expect(readCachedUser()).toBeNull();
  });

  it('fails with the catalogue text on wrong credentials', async () => {
    const { session, state, notify } = setup({
      login: async () => {
        throw httpError(401, '이메일 또는 비밀번호가 올바르지 않습니다.');
      },
    });
    cacheUser(profile());
    expect(await session.login('student@academy.test', 'wrong')).toBe(false);
    expect(state()).toEqual({
      user: null,
      isLoading: false,
      isAuthenticated: false,
      error: '이메일 또는 비밀번호를 확인하세요.',
    });
    expect(notify).toHaveBeenCalledWith('error', '이메일 또는 비밀번호를 확인하세요.');
    expect(readCachedUser()).toBeNull();
  });

  it('fails when the answer has success false or no token', async () => {
    for (const answer of [
      { success: false, message: '실패', data: null },
      { success: true, message: '성공', data: { token: '' } },
      { success: true, message: '성공', data: null },
    ]) {
      const { session, state } = setup({ login: async () => answer });
      expect(await session.login('a@b.c', 'pw')).toBe(false);
      expect(state().error).toBe(errors.auth.loginFailed);
      expect(state().isAuthenticated).toBe(false);
    }
  });

  it('shows the server message for a 429, which says how long to wait', async () => {
    const wait = '로그인 시도가 너무 많습니다. 5분 후 다시 시도해주세요.';
    const { session, state, notify } = setup({
      login: async () => {
        throw httpError(429, wait);
      },
    });
    await session.login('a@b.c', 'pw');
    expect(state().error).toBe(wait);
    expect(notify).toHaveBeenCalledWith('error', wait);
  });

  it('does not show a network error in English', async () => {
    const { session, state } = setup({
      login: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await session.login('a@b.c', 'pw');
    expect(state().error).toBe(errors.auth.loginFailed);
  });
});

describe('logout', () => {
  it('signs out on the server, clears everything and toasts', async () => {
    const { session, state, notify, api } = setup();
    await session.login('student@academy.test', 'pw');
    notify.mockClear();
    await session.logout();
    expect(api.logout).toHaveBeenCalledOnce();
    expect(state()).toEqual({ user: null, isLoading: false, isAuthenticated: false, error: null });
    expect(readAccessToken()).toBeNull();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
    expect(notify).toHaveBeenCalledWith('success', '로그아웃되었습니다.');
  });

  it('resets the same way with the error toast when clearing throws', async () => {
    const { session, state, notify } = setup({
      logout: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await session.login('student@academy.test', 'pw');
    notify.mockClear();
    await session.logout();
    expect(state()).toEqual({ user: null, isLoading: false, isAuthenticated: false, error: null });
    expect(readAccessToken()).toBeNull();
    expect(readCachedUser()).toBeNull();
    expect(notify).toHaveBeenCalledWith('error', '로그아웃 중 오류가 발생했습니다.');
    expect(notify).not.toHaveBeenCalledWith('success', expect.anything());
  });
});

describe('start-up check', () => {
  it('stays signed out silently with no token and no session hint', async () => {
    const { session, state, notify, api, store } = setup();
    cacheUser(profile());
    await session.checkAuth();
    expect(state()).toEqual({ user: null, isLoading: false, isAuthenticated: false, error: null });
    expect(api.fetchCurrentUser).not.toHaveBeenCalled();
    expect(api.refresh).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(readCachedUser()).toBeNull();
    expect(store.get(authCheckedAtom)).toBe(true);
  });

  it('fetches the user with a token and signs in', async () => {
    serverSetsCookies(jwtFor('42'));
    const { session, state } = setup();
    await session.checkAuth();
    expect(state()).toEqual({
      user: profile(),
      isLoading: false,
      isAuthenticated: true,
      error: null,
    });
    expect(readCachedUser()).toEqual(profile());
  });

  it('refreshes once when only the session hint is there, then fetches the user', async () => {
    document.cookie = 'session_hint=1; path=/';
    const { session, state, api } = setup();
    await session.checkAuth();
    expect(api.refresh).toHaveBeenCalledOnce();
    expect(api.fetchCurrentUser).toHaveBeenCalledOnce();
    expect(state().isAuthenticated).toBe(true);
    expect(state().user).toEqual(profile());
  });

  it('stays signed out when the hint refresh is refused, and forgets the hint', async () => {
    document.cookie = 'session_hint=1; path=/';
    const { session, state, api } = setup({
      refresh: async () => {
        throw httpError(401, '다시 로그인해주세요.');
      },
    });
    await session.checkAuth();
    expect(api.fetchCurrentUser).not.toHaveBeenCalled();
    expect(state().isAuthenticated).toBe(false);
    expect(document.cookie).not.toContain('session_hint');
  });

  it('clears the session silently on a 401', async () => {
    serverSetsCookies(jwtFor('42'));
    cacheUser(profile());
    const { session, state, notify } = setup({
      fetchCurrentUser: async () => {
        throw httpError(401, '인증이 필요합니다.');
      },
    });
    await session.checkAuth();
    expect(state()).toEqual({ user: null, isLoading: false, isAuthenticated: false, error: null });
    expect(readAccessToken()).toBeNull();
    expect(readCachedUser()).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the session with the cached user of the same id on another error', async () => {
    serverSetsCookies(jwtFor('42'));
    cacheUser(profile(42));
    const { session, state } = setup({
      fetchCurrentUser: async () => {
        throw httpError(503, '잠시 후 다시 시도해주세요.');
      },
    });
    await session.checkAuth();
    expect(state().isAuthenticated).toBe(true);
    expect(state().user).toEqual(profile(42));
  });

  it('uses the temp user when the cached user belongs to someone else', async () => {
    serverSetsCookies(jwtFor('42'));
    cacheUser(profile(7));
    const { session, state } = setup({
      fetchCurrentUser: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await session.checkAuth();
    expect(state().isAuthenticated).toBe(true);
    expect(state().user).toEqual({ id: 'temp', name: '사용자', role: 'STUDENT' });
    expect(state().user).toEqual(TEMP_USER);
  });

  it('keeps the existing user on another error', async () => {
    serverSetsCookies(jwtFor('42'));
    const { session, state, store } = setup({
      fetchCurrentUser: async () => {
        throw httpError(500);
      },
    });
    const existing = { ...profile(42), name: '이미 로그인' };
    store.set(sessionAtom, {
      user: existing,
      isLoading: false,
      isAuthenticated: true,
      error: null,
    });
    await session.checkAuth();
    expect(state().user).toEqual(existing);
    expect(state().isAuthenticated).toBe(true);
  });

  it('runs the check once for guards that ask at the same time', async () => {
    serverSetsCookies(jwtFor('42'));
    const { session, api } = setup();
    await Promise.all([session.ensureChecked(), session.ensureChecked(), session.ensureChecked()]);
    await session.ensureChecked();
    expect(api.fetchCurrentUser).toHaveBeenCalledOnce();
  });

  it('takes the user the server found on the page request without asking again (decision 028)', async () => {
    serverSetsCookies(jwtFor('42'));
    const { session, state, api, store } = setup();
    await session.ensureChecked(profile());
    expect(api.fetchCurrentUser).not.toHaveBeenCalled();
    expect(api.refresh).not.toHaveBeenCalled();
    expect(state()).toEqual({
      user: profile(),
      isLoading: false,
      isAuthenticated: true,
      error: null,
    });
    expect(store.get(authCheckedAtom)).toBe(true);
    // The cached copy is kept as after a check in the browser (docs/product/api.md)
    expect(readCachedUser()).toEqual(profile());
  });

  it('asks itself when the server found nobody (an expired token: refresh first)', async () => {
    document.cookie = 'session_hint=1; path=/';
    const { session, state, api } = setup();
    await session.ensureChecked(null);
    expect(api.refresh).toHaveBeenCalledOnce();
    expect(api.fetchCurrentUser).toHaveBeenCalledOnce();
    expect(state().user).toEqual(profile());
  });
});

describe('refresh', () => {
  it('is single flight: parallel callers share one refresh', async () => {
    let release: () => void = () => {};
    const { session, api } = setup({
      refresh: vi.fn(
        () =>
          new Promise<{ accessToken: string }>((resolve) => {
            release = () => {
              serverSetsCookies(jwtFor('42'));
              resolve({ accessToken: jwtFor('42') });
            };
          }),
      ),
    });
    const calls = Array.from({ length: 10 }, () => session.refresh());
    release();
    const tokens = await Promise.all(calls);
    expect(api.refresh).toHaveBeenCalledOnce();
    expect(new Set(tokens)).toEqual(new Set([jwtFor('42')]));
    // A later refresh is a new one.
    const again = session.refresh();
    release();
    await again;
    expect(api.refresh).toHaveBeenCalledTimes(2);
  });

  it('clears everything when the server refuses the refresh token', async () => {
    serverSetsCookies(jwtFor('42'));
    cacheUser(profile());
    const { session } = setup({
      refresh: async () => {
        throw httpError(401);
      },
    });
    expect(await session.refresh()).toBeNull();
    expect(readAccessToken()).toBeNull();
    expect(readCachedUser()).toBeNull();
  });
});

describe('account deletion', () => {
  it('withdraws, then runs the logout reset', async () => {
    const { session, state, notify, api } = setup();
    await session.login('student@academy.test', 'pw');
    expect(await session.deleteAccount('pw')).toBe(true);
    expect(api.withdraw).toHaveBeenCalledExactlyOnceWith('pw');
    expect(api.logout).toHaveBeenCalledOnce();
    expect(state().isAuthenticated).toBe(false);
    expect(readCachedUser()).toBeNull();
    expect(notify).toHaveBeenLastCalledWith('success', errors.auth.loggedOut);
  });

  it('prefers the server message when it fails and stays signed in', async () => {
    const { session, state, notify } = setup({
      withdraw: async () => {
        throw httpError(409, '진행 중인 과제가 있어 탈퇴할 수 없습니다.');
      },
    });
    await session.login('student@academy.test', 'pw');
    expect(await session.deleteAccount('pw')).toBe(false);
    expect(notify).toHaveBeenLastCalledWith('error', '진행 중인 과제가 있어 탈퇴할 수 없습니다.');
    expect(state().isAuthenticated).toBe(true);
  });

  it('falls back to the catalogue text without a server message', async () => {
    const { session, notify } = setup({
      withdraw: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await session.deleteAccount('pw');
    expect(notify).toHaveBeenLastCalledWith('error', '계정 탈퇴 중 오류가 발생했습니다.');
  });
});

describe('onSignedOut', () => {
  it('fires when a signed-in session ends, not for a visitor', async () => {
    const onSignedOut = vi.fn();
    const store = createStore();
    const session = createAuthSession({ api: fakeApi(), store, notify: vi.fn(), onSignedOut });
    await session.checkAuth();
    expect(onSignedOut).not.toHaveBeenCalled();
    await session.login('student@academy.test', 'pw');
    await session.logout();
    expect(onSignedOut).toHaveBeenCalledOnce();
    await session.login('student@academy.test', 'pw');
    session.expire();
    expect(onSignedOut).toHaveBeenCalledTimes(2);
  });
});

describe('interface state', () => {
  it('returns to its defaults when the session ends', async () => {
    const { session, store } = setup();
    await session.login('student@academy.test', 'pw');
    store.set(activeViewAtom, 'success');
    await session.logout();
    expect(store.get(activeViewAtom)).toBe('home');
  });
});

describe('other apps (shared cookies)', () => {
  it('notices a sign-out elsewhere: the cookies are gone', async () => {
    const { session, state } = setup();
    await session.login('student@academy.test', 'pw');
    document.cookie = 'access_token=; Max-Age=0; path=/';
    document.cookie = 'session_hint=; Max-Age=0; path=/';
    await session.recheck();
    expect(state().isAuthenticated).toBe(false);
    expect(readCachedUser()).toBeNull();
  });

  it('notices a sign-in elsewhere', async () => {
    const { session, state } = setup();
    await session.checkAuth();
    expect(state().isAuthenticated).toBe(false);
    serverSetsCookies(jwtFor('42'));
    await session.recheck();
    expect(state().isAuthenticated).toBe(true);
  });

  it('retries a failed profile when asked (the person came back to the page)', async () => {
    let fail = true;
    const { session, state } = setup({
      fetchCurrentUser: async () => {
        if (fail) throw httpError(503);
        return profile();
      },
    });
    await session.login('student@academy.test', 'pw');
    expect(state().user?.id).toBe('unknown');
    fail = false;
    await session.recheck();
    expect(state().user?.id).toBe('unknown');
    await session.recheck({ retryProfile: true });
    expect(state().user).toEqual(profile());
  });

  it('expire() is the silent reset the HTTP layer calls after a failed refresh', async () => {
    const { session, state, notify } = setup();
    await session.login('student@academy.test', 'pw');
    notify.mockClear();
    session.expire();
    expect(state().isAuthenticated).toBe(false);
    expect(readAccessToken()).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });
});
