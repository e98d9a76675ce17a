import { RequireAuth, SessionCheckScreen } from '@academy/auth/guards';
import { afterSessionCheck } from '@academy/auth/route-loaders';
import { ThemeMenu } from '@academy/ui/ThemeMenu';
import { Outlet } from 'react-router';

// The server sends every page as the session check's screen; the pages show once it answered.
export const clientLoader = () => afterSessionCheck();
export const HydrateFallback = SessionCheckScreen;

/** Every classroom page needs a signed-in user (visitors go to the site's login and come back). */
export default function ClassroomLayout() {
  return (
    <RequireAuth>
      <Outlet />
      <ThemeMenu />
    </RequireAuth>
  );
}
