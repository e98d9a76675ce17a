import { ThemeMenu } from '@academy/ui/ThemeMenu';
import { Outlet } from 'react-router';

export function ClassroomLayout() {
  return (
    <>
      <main>
        <Outlet />
      </main>
      <ThemeMenu />
    </>
  );
}
