import { RequireAuth } from '@academy/auth/guards';
import { isParent } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { prefetch, prefetchedData } from '@academy/api-client/prefetch';
import { myConsentsQuery } from '@academy/api-client/queries/consents';
import { unreadNotificationCountQuery } from '@academy/api-client/queries/live';
import { LoadingState } from '@academy/ui/LoadingState';
import { ThemeMenu } from '@academy/ui/ThemeMenu';
import { useEffect, type ReactNode } from 'react';
import {
  Outlet,
  redirect,
  useLocation,
  useMatches,
  useNavigate,
  type LoaderFunctionArgs,
} from 'react-router';
import { THEME_MENU_IN_HEADER } from '../shared/theme-menu-handle.ts';

/**
 * The header's unread count comes with the first page; later pages keep the cache's. A student
 * who has not agreed to the current version of a required document is sent to /agree first
 * (docs/product/privacy.md): a visit, not every navigation, asks, and the pages carry no code of it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const read = await prefetch((client) => [
    client.prefetchQuery(unreadNotificationCountQuery()),
    client.prefetchQuery(myConsentsQuery()),
  ]);
  const url = new URL(request.url);
  if (url.pathname !== '/agree' && prefetchedData(read, myConsentsQuery().queryKey)?.needsAgreement)
    throw redirect(`/agree?to=${encodeURIComponent(url.pathname + url.search)}`);
  return read;
}
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
      <ParentsOnTheirPages>
        <Outlet />
        {!inHeader && <ThemeMenu floating />}
      </ParentsOnTheirPages>
    </RequireAuth>
  );
}

/** The pages a parent has in the classroom: their children, their account, the agree screen. */
const PARENT_PAGES = /^\/(children(\/|$)|mypage$|agree$)/;

/**
 * A parent lands on /children (docs/product/parents.md): the dashboard, lessons and questions are
 * a student's, and the API refuses them to a parent anyway. Sent on from the browser, so the
 * server's page and the first render agree.
 */
function ParentsOnTheirPages({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const elsewhere = isParent(user) && !PARENT_PAGES.test(pathname);
  useEffect(() => {
    if (elsewhere) void navigate('/children', { replace: true });
  }, [elsewhere, navigate]);
  return elsewhere ? <LoadingState fullHeight /> : <>{children}</>;
}
