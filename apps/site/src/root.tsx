import { AppRoot, appLinks } from '@academy/auth/app-root';
import { getAuthSession } from '@academy/auth/setup';
import { RouteError } from '@academy/ui/RouteError';
import { HydrationBoundary } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { dehydratedOf } from './app/prefetch.ts';

export const links = appLinks;

export function Layout({ children }: { children: ReactNode }) {
  return <AppRoot app="site">{children}</AppRoot>;
}

export default function App() {
  const matches = useMatches();
  const state = useMemo(() => dehydratedOf(matches.map((match) => match.loaderData)), [matches]);
  // spec 2.1: the start-up session check, once the server's page is live (the header it drew is
  // the signed-out one; checking before that would draw another).
  useEffect(() => void getAuthSession().ensureChecked(), []);
  return (
    <HydrationBoundary state={state}>
      <Outlet />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
