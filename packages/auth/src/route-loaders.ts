// The classroom's and the admin's route loaders (decision 020): the server sends every page as the
// session check's screen; in the browser the routes' clientLoaders run as soon as their code has
// loaded, so the start-up check and the page's reads begin together with the code, not after a
// first render.
import { authCheckedAtom, authStore, sessionAtom, type SessionUser } from './session.ts';
import { getAuthSession } from './setup.ts';

/**
 * Settles once the start-up check has answered (the guard then shows the page or leaves for the
 * login). Then, for a signed-in user, starts the page's reads (`prefetch`) without waiting for
 * them: the page shows its own loading states, as on any later visit.
 */
export async function afterSessionCheck(prefetch?: (user: SessionUser) => unknown): Promise<null> {
  if (!authStore.get(authCheckedAtom))
    await getAuthSession()
      .ensureChecked()
      .catch(() => undefined);
  const { isAuthenticated, user } = authStore.get(sessionAtom);
  if (prefetch && isAuthenticated && user) void prefetch(user);
  return null;
}

/**
 * The server `loader` of a classroom or admin page (decision 021): it reads nothing on the server,
 * but React Router sends a route that has only a `clientLoader` as its fallback, never the page.
 */
export const renderOnServer = () => null;
