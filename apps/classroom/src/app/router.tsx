import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { ClassroomLayout } from '../routes/ClassroomLayout.tsx';

const router = createBrowserRouter([
  {
    path: '/',
    Component: ClassroomLayout,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', lazy: () => import('../routes/dashboard.tsx') },
    ],
  },
]);

export function Router() {
  return <RouterProvider router={router} />;
}
