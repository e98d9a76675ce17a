import { AppRoot, appLinks } from '@academy/auth/app-root';
import { sessionLoader, sessionLoaderOnce } from '@academy/auth/request-session';
import { ServerSessionContext } from '@academy/auth/use-session';
import { RouteError } from '@academy/ui/RouteError';
import { adminStrings } from '@academy/strings/admin';
import { dehydratedOf } from '@academy/api-client/prefetch';
import { HydrationBoundary } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Outlet, useLoaderData, useMatches, type MetaArgs } from 'react-router';
import { adminTitle } from './shared/use-admin-title.ts';

export const links = appLinks;

/** The server draws the page for the session the request's cookie names (decision 021). */
export const loader = sessionLoader;
export const shouldRevalidate = sessionLoaderOnce;

/** spec 2.1: the screen's header title names the page too. */
export const meta = ({ location }: MetaArgs) => [
  { title: adminStrings.documentTitle(adminTitle(location.pathname)) },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <AppRoot app="admin" noindex>
      {children}
    </AppRoot>
  );
}

export default function App() {
  const { sessionUser } = useLoaderData<typeof loader>();
  // The reads a page's server loader made for its caller (the lecture list), into the cache.
  const matches = useMatches();
  const state = useMemo(() => dehydratedOf(matches.map((match) => match.loaderData)), [matches]);
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
