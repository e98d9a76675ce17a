import '@mantine/core/styles.css';
import { setupAuth } from '@academy/auth/setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers, queryClient } from './providers.tsx';
import { Router } from './router.tsx';

// One session for the three apps: the start-up check runs now (spec 2.1).
setupAuth({ onSignedOut: () => queryClient.clear() });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <Router />
    </Providers>
  </StrictMode>,
);
