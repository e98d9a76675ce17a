// docs/product/states.md: the session state machine (user, isLoading, isAuthenticated, error) as
// jotai atoms, with every toast and fallback in docs/product/states.md, docs/product/errors.md. The
// actions are plain functions over a jotai store so the HTTP layer (onSessionExpired) and React
// (useSession) drive the same state.
//
// Store: the atoms live in `authStore`, jotai's default store. Apps use jotai without a
// <Provider> (or with <Provider store={authStore}>), so hooks and these actions see one state.
import { showToast } from '@academy/ui/toast';
import { resetInterfaceStateAtom } from '@academy/ui/interface-state';
import * as errors from '@academy/strings/errors';
import { atom, getDefaultStore } from 'jotai';
import { startTransition } from 'react';
import { describeError, type AuthApi } from './auth-api.ts';
import {
  cacheUser,
  clearCachedUser,
  clearTokens,
  hasSessionHint,
  readAccessToken,
  readCachedUser,
  tokenSubject,
  type SessionUser,
} from './token-store.ts';

export type { SessionUser } from './token-store.ts';

export interface SessionState {
  user: SessionUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /**
   * The login error text shown on the login form (docs/product/errors.md: cleared when a field is
   * edited).
   */
  error: string | null;
}

export const SIGNED_OUT: SessionState = {
  user: null,
  isLoading: false,
  isAuthenticated: false,
  error: null,
};

export const sessionAtom = atom<SessionState>(SIGNED_OUT);
/** True once the start-up check (checkAuth) has settled in this page. Guards wait for it. */
export const authCheckedAtom = atom(false);
/**
 * Why this page's person left, when they did it here (a logout or a withdrawal): guards then send
 * them to the site's home or its goodbye page rather than to the login page (they meant to leave).
 * The guard's redirect is the one navigation after it, so nothing races it. Cleared by the next
 * sign-in.
 */
export type LeftBy = 'logout' | 'withdrawal';
export const signedOutByUserAtom = atom<LeftBy | null>(null);

export type AuthStore = ReturnType<typeof getDefaultStore>;
/** The one store the apps share (jotai's default store). */
export const authStore: AuthStore = getDefaultStore();

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export type Notify = (kind: ToastKind, message: string) => void;

const TOAST_COLORS: Record<ToastKind, string> = {
  success: 'teal',
  error: 'red',
  warning: 'yellow',
  info: 'academy',
};

/** Toasts through @mantine/notifications (needs <Notifications /> from AppProviders). */
export const mantineNotify: Notify = (kind, message) => {
  showToast({ color: TOAST_COLORS[kind], message });
};

/** The user when the profile fetch after a login failed (docs/product/states.md). */
export function placeholderUser(loginId: string): SessionUser {
  return { id: 'unknown', userId: loginId, name: errors.auth.placeholderName, role: 'STUDENT' };
}

/**
 * The user kept when the start-up check fails for a reason other than 401 (docs/product/states.md).
 */
export const TEMP_USER: SessionUser = {
  id: 'temp',
  name: errors.auth.placeholderName,
  role: 'STUDENT',
};

export interface AuthSessionDeps {
  api: AuthApi;
  store?: AuthStore;
  notify?: Notify;
  /** Called when a signed-in session ends (logout, expiry, withdrawal, sign-out elsewhere):
   *  e.g. `queryClient.clear()` so the next person on this computer sees none of this one's data. */
  onSignedOut?: () => void;
}

