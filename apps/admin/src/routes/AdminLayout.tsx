import { ThemeMenu } from '@academy/ui/ThemeMenu';
import { Outlet } from 'react-router';

export function AdminLayout() {
  return (
    <>
      <main>
        <Outlet />
      </main>
      <ThemeMenu />
    </>
  );
}
