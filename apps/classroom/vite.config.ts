import { appConfig } from '@academy/vite-config';
import routes from './src/routes.ts';

export default appConfig({ port: 3001, routes, sharedBy: 16 });
