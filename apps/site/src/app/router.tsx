import { use } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { siteRoutes } from './routes.tsx';

const router = createBrowserRouter(siteRoutes);

/** Settles once the first page's code has loaded (the router started loading it above). */
const firstPageLoaded = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

export function Router() {
  // Until the first page can render, the first render waits (mountApp renders in a transition),
  // so the first screen the server drew stays instead of an empty page.
  use(firstPageLoaded);
  return <RouterProvider router={router} />;
}
