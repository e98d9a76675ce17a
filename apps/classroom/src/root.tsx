import { AppRoot, appLinks } from '@academy/auth/app-root';
import { sessionLoader, sessionLoaderOnce } from '@academy/auth/request-session';
import { ServerSessionContext } from '@academy/auth/use-session';
import { RouteError } from '@academy/ui/RouteError';
import { classroomStrings } from '@academy/strings/classroom';
import type { ReactNode } from 'react';
import { Outlet, useLoaderData } from 'react-router';

export const links = appLinks;

/** The server draws the page for the session the request's cookie names (decision 021). */
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
  const { sessionUser } = useLoaderData<typeof loader>();
  return (
    <ServerSessionContext value={sessionUser}>
      <Outlet />
    </ServerSessionContext>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
