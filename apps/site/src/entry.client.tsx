import { setupAuth } from '@academy/auth/setup';
import { DocumentValuesContext, readDocumentValues } from '@academy/ui/document';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { queryClient } from './app/providers.tsx';

// One session for the three apps (spec 2.1); its start-up check runs after hydration (root.tsx).
setupAuth({ onSignedOut: () => queryClient.clear(), checkOnStart: false });

startTransition(() => {
  hydrateRoot(
    document,
    <DocumentValuesContext value={readDocumentValues()}>
      <HydratedRouter />
    </DocumentValuesContext>,
  );
});
