import { describe, expect, it } from 'vitest';
import { pageRoutes } from './page-routes.js';

describe('pageRoutes', () => {
  it('joins nested paths, gives index routes their parent path and keeps redirects without a module', () => {
    const code = `
      import { Navigate, type RouteObject } from 'react-router';
      export const routes: RouteObject[] = [
        { path: '/', element: <Navigate to="/admin" replace /> },
        {
          path: '/admin',
          Component: Layout,
          children: [
            {
              errorElement: <RouteError inLayout />,
              children: [
                { index: true, element: <Navigate to="/admin/lectures" replace /> },
                { path: 'lectures', lazy: () => import('../routes/lectures.tsx') },
                { path: 'lectures/:lectureId', lazy: () => import('../routes/lecture-detail.tsx') },
                { path: '*', lazy: () => import('../routes/NotFound.tsx') },
              ],
            },
          ],
        },
      ];`;
    expect(pageRoutes('router.tsx', code)).toEqual([
      { path: '/', source: undefined },
      { path: '/admin', source: undefined },
      { path: '/admin/lectures', source: '../routes/lectures.tsx' },
      { path: '/admin/lectures/:lectureId', source: '../routes/lecture-detail.tsx' },
      { path: '/admin/*', source: '../routes/NotFound.tsx' },
    ]);
  });

  it('finds routes passed straight to the router and a lazy index page', () => {
    const code = `
      const router = createBrowserRouter([
        { path: '/', Component: SiteLayout, children: [
          { index: true, lazy: () => import('../routes/home.tsx') },
          { path: 'notices/:id', lazy: () => import('../routes/notice-detail.tsx') },
        ] },
      ]);`;
    expect(pageRoutes('router.tsx', code)).toEqual([
      { path: '/', source: '../routes/home.tsx' },
      { path: '/notices/:id', source: '../routes/notice-detail.tsx' },
    ]);
  });
});
