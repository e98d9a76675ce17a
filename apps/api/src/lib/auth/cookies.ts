// The session cookies in docs/decisions/003-token-storage.md (decision records 003 and 004):
// - access_token: readable by the apps' scripts (they send it as a bearer token), 15 minutes, Lax;
// - refresh_token: HttpOnly, only sent to /api/auth, SameSite=Strict: no script ever sees it;
// - session_hint=1: not a secret, tells the browser a session may exist when access_token is gone,
//   so the start-up check knows to try one refresh.
// Secure when the apps are served over https; Domain=COOKIE_DOMAIN when set (subdomains share it),
// host-only otherwise (localhost: browsers share host cookies across ports).
import { AUTH_COOKIES } from '@academy/api-client/contract/auth';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { AppEnv } from '../../app-env.ts';
import { appOrigins } from '../../env.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';
import { SESSION_ABSOLUTE_SECONDS } from './sessions.ts';

export const ACCESS_COOKIE = AUTH_COOKIES.access;
const REFRESH_COOKIE = AUTH_COOKIES.refresh;
export const HINT_COOKIE = AUTH_COOKIES.hint;
const REFRESH_COOKIE_PATH = AUTH_COOKIES.refreshPath;

type Ctx = Context<AppEnv>;

/** A request from one of the three app origins is a browser's: it gets cookies, never a body token. */
export function isBrowserRequest(c: Ctx) {
  const origin = c.req.header('origin');
  return !!origin && Object.values(appOrigins(c.var.deps.env)).includes(origin);
}

function base(c: Ctx): CookieOptions {
  const env = c.var.deps.env;
  return {
    secure: env.SITE_URL.startsWith('https:'),
    ...(env.COOKIE_DOMAIN ? { domain: env.COOKIE_DOMAIN } : {}),
  };
}

export function setSessionCookies(
  c: Ctx,
  tokens: { accessToken: string; refreshToken: string; refreshMaxAgeSeconds: number },
) {
  setCookie(c, ACCESS_COOKIE, tokens.accessToken, {
    ...base(c),
    path: '/',
    sameSite: 'Lax',
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  setCookie(c, REFRESH_COOKIE, tokens.refreshToken, {
    ...base(c),
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: tokens.refreshMaxAgeSeconds,
  });
  setCookie(c, HINT_COOKIE, '1', {
    ...base(c),
    path: '/',
    sameSite: 'Lax',
    maxAge: SESSION_ABSOLUTE_SECONDS,
  });
}

export function clearSessionCookies(c: Ctx) {
  deleteCookie(c, ACCESS_COOKIE, { ...base(c), path: '/' });
  deleteCookie(c, REFRESH_COOKIE, { ...base(c), path: REFRESH_COOKIE_PATH });
  deleteCookie(c, HINT_COOKIE, { ...base(c), path: '/' });
}

export const refreshCookieOf = (c: Ctx) => getCookie(c, REFRESH_COOKIE);
