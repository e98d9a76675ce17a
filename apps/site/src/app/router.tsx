import { routerReady } from '@academy/auth/first-render';
import { use } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { siteRoutes } from './routes.tsx';

const router = createBrowserRouter(siteRoutes);

const firstPageLoaded = routerReady(router);

export function Router() {
  // Until the first page can render, the first render waits (mountApp renders in a transition),
  // so the first screen the server drew stays instead of an empty page.
  use(firstPageLoaded);
  return <RouterProvider router={router} />;
}
