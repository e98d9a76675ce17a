import { RequireAuth } from '@academy/auth/guards';
import { bellCountLoader } from '@academy/live/bell-loader';
import { ThemeMenu } from '@academy/ui/ThemeMenu';
import { Outlet, useMatches } from 'react-router';
import { THEME_MENU_IN_HEADER } from '../shared/theme-menu-handle.ts';

/** The header's unread count comes with the first page; later pages keep the cache's. */
export const loader = bellCountLoader;
export const clientLoader = () => null;

/**
 * Every classroom page needs a signed-in user (visitors go to the site's login and come back). The
 * server draws the page for the user its cookie names, or the session check's screen. A page whose
 * header holds the theme menu says so in its route handle; the others get the floating one.
 */
export default function ClassroomLayout() {
  const inHeader = useMatches().some((match) => match.handle === THEME_MENU_IN_HEADER);
  return (
    <RequireAuth>
      <Outlet />
      {!inHeader && <ThemeMenu floating />}
    </RequireAuth>
  );
}
