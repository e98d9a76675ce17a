import mantineStyles from '@mantine/core/styles.layer.css?url';
import { getAuthSession } from '@academy/auth/setup';
import { readOrigins } from '@academy/auth/origins';
import { AppDocument } from '@academy/ui/document';
import { RouteError } from '@academy/ui/RouteError';
import { HydrationBoundary } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { dehydratedOf } from './app/prefetch.ts';
import { Providers } from '@academy/ui/app-root';

/**
 * Mantine's styles with a precedence: React then writes them at the top of the head, before the
 * scripts' preloads, so on a connection that fetches a few files at a time they are not queued
 * behind the page's code (they block the first paint; the code does not).
 */
export const links = () => [{ rel: 'stylesheet', href: mantineStyles, precedence: 'default' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <AppDocument app="site" origins={readOrigins()}>
      <Providers>{children}</Providers>
    </AppDocument>
  );
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