export interface AuthSession {
  /**
   * docs/product/states.md login. Resolves true when signed in (the form then clears and leaves).
   */
  login(username: string, password: string): Promise<boolean>;
  /** docs/product/states.md logout: server logout, then the reset and its toast. */
  logout(): Promise<void>;
  /**
   * The start-up check (docs/product/screens.md, docs/product/states.md). Runs again each time it
   * is called.
   */
  checkAuth(): Promise<void>;
  /**
   * The start-up check once per page (guards call this; later calls share the first run). With
   * the user the server found on the page request (it checked the cookie's token with the API),
   * the session is theirs without asking again (decision 028).
   */
  ensureChecked(serverUser?: SessionUser | null): Promise<void>;
  /** One refresh at a time (single flight). The new access token, or null when it failed. */
  refresh(): Promise<string | null>;
  /**
   * DELETE /api/users/profile with the account's password, then the logout reset. Resolves true
   * when the account is gone.
   */
  deleteAccount(password: string): Promise<boolean>;
  /** The HTTP layer's onSessionExpired: a silent reset to signed out. */
  expire(): void;
  /** Clears the login error (docs/product/errors.md: when a field of the login form is edited). */
  clearError(): void;
  /** Notices a sign-in or sign-out that happened in another app or tab (cookies are shared). */
  recheck(options?: { retryProfile?: boolean }): Promise<void>;
}

