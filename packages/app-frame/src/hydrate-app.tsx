// Every app's entry.client.tsx: one session for the three apps (docs/product/screens.md), then the
// server's page comes alive.
import { queryClient } from '@academy/ui/app-root';
import { DocumentValuesContext, readDocumentValues } from '@academy/ui/document';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { setupAuth } from '@academy/auth/setup';

export function hydrateApp() {
  // The start-up check runs once the server's page is live (RootOutlet): most page requests
  // already carry the session the server confirmed, and checking before that could draw another
  // page than the server's.
  setupAuth({ onSignedOut: () => queryClient.clear(), checkOnStart: false });
  startTransition(() => {
    hydrateRoot(
      document,
      <DocumentValuesContext value={readDocumentValues()}>
        <HydratedRouter />
      </DocumentValuesContext>,
    );
  });
}
