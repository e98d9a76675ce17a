import '@mantine/core/styles.layer.css';
import { setupAuth } from '@academy/auth/setup';
import { mountApp } from '@academy/ui/mount-app';
import { Providers, queryClient } from './providers.tsx';
import { Router } from './router.tsx';

// One session for the three apps: the start-up check runs now (spec 2.1).
setupAuth({ onSignedOut: () => queryClient.clear() });

mountApp(
  <Providers>
    <Router />
  </Providers>,
);
