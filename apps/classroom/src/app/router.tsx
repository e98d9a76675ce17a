import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { ClassroomLayout } from '../routes/ClassroomLayout.tsx';
import { RouteError } from '@academy/ui/RouteError';

// Route-level code splitting; an error anywhere shows RouteError, an unknown address NotFound.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: ClassroomLayout,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', lazy: () => import('../routes/dashboard.tsx') },
      { path: 'mypage', lazy: () => import('../routes/mypage.tsx') },
      { path: 'mypage/questions/new', lazy: () => import('../routes/question-new.tsx') },
      { path: 'mypage/questions/:questionId', lazy: () => import('../routes/question-detail.tsx') },
      { path: '*', lazy: () => import('../routes/NotFound.tsx') },
    ],
  },
];

const router = createBrowserRouter(routes);

export function Router() {
  return <RouterProvider router={router} />;
}
