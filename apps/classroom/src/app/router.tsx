import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { ClassroomLayout } from '../routes/ClassroomLayout.tsx';

const router = createBrowserRouter([
  {
    path: '/',
    Component: ClassroomLayout,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', lazy: () => import('../routes/dashboard.tsx') },
      { path: 'mypage', lazy: () => import('../routes/mypage.tsx') },
      { path: 'mypage/questions/new', lazy: () => import('../routes/question-new.tsx') },
      { path: 'mypage/questions/:questionId', lazy: () => import('../routes/question-detail.tsx') },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
]);

export function Router() {
  return <RouterProvider router={router} />;
}
