import mantineStyles from '@mantine/core/styles.layer.css?url';
import { readOrigins } from '@academy/auth/origins';
import { Providers } from '@academy/ui/app-root';
import { AppDocument } from '@academy/ui/document';
import { RouteError } from '@academy/ui/RouteError';
import { classroomStrings } from '@academy/strings/classroom';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

// Mantine's styles before the scripts' preloads (they block the first paint; decision 019).
export const links = () => [{ rel: 'stylesheet', href: mantineStyles, precedence: 'default' }];

export const meta = () => [{ title: classroomStrings.documentTitle(classroomStrings.title) }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <AppDocument app="classroom" origins={readOrigins()} noindex>
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
