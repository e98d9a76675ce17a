import { AppRoot } from '@academy/app-frame/app-root';
import { requestTokenMiddleware, sessionLoader } from '@academy/app-frame/request-session.server';
import { RootOutlet, sessionLoaderOnce } from '@academy/app-frame/root-outlet';
import { RouteError } from '@academy/ui/RouteError';
import type { ReactNode } from 'react';

/** The signed-in header is drawn on the server when the page request's cookie says who it is. */
export const middleware = [requestTokenMiddleware];
export const loader = sessionLoader;
export const shouldRevalidate = sessionLoaderOnce;

export function Layout({ children }: { children: ReactNode }) {
  return <AppRoot app="site">{children}</AppRoot>;
}

export default function App() {
  return <RootOutlet />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
