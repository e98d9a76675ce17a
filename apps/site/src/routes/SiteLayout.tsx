import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { CartSync } from '../shared/cart/CartSync.tsx';
import { SiteFooter } from '../features/footer/SiteFooter.tsx';
import { SiteHeader } from '../features/header/SiteHeader.tsx';

export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <CartSync />
      <Container component="main" size="lg" py="xl">
        <Outlet />
      </Container>
      <SiteFooter />
    </>
  );
}
