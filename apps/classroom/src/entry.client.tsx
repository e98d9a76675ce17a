import { hydrateApp } from '@academy/auth/hydrate-app';

hydrateApp();
