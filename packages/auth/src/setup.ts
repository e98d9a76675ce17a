// setupAuth(): each app calls it once at start (before rendering). It creates the session over
// the API, and keeps this app in step with the others: the three apps share the session cookies,
// so a sign-out (or sign-in) in one is noticed here on focus, on becoming visible, and by a light
// cookie check while the page is visible.
import { configureHttp } from '@academy/api-client/http-config';
import type { AuthApi } from './auth-api.ts';
import { realAuthApi } from './real-auth-api.ts';
import { createAuthSession, type AuthSession, type Notify } from './session.ts';
import { readAccessToken } from './token-store.ts';

export interface SetupAuthOptions {
  /** The API (default: the real one). Tests and stories pass a fake. */
  api?: AuthApi;
  notify?: Notify;
  /** Called when a signed-in session ends, e.g. `() => queryClient.clear()`. */
  onSignedOut?: () => void;
  /** Watch for sign-in/out in the other apps (default true in a browser). */
  watch?: boolean;
  /** Milliseconds between cookie checks while visible. */
  watchIntervalMs?: number;
  /**
   * Run the start-up check at once (docs/product/screens.md; default true). Guards wait for the
   * same run.
   */
  checkOnStart?: boolean;
}

let current: AuthSession | null = null;
let stopWatching: (() => void) | null = null;

export function setupAuth(options: SetupAuthOptions = {}): AuthSession {
  stopWatching?.();
  stopWatching = null;
  const session = createAuthSession({
    api: options.api ?? realAuthApi,
    ...(options.notify ? { notify: options.notify } : {}),
    ...(options.onSignedOut ? { onSignedOut: options.onSignedOut } : {}),
  });
  current = session;
  // The one HTTP client sends the shared cookie's token, refreshes through this session on a 401
  // (single flight on both sides) and, when that fails, signs this app out.
  configureHttp({
    getAccessToken: readAccessToken,
    refreshSession: async () => (await session.refresh()) !== null,
    onSessionExpired: () => session.expire(),
  });
  if ((options.watch ?? true) && typeof window !== 'undefined') {
    stopWatching = watchSharedSession(session, options.watchIntervalMs ?? 5000);
  }
  if (options.checkOnStart ?? true) void session.ensureChecked();
  return session;
}

/** The session setupAuth() created. Throws a clear error when an app forgot to call it. */
export function getAuthSession(): AuthSession {
  if (!current) throw new Error('setupAuth() must be called once before the session is used');
  return current;
}

/** For tests: forget the session and stop watching. */
export function resetAuthSetup(): void {
  stopWatching?.();
  stopWatching = null;
  current = null;
}

export function watchSharedSession(session: AuthSession, intervalMs: number): () => void {
  const check = () => {
    if (document.visibilityState === 'hidden') return;
    void session.recheck();
  };
  // Coming back to the page also retries a profile that failed to load (placeholder user).
  const welcomeBack = () => {
    if (document.visibilityState === 'hidden') return;
    void session.recheck({ retryProfile: true });
  };
  window.addEventListener('focus', welcomeBack);
  document.addEventListener('visibilitychange', welcomeBack);
  const timer = window.setInterval(check, intervalMs);
  return () => {
    window.removeEventListener('focus', welcomeBack);
    document.removeEventListener('visibilitychange', welcomeBack);
    window.clearInterval(timer);
  };
}
