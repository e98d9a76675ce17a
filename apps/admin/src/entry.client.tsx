import { hydrateApp } from '@academy/auth/hydrate-app';

// The start-up session check starts at once; the pages wait for it (routes' clientLoaders).
hydrateApp({ checkOnStart: true });
