import { RequireAuth } from '@academy/auth/guards';
import { bellCountLoader } from '@academy/live/bell-loader';
import { ThemeMenu } from '@academy/ui/ThemeMenu';
import { Outlet } from 'react-router';

/** The header's unread count comes with the first page; later pages keep the cache's. */
export const loader = bellCountLoader;
export const clientLoader = () => null;

/**
 * Every classroom page needs a signed-in user (visitors go to the site's login and come back). The
 * server draws the page for the user its cookie names, or the session check's screen.
 */
export default function ClassroomLayout() {
  return (
    <RequireAuth>
      <Outlet />
      <ThemeMenu />
    </RequireAuth>
  );
}
