import { appConfig } from '@academy/vite-config';

export default appConfig({ port: 3001, framework: true, sharedBy: 9 });
