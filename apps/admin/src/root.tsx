import { AppRoot } from '@academy/app-frame/app-root';
import { requestTokenMiddleware, sessionLoader } from '@academy/app-frame/request-session.server';
import { RootOutlet, sessionLoaderOnce } from '@academy/app-frame/root-outlet';
import { RouteError } from '@academy/ui/RouteError';
import * as adminStrings from '@academy/strings/admin';
import type { ReactNode } from 'react';
import type { MetaArgs } from 'react-router';
import { adminTitle } from './shared/use-admin-title.ts';

/** The server draws the page for the session the request's cookie names (decision 021). */
export const middleware = [requestTokenMiddleware];
export const loader = sessionLoader;
export const shouldRevalidate = sessionLoaderOnce;

/** The screen's header title names the page too (docs/product/screens.md). */
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
  return <RootOutlet />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
