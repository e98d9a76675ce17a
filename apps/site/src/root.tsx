import { AppRoot, appLinks } from '@academy/auth/app-root';
import { sessionLoader, sessionLoaderOnce } from '@academy/auth/request-session';
import { getAuthSession } from '@academy/auth/setup';
import { ServerSessionContext } from '@academy/auth/use-session';
import { RouteError } from '@academy/ui/RouteError';
import { HydrationBoundary } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, useLoaderData, useMatches } from 'react-router';
import { dehydratedOf } from '@academy/api-client/prefetch';

export const links = appLinks;

/** The signed-in header is drawn on the server when the page request's cookie says who it is. */
export const loader = sessionLoader;
export const shouldRevalidate = sessionLoaderOnce;

export function Layout({ children }: { children: ReactNode }) {
  return <AppRoot app="site">{children}</AppRoot>;
}

export default function App() {
  const { sessionUser } = useLoaderData<typeof loader>();
  const matches = useMatches();
  const state = useMemo(() => dehydratedOf(matches.map((match) => match.loaderData)), [matches]);
  // spec 2.1: the start-up session check, once the server's page is live (checking before that
  // could draw another header than the server's).
  useEffect(() => void getAuthSession().ensureChecked(), []);
  return (
    <ServerSessionContext value={sessionUser}>
      <HydrationBoundary state={state}>
        <Outlet />
      </HydrationBoundary>
    </ServerSessionContext>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
