// The classroom's and the admin's client loaders (decision 020): in the browser a route's
// clientLoader runs as soon as its code has loaded, so the start-up check and the page's reads
// begin together with the code, not after a first render. A first visit's reads are made by the
// route's server loader with the caller's cookie (decision 028).
import { prefetch } from '@academy/api-client/prefetch';
import { queryClient } from '@academy/ui/app-root';
import type { QueryClient } from '@tanstack/react-query';
import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { authCheckedAtom, authStore, sessionAtom, type SessionUser } from '@academy/auth/session';
import { getAuthSession } from '@academy/auth/setup';

/**
 * Settles once the start-up check has answered (the guard then shows the page or leaves for the
 * login). Then, for a signed-in user, starts the page's reads (`read`) without waiting for
 * them: the page shows its own loading states, as on any later visit.
 */
export async function afterSessionCheck(read?: (user: SessionUser) => unknown): Promise<null> {
  if (!authStore.get(authCheckedAtom))
    await getAuthSession()
      .ensureChecked()
      .catch(() => undefined);
  const { isAuthenticated, user } = authStore.get(sessionAtom);
  if (read && isAuthenticated && user) void read(user);
  return null;
}

/** What a page's first reads depend on: its address (the route's params and the request's URL). */
export type ReadArgs = Pick<LoaderFunctionArgs, 'params' | 'request'>;

/**
 * A classroom or admin route's `loader` and `clientLoader` from what its page reads first
 * (decision 028): the server reads with the caller's cookie for a first visit (a read it is
 * refused is left out, and the page asks again in the browser), and later visits start the same
 * reads with the page's code once the session is known (`user`, which the server has not).
 */
export function firstReads(
  reads: (client: QueryClient, args: ReadArgs, user?: SessionUser) => Promise<void>[],
) {
  return {
    loader: (args: LoaderFunctionArgs) => prefetch((client) => reads(client, args)),
    clientLoader: (args: ClientLoaderFunctionArgs) =>
      afterSessionCheck((user) => Promise.all(reads(queryClient, args, user))),
  };
}
