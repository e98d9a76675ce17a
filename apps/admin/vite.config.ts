import { appConfig } from '@academy/vite-config';
import routes from './src/routes.ts';

export default appConfig({ port: 3002, routes, sharedBy: 28 });
