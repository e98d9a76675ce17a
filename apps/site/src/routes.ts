import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The site's pages (docs/product/screens.md): each its own chunk, inside the header and footer.
export default [
  layout('routes/SiteLayout.tsx', [
    index('routes/home.tsx'),
    route('login', 'routes/login.tsx'),
    route('signup', 'routes/signup.tsx'),
    route('notices', 'routes/notices.tsx'),
    route('notices/:id', 'routes/notice-detail.tsx'),
    route('reviews', 'routes/reviews.tsx'),
    route('pass-stories', 'routes/pass-stories.tsx'),
    route('stories', 'routes/stories-moved.ts'),
    route('purchase', 'routes/purchase.tsx'),
    route('about', 'routes/about.tsx'),
    route('courses', 'routes/courses.tsx'),
    route('courses/:lectureId', 'routes/course.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('agreements/:kind', 'routes/agreement.tsx'),
    route('goodbye', 'routes/goodbye.tsx'),
    route('*', 'routes/NotFound.tsx'),
  ]),
] satisfies RouteConfig;
