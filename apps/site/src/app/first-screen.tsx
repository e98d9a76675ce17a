// The screen the build draws into the site's HTML for each page (tooling/vite/src/first-screen.js):
// the page's own first render, before any data (a form, or a list's placeholder rows), so it shows
// before the app's code has loaded. (The home with banners sends its own: apps/api home-first-screen.ts.)
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { siteRoutes } from './routes.tsx';

const { query, dataRoutes } = createStaticHandler(siteRoutes);

export default async function firstScreen(pathname: string): Promise<string> {
  const context = await query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) return '';
  const router = createStaticRouter(dataRoutes, context);
  return renderToString(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}
