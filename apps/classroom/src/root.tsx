import { AppRoot } from '@academy/app-frame/app-root';
import { requestTokenMiddleware, sessionLoader } from '@academy/app-frame/request-session.server';
import { RootOutlet, sessionLoaderOnce } from '@academy/app-frame/root-outlet';
import { RouteError } from '@academy/ui/RouteError';
import * as classroomStrings from '@academy/strings/classroom';
import type { ReactNode } from 'react';

/** The server draws the page for the session the request's cookie names (decision 021). */
export const middleware = [requestTokenMiddleware];
export const loader = sessionLoader;
export const shouldRevalidate = sessionLoaderOnce;

export const meta = () => [{ title: classroomStrings.documentTitle(classroomStrings.title) }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <AppRoot app="classroom" noindex>
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
