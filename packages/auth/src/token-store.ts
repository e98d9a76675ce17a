// Token storage (docs/product/limits.md: names, docs/decisions/003-token-storage.md: exposure).
//
// - access_token: a cookie the server sets at login and refresh (15 minutes, shared by the three
//   apps: host-only on localhost, Domain=COOKIE_DOMAIN in production). Scripts read it to send
//   the bearer header. The client never writes it: a script-written copy could differ in Domain
//   from the server's and then linger after sign-out.
// - refresh_token: an HttpOnly cookie (Path=/api/auth). No script can see it, so it is never in
//   storage here; the browser sends it to POST /api/auth/refresh by itself.
// - session_hint=1: a non-secret cookie saying a session may exist, so the start-up check knows
//   to try one refresh when access_token has expired.
// - user_info: the cached profile (docs/product/api.md), in localStorage of each origin.
import { AUTH_COOKIES } from '@academy/api-client/contract/values';
import type { User } from '@academy/api-client/contract/users';

export const ACCESS_TOKEN_COOKIE = AUTH_COOKIES.access;
export const SESSION_HINT_COOKIE = AUTH_COOKIES.hint;
export const USER_INFO_KEY = 'user_info';

/**
 * The signed-in user as the session knows it: the profile, or a placeholder
 * (docs/product/states.md).
 */
export type SessionUser = Partial<Omit<User, 'id' | 'userId' | 'name' | 'role'>> & {
  /**
   * A number for a real profile; 'unknown' (profile fetch failed) or 'temp'
   * (docs/product/states.md, docs/product/limits.md).
   */
  id: number | 'unknown' | 'temp';
  userId?: string;
  name: string;
  /** Compare with roles.ts (case-insensitive, docs/product/roles.md). */
  role: string;
};

/** The cookies of a `Cookie` header or of `document.cookie`: the first of each name wins. */
function parseCookies(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of text.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || found.has(name)) continue;
    try {
      found.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      found.set(name, part.slice(index + 1).trim());
    }
  }
  return found;
}

function cookies(): Map<string, string> {
  return typeof document === 'undefined' ? new Map() : parseCookies(document.cookie);
}

/** The access token a page request carries (the server rendering a signed-in page). */
export function accessTokenOf(cookieHeader: string | null): string | null {
  return parseCookies(cookieHeader ?? '').get(ACCESS_TOKEN_COOKIE) || null;
}

/** The access token from the shared cookie, or null when signed out (or expired). */
export function readAccessToken(): string | null {
  return cookies().get(ACCESS_TOKEN_COOKIE) || null;
}

/** True when the session_hint cookie says a refresh token may exist. */
export function hasSessionHint(): boolean {
  return cookies().has(SESSION_HINT_COOKIE);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The cached profile (user_info), when it is there and looks like one. */
export function readCachedUser(): SessionUser | null {
  const raw = storage()?.getItem(USER_INFO_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser> | null;
    if (
      value &&
      typeof value === 'object' &&
      (typeof value.id === 'number' || typeof value.id === 'string') &&
      typeof value.name === 'string' &&
      typeof value.role === 'string'
    ) {
      return value as SessionUser;
    }
  } catch {
    // A damaged entry is as good as none.
  }
  return null;
}

export function cacheUser(user: SessionUser): void {
  try {
    storage()?.setItem(USER_INFO_KEY, JSON.stringify(user));
  } catch {
    // Storage full or unavailable: the cache is only a convenience.
  }
}

export function clearCachedUser(): void {
  storage()?.removeItem(USER_INFO_KEY);
}

/** The host and its parent domains, so a Domain=COOKIE_DOMAIN cookie can be expired too. */
function cookieDomains(): (string | undefined)[] {
  if (typeof location === 'undefined') return [undefined];
  // An IP address (or localhost) only has host-only cookies.
  if (/^[\d.]+$/.test(location.hostname) || location.hostname.includes(':')) return [undefined];
  const labels = location.hostname.split('.');
  const domains: (string | undefined)[] = [undefined];
  // 'class.academy.test' -> class.academy.test, academy.test (never the bare TLD).
  for (let index = 0; index < labels.length - 1; index += 1) {
    domains.push(labels.slice(index).join('.'));
  }
  return domains;
}

function expireCookie(name: string) {
  for (const domain of cookieDomains()) {
    document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
  }
}

/**
 * Clears what a script can: the readable cookies (access_token, session_hint), the cached profile
 * and any spec-era tokens an older build left in localStorage. The HttpOnly refresh token is
 * revoked and expired by the server (POST /api/auth/logout, which session.logout() calls first).
 */
export function clearTokens(): void {
  if (typeof document !== 'undefined') {
    expireCookie(ACCESS_TOKEN_COOKIE);
    expireCookie(SESSION_HINT_COOKIE);
  }
  const store = storage();
  store?.removeItem('access_token');
  store?.removeItem('refresh_token');
  clearCachedUser();
}

/**
 * The `sub` claim of a JWT, read without verifying it (the server verifies; here it only decides
 * whether a cached user_info belongs to the token's user). Null when the token is malformed.
 */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
  } catch {
    return null;
  }
}
