import { Navigate, type RouteObject } from 'react-router';
import { AdminLayout } from '../routes/AdminLayout.tsx';
import { RouteError } from '@academy/ui/RouteError';

/**
 * spec 2.1: the admin child routes, each split into its own chunk (issue 8). A screen that fails
 * (a render error, a chunk that no longer loads) shows the Korean error with a retry in place of
 * the screen, keeping the sidebar; a failing layout shows it as the whole page.
 */
export const adminRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/admin" replace /> },
  {
    path: '/admin',
    Component: AdminLayout,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError inLayout />,
        children: [
          { index: true, element: <Navigate to="/admin/instructors" replace /> },
          { path: 'instructors', lazy: () => import('../routes/instructors.tsx') },
          { path: 'instructors/new', lazy: () => import('../routes/instructors-new.tsx') },
          { path: 'lectures', lazy: () => import('../routes/lectures.tsx') },
          { path: 'lectures/new', lazy: () => import('../routes/lectures-new.tsx') },
          { path: 'lectures/:lectureId', lazy: () => import('../routes/lecture-detail.tsx') },
          { path: 'assignments', lazy: () => import('../routes/assignments.tsx') },
          {
            path: 'assignments/:submissionId',
            lazy: () => import('../routes/assignment-detail.tsx'),
          },
          { path: 'banners', lazy: () => import('../routes/banners.tsx') },
          { path: 'banners/new', lazy: () => import('../routes/banners-new.tsx') },
          { path: 'notices', lazy: () => import('../routes/notices.tsx') },
          { path: 'notices/new', lazy: () => import('../routes/notices-new.tsx') },
          {
            path: 'notices/:noticeId/edit',
            lazy: () => import('../routes/notice-edit.tsx'),
          },
          { path: 'qna', lazy: () => import('../routes/qna.tsx') },
          { path: 'qna/:questionId', lazy: () => import('../routes/qna-detail.tsx') },
          { path: 'qna/:questionId/answer', lazy: () => import('../routes/qna-answer.tsx') },
          // Any other admin address: the 404 page inside the layout (header title 관리자).
          { path: '*', lazy: () => import('../routes/NotFound.tsx') },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/admin" replace /> },
];
