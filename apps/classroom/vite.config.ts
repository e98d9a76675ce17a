import { appConfig } from '@academy/vite-config';

export default appConfig({ port: 3001, sharedBy: 9 });
