// The signed-in header drawn on the server (issue 15 item 4): a page request carries the shared
// access_token cookie, and the API says whose it is, as the start-up check would in the browser.
import { userInfo } from '@academy/api-client/endpoints/auth';
import { accessTokenOf, type SessionUser } from './token-store.ts';

/**
 * The user signed in on `request`, or null: no cookie, an expired or revoked token (the browser's
 * start-up check then refreshes and draws the header again), or an API that did not answer.
 */
export async function sessionUserOf(request: Request): Promise<SessionUser | null> {
  const token = accessTokenOf(request.headers.get('Cookie'));
  if (!token) return null;
  try {
    return (await userInfo({ Authorization: `Bearer ${token}` })).data;
  } catch {
    return null;
  }
}

/** An app root's loader: who the page request is signed in as (`ServerSessionContext`). */
export async function sessionLoader({ request }: { request: Request }) {
  return { sessionUser: await sessionUserOf(request) };
}

/** Only the first page needs it: after that the browser's session is the one that counts. */
export const sessionLoaderOnce = () => false;
