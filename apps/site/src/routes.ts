import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The site's pages (docs/product/screens.md): each its own chunk, inside the header and footer.
export default [
  layout('routes/SiteLayout.tsx', [
    index('routes/home.tsx'),
    route('login', 'routes/login.tsx'),
    route('signup', 'routes/signup.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('verify-email', 'routes/verify-email.tsx'),
    route('notices', 'routes/notices.tsx'),
    route('notices/:id', 'routes/notice-detail.tsx'),
    route('reviews', 'routes/reviews.tsx'),
    route('pass-stories', 'routes/pass-stories.tsx'),
    route('stories', 'routes/stories-moved.ts'),
    route('purchase', 'routes/purchase.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('checkout/test-pay', 'routes/checkout-test-pay.tsx'),
    route('checkout/success', 'routes/checkout-success.tsx'),
    route('checkout/fail', 'routes/checkout-fail.tsx'),
    route('about', 'routes/about.tsx'),
    route('courses', 'routes/courses.tsx'),
    route('courses/:lectureId', 'routes/course.tsx'),
    // The consent documents: one page module for the four (one chunk).
    route('privacy', 'routes/consent-document.tsx', { id: 'privacy' }),
    route('terms', 'routes/consent-document.tsx', { id: 'terms' }),
    route('agreements/:kind', 'routes/consent-document.tsx', { id: 'agreement' }),
    route('goodbye', 'routes/goodbye.tsx'),
    route('guardian/accept', 'routes/guardian-accept.tsx'),
    route('*', 'routes/NotFound.tsx'),
  ]),
] satisfies RouteConfig;
