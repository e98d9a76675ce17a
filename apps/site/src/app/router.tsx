import { use } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteError } from '@academy/ui/RouteError';
import { SiteLayout } from '../routes/SiteLayout.tsx';

// Route-level code splitting: each page is its own chunk (issue 8).
const router = createBrowserRouter([
  {
    path: '/',
    Component: SiteLayout,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('../routes/home.tsx') },
      { path: 'login', lazy: () => import('../routes/login.tsx') },
      { path: 'signup', lazy: () => import('../routes/signup.tsx') },
      { path: 'notices', lazy: () => import('../routes/notices.tsx') },
      { path: 'notices/:id', lazy: () => import('../routes/notice-detail.tsx') },
      { path: 'reviews', lazy: () => import('../routes/reviews.tsx') },
      { path: 'purchase', lazy: () => import('../routes/purchase.tsx') },
      { path: '*', lazy: () => import('../routes/NotFound.tsx') },
    ],
  },
]);

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
