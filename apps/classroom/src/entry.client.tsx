import { hydrateApp } from '@academy/app-frame/hydrate-app';

hydrateApp();
