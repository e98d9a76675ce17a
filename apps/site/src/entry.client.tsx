import { hydrateApp } from '@academy/auth/hydrate-app';

// The site's session check starts after hydration (root.tsx): the header the server drew is the
// signed-out one, and checking sooner would draw another before React takes over.
hydrateApp({ checkOnStart: false });
