import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { AdminLayout } from '../routes/AdminLayout.tsx';

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/admin" replace /> },
  {
    path: '/admin',
    Component: AdminLayout,
    children: [
      { index: true, element: <Navigate to="/admin/instructors" replace /> },
      { path: 'instructors', lazy: () => import('../routes/instructors.tsx') },
    ],
  },
]);

export function Router() {
  return <RouterProvider router={router} />;
}
