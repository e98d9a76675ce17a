// The classroom's and the admin's client loaders (decision 020): in the browser a route's
// clientLoader runs as soon as its code has loaded, so the start-up check and the page's reads
// begin together with the code, not after a first render. A first visit's reads are made by the
// route's server loader with the caller's cookie (decision 028).
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
