// Every app root's page: the user the server found on the request (sessionLoader) and what the
// pages' server loaders read for them (prefetch), handed to the browser's first render so it
// draws what the server drew and fetches nothing twice.
import { dehydratedOf } from '@academy/api-client/prefetch';
import { HydrationBoundary } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Outlet, useLoaderData, useMatches } from 'react-router';
import type { sessionLoader } from './request-session.server.ts';
import { authCheckedAtom, authStore } from '@academy/auth/session';
import { getAuthSession } from '@academy/auth/setup';
import { ServerSessionContext } from '@academy/auth/use-session';

export function RootOutlet() {
  const { sessionUser } = useLoaderData<typeof sessionLoader>();
  const matches = useMatches();
  const state = useMemo(() => dehydratedOf(matches.map((match) => match.loaderData)), [matches]);
  // The start-up check, once the server's page is live (docs/product/screens.md). The user the
  // server found is taken as found (it asked the API with the cookie's token); without one the
  // browser asks, refreshing first when only the refresh token is left (decision 028).
  // (A checked session needs nothing: tests seed one without setupAuth.)
  useEffect(() => {
    if (!authStore.get(authCheckedAtom)) void getAuthSession().ensureChecked(sessionUser);
  }, [sessionUser]);
  return (
    <ServerSessionContext value={sessionUser}>
      <HydrationBoundary state={state}>
        <Outlet />
      </HydrationBoundary>
    </ServerSessionContext>
  );
}

/**
 * The roots' `shouldRevalidate`: only the first page needs sessionLoader; after that the browser's
 * session is the one that counts.
 */
export const sessionLoaderOnce = () => false;
