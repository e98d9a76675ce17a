import type { RouteObject } from 'react-router';
import { RouteError } from '@academy/ui/RouteError';
import { SiteLayout } from '../routes/SiteLayout.tsx';

// Route-level code splitting: each page is its own chunk (issue 8).
export const siteRoutes: RouteObject[] = [
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
      { path: 'stories', lazy: () => import('../routes/stories.tsx') },
      { path: 'purchase', lazy: () => import('../routes/purchase.tsx') },
      { path: 'privacy', lazy: () => import('../routes/privacy.tsx') },
      { path: 'terms', lazy: () => import('../routes/terms.tsx') },
      { path: '*', lazy: () => import('../routes/NotFound.tsx') },
    ],
  },
];
