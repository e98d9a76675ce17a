// Server only (the roots' `middleware` and `loader`, serve-app.server.ts). What the server reads for a
// page request, it reads as the request's caller (decision 021): the roots' middleware keeps the
// request cookie's access token for everything the request runs (its loaders, their reads of the
// API), and the server's HTTP client sends it as the bearer, under `npm start` and `pnpm dev`
// alike. The API checks it as it checks any call.
import { AsyncLocalStorage } from 'node:async_hooks';
import { userInfo } from '@academy/api-client/endpoints/session';
import type { MiddlewareFunction } from 'react-router';
import { accessTokenOf, type SessionUser } from '@academy/auth/token-store';

const requestToken = new AsyncLocalStorage<string | null>();

/** Each app root's `middleware`: the request's access token for all it runs. */
export const requestTokenMiddleware: MiddlewareFunction<Response> = ({ request }, next) =>
  requestToken.run(accessTokenOf(request.headers.get('Cookie')), next);

/** The server's HTTP client's `getAccessToken` (serve-app.server.ts). */
export const requestAccessToken = () => requestToken.getStore() ?? null;

/**
 * Who the request is signed in as, or null: no cookie, an expired or revoked token (the browser's
 * start-up check then refreshes and draws the page again), or an API that did not answer.
 */
async function sessionUser(): Promise<SessionUser | null> {
  if (!requestAccessToken()) return null;
  try {
    return (await userInfo()).data;
  } catch {
    return null;
  }
}

/** An app root's loader: who the page request is signed in as (`ServerSessionContext`). */
export async function sessionLoader() {
  return { sessionUser: await sessionUser() };
}
