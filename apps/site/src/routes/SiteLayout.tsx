import { isStudent } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useVisitorCart } from '../shared/cart/visitor-cart.ts';
import { SiteFooter } from '../features/footer/SiteFooter.tsx';
import { SiteHeader } from '../features/header/SiteHeader.tsx';

// Loaded only when a signed-in student still has a visitor's cart in this browser: the merge's
// writes are not part of every page.
const CartSync = lazy(() =>
  import('../shared/cart/CartSync.tsx').then((module) => ({ default: module.CartSync })),
);

export default function SiteLayout() {
  const { user, isAuthenticated } = useSession();
  const toMerge =
    useVisitorCart().length > 0 && isAuthenticated && user !== null && isStudent(user);
  return (
    <>
      <SiteHeader />
      {toMerge && (
        <Suspense fallback={null}>
          <CartSync />
        </Suspense>
      )}
      <Container component="main" size="lg" py="xl">
        <Outlet />
      </Container>
      <SiteFooter />
    </>
  );
}