export function createAuthSession({
  api,
  store = authStore,
  notify = mantineNotify,
  onSignedOut,
}: AuthSessionDeps): AuthSession {
  const get = () => store.get(sessionAtom);
  const patch = (next: Partial<SessionState>) => store.set(sessionAtom, { ...get(), ...next });
  const signedIn = (user: SessionUser) => {
    store.set(signedOutByUserAtom, null);
    store.set(sessionAtom, { user, isLoading: false, isAuthenticated: true, error: null });
  };
  const signedOut = (error: string | null = null) => {
    const wasSignedIn = get().isAuthenticated;
    store.set(sessionAtom, { ...SIGNED_OUT, error });
    if (!wasSignedIn) return;
    // docs/product/screens.md: the interface state goes back to its defaults (no selected course or
    // open sidebar of the previous person), then the app's own clean-up.
    store.set(resetInterfaceStateAtom);
    onSignedOut?.();
  };

  let refreshing: Promise<string | null> | null = null;
  let checking: Promise<void> | null = null;

  function refresh(): Promise<string | null> {
    refreshing ??= (async () => {
      try {
        const { accessToken } = await api.refresh();
        // The server set the new cookies; the cookie is what every caller reads next.
        return readAccessToken() ?? accessToken;
      } catch (error) {
        const { status } = describeError(error);
        // The server refused the refresh token: nothing of this session is any good. A network
        // failure proves nothing, so the hint stays and the next page load tries again.
        if (status === 401 || status === 403) clearTokens();
        return null;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function login(username: string, password: string): Promise<boolean> {
    patch({ isLoading: true, error: null });
    let message: string | undefined;
    try {
      const answer = await api.login({ username, password });
      // Success requires success true and a token (docs/product/states.md).
      if (!answer.success || !answer.data?.token) throw new Error('login refused');
      message = answer.message;
    } catch (error) {
      const described = describeError(error);
      // docs/product/errors.md: any login failure reads '이메일 또는 비밀번호를 확인하세요.'; a 429 gets the
      // server's message instead, which says how long to wait (docs/product/api.md).
      const text =
        described.status === 429 && described.message ? described.message : errors.auth.loginFailed;
      clearCachedUser();
      signedOut(text);
      notify('error', text);
      return false;
    }
    const successText = message || errors.auth.loginSuccess;
    try {
      const user = await api.fetchCurrentUser();
      cacheUser(user);
      signedIn(user);
      notify('success', successText);
    } catch {
      // A placeholder user, signed in, the success toast and a warning (docs/product/states.md).
      signedIn(placeholderUser(username));
      notify('success', successText);
      notify('warning', errors.auth.profileFetchWarning);
    }
    store.set(authCheckedAtom, true);
    return true;
  }

  async function logout(leftBy: LeftBy = 'logout'): Promise<void> {
    let failed = false;
    try {
      await api.logout();
      clearTokens();
    } catch {
      failed = true;
      try {
        clearTokens();
      } catch {
        // Storage itself failed; the state below is reset regardless.
      }
    }
    store.set(signedOutByUserAtom, leftBy);
    signedOut();
    store.set(authCheckedAtom, true);
    notify(failed ? 'error' : 'success', failed ? errors.auth.logoutFailed : errors.auth.loggedOut);
  }

  /**
   * On any error but 401, keep the existing user, the matching cache, or the temp user
   * (docs/product/states.md).
   */
  function keptUser(token: string | null): SessionUser {
    const existing = get().user;
    if (existing) return existing;
    const cached = readCachedUser();
    const subject = tokenSubject(token);
    if (cached && subject !== null && String(cached.id) === subject) return cached;
    return TEMP_USER;
  }

  /**
   * Whose the session is at start-up (null: nobody), clearing what no longer holds
   * (docs/product/screens.md).
   */
  async function startUpUser(): Promise<SessionUser | null> {
    let token = readAccessToken();
    if (!token) {
      // With neither token the app stays signed out, silently (docs/product/screens.md). The
      // refresh token is invisible to scripts, so the session_hint cookie stands for it
      // (docs/decisions/003-token-storage.md).
      if (!hasSessionHint()) {
        clearCachedUser();
        return null;
      }
      token = await refresh();
      if (!token) return null;
    }
    try {
      const user = await api.fetchCurrentUser();
      cacheUser(user);
      return user;
    } catch (error) {
      if (describeError(error).status !== 401) return keptUser(token);
      // During the start-up check a 401 clears the session silently (docs/product/errors.md).
      clearTokens();
      return null;
    }
  }

  async function checkAuth(): Promise<void> {
    // The page is already drawn for the server's session: what the check finds reaches React as
    // a transition, which it can draw in short slices, after the parts of the page still
    // hydrating (decision 026). The state itself is set at once.
    startTransition(() => patch({ isLoading: true }));
    let found: SessionUser | null | undefined;
    try {
      found = await startUpUser();
    } finally {
      startTransition(() => {
        if (found) signedIn(found);
        else if (found === null) signedOut();
        store.set(authCheckedAtom, true);
        if (get().isLoading) patch({ isLoading: false });
      });
    }
  }

  function ensureChecked(serverUser?: SessionUser | null): Promise<void> {
    if (store.get(authCheckedAtom)) return Promise.resolve();
    if (serverUser && !checking) {
      cacheUser(serverUser);
      startTransition(() => {
        signedIn(serverUser);
        store.set(authCheckedAtom, true);
      });
      return Promise.resolve();
    }
    checking ??= checkAuth().finally(() => {
      checking = null;
    });
    return checking;
  }

  async function deleteAccount(password: string): Promise<boolean> {
    try {
      await api.withdraw(password);
    } catch (error) {
      // '계정 탈퇴 중 오류가 발생했습니다.', preferring the server's message (docs/product/errors.md).
      notify('error', describeError(error).message || errors.account.withdrawFailed);
      return false;
    }
    // Account deleted, then logout (clears both tokens everywhere) (docs/product/api.md); the
    // guard then sends the person to the goodbye page.
    await logout('withdrawal');
    return true;
  }

  function expire(): void {
    try {
      clearTokens();
    } catch {
      // ignore: the state reset is what matters here
    }
    signedOut();
    store.set(authCheckedAtom, true);
  }

  async function recheck({ retryProfile = false } = {}): Promise<void> {
    if (checking || refreshing) return;
    const { isAuthenticated, isLoading } = get();
    if (isLoading || !store.get(authCheckedAtom)) return;
    const token = readAccessToken();
    if (isAuthenticated && !token && !hasSessionHint()) {
      // Signed out in another app: the shared cookies are gone.
      expire();
    } else if (!isAuthenticated && (token || hasSessionHint())) {
      // Signed in in another app meanwhile.
      await checkAuth();
    } else if (isAuthenticated && token) {
      const user = get().user;
      const subject = tokenSubject(token);
      // Another account signed in elsewhere: pick up who it is now.
      if (user && typeof user.id === 'number' && subject !== null && String(user.id) !== subject) {
        await checkAuth();
      } else if (retryProfile && user && typeof user.id !== 'number') {
        // A placeholder user (the profile fetch failed): try again when the person comes back.
        await checkAuth();
      }
    }
  }

  return {
    login,
    logout,
    checkAuth,
    ensureChecked,
    refresh,
    deleteAccount,
    expire,
    clearError: () => patch({ error: null }),
    recheck,
  };
}
