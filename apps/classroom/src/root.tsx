import { AppRoot, appLinks } from '@academy/auth/app-root';
import { RouteError } from '@academy/ui/RouteError';
import { classroomStrings } from '@academy/strings/classroom';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

export const links = appLinks;

export const meta = () => [{ title: classroomStrings.documentTitle(classroomStrings.title) }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <AppRoot app="classroom" noindex>
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
