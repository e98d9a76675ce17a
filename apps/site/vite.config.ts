import { appConfig } from '@academy/vite-config';
import routes from './src/routes.ts';

// A module joins the shared chunk when 11 of the site's pages and lazy chunks use it: at 7, with
// the site's 15 pages, that chunk carried the home's and the lists' code onto the form pages
// (docs/performance.md, first-visit budgets).
export default appConfig({ port: 3000, routes, sharedBy: 17 });
