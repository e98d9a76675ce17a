import { ThemeMenu } from '@academy/ui/ThemeMenu';
import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '../features/footer/SiteFooter.tsx';
import { SiteHeader } from '../features/header/SiteHeader.tsx';

/**
 * The header, the page and the footer are each a Suspense boundary: React hydrates and commits
 * each boundary of the server's HTML on its own, so a page comes alive in several short tasks
 * rather than one long one that holds up input (decision 026). Nothing in them suspends on the
 * server, so the HTML is the same and there is no fallback to show.
 */
export default function SiteLayout() {
  return (
    <>
      <Suspense>
        <SiteHeader />
      </Suspense>
      <Container component="main" size="lg" py="xl">
        <Suspense>
          <Outlet />
        </Suspense>
      </Container>
      <Suspense>
        <SiteFooter />
        <ThemeMenu />
      </Suspense>
    </>
  );
}
