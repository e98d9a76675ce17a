import mantineStyles from '@mantine/core/styles.layer.css?url';
import { readOrigins } from '@academy/auth/origins';
import { Providers } from '@academy/ui/app-root';
import { AppDocument } from '@academy/ui/document';
import { RouteError } from '@academy/ui/RouteError';
import { adminStrings } from '@academy/strings/admin';
import type { ReactNode } from 'react';
import { Outlet, type MetaArgs } from 'react-router';
import { adminTitle } from './shared/use-admin-title.ts';

// Mantine's styles before the scripts' preloads (they block the first paint; decision 019).
export const links = () => [{ rel: 'stylesheet', href: mantineStyles, precedence: 'default' }];

/** spec 2.1: the screen's header title names the page too. */
export const meta = ({ location }: MetaArgs) => [
  { title: adminStrings.documentTitle(adminTitle(location.pathname)) },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <AppDocument app="admin" origins={readOrigins()} noindex>
      <Providers>{children}</Providers>
    </AppDocument>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
