import { Navigate, type RouteObject } from 'react-router';
import { ClassroomLayout } from '../routes/ClassroomLayout.tsx';
import { RouteError } from '@academy/ui/RouteError';

// Route-level code splitting; an error anywhere shows RouteError, an unknown address NotFound.
// The browser's router (router.tsx) and the build's first screens (first-screen.tsx) use these.
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
