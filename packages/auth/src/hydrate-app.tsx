// Every app's entry.client.tsx: one session for the three apps (spec 2.1), then the server's page
// comes alive.
import { queryClient } from '@academy/ui/app-root';
import { DocumentValuesContext, readDocumentValues } from '@academy/ui/document';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { setupAuth } from './setup.ts';

export function hydrateApp({ checkOnStart }: { checkOnStart: boolean }) {
  setupAuth({ onSignedOut: () => queryClient.clear(), checkOnStart });
  startTransition(() => {
    hydrateRoot(
      document,
      <DocumentValuesContext value={readDocumentValues()}>
        <HydratedRouter />
      </DocumentValuesContext>,
    );
  });
}
