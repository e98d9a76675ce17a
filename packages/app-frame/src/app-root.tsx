// What every app's root route (src/root.tsx) renders around its pages: the document with the
// apps' addresses, the query cache and Mantine's providers, and Mantine's base styles (each
// component's own come with its code: tooling/vite mantine-component-styles.js).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@academy/ui/typography.css';
import { Providers } from '@academy/ui/app-root';
import { AppDocument } from '@academy/ui/document';
import type { ReactNode } from 'react';
import { readOrigins, type AppName } from '@academy/auth/origins';

export function AppRoot({
  app,
  noindex,
  children,
}: {
  app: AppName;
  /** The classroom and the admin are not for search engines. */
  noindex?: boolean;
  children: ReactNode;
}) {
  return (
    <AppDocument app={app} origins={readOrigins()} noindex={noindex}>
      <Providers>{children}</Providers>
    </AppDocument>
  );
}
