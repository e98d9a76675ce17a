import { ThemeMenu } from '@academy/ui/ThemeMenu';
import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

export function SiteLayout() {
  return (
    <>
      <Container component="main" size="lg" py="xl">
        <Outlet />
      </Container>
      <ThemeMenu />
    </>
  );
}
