// What every app's root route (src/root.tsx) renders around its pages: the document with the
// apps' addresses, the query cache and Mantine's providers; and the stylesheet it links.
import mantineStyles from '@mantine/core/styles.layer.css?url';
import { Providers } from '@academy/ui/app-root';
import { AppDocument } from '@academy/ui/document';
import type { ReactNode } from 'react';
import { readOrigins, type AppName } from './origins.ts';

/**
 * Mantine's styles with a precedence: React then writes them at the top of the head, before the
 * scripts' preloads, so on a connection that fetches a few files at a time they are not queued
 * behind the page's code (they block the first paint; the code does not).
 */
export const appLinks = () => [{ rel: 'stylesheet', href: mantineStyles, precedence: 'default' }];

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
