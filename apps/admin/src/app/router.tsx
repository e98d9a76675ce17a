import { createBrowserRouter, RouterProvider } from 'react-router';
import { adminRoutes } from './routes.tsx';

const router = createBrowserRouter(adminRoutes);

export function Router() {
  return <RouterProvider router={router} />;
}
