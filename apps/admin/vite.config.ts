import { appConfig } from '@academy/vite-config';

export default appConfig({ port: 3002, framework: true, sharedBy: 16 });
