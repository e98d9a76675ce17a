import { createBrowserRouter, RouterProvider } from 'react-router';
import { SiteLayout } from '../routes/SiteLayout.tsx';

// Route-level code splitting: each page is its own chunk (issue 8).
const router = createBrowserRouter([
  {
    path: '/',
    Component: SiteLayout,
    children: [{ index: true, lazy: () => import('../routes/home.tsx') }],
  },
]);

export function Router() {
  return <RouterProvider router={router} />;
}
