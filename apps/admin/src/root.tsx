import { AppRoot, appLinks } from '@academy/auth/app-root';
import { RouteError } from '@academy/ui/RouteError';
import { adminStrings } from '@academy/strings/admin';
import type { ReactNode } from 'react';
import { Outlet, type MetaArgs } from 'react-router';
import { adminTitle } from './shared/use-admin-title.ts';

export const links = appLinks;

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
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
