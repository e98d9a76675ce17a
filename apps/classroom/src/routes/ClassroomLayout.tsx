import { RequireAuth } from '@academy/auth/guards';
import { prefetch } from '@academy/api-client/prefetch';
import { myConsentsQuery } from '@academy/api-client/queries/consents';
import { unreadNotificationCountQuery } from '@academy/api-client/queries/live';
import { ThemeMenu } from '@academy/ui/ThemeMenu';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { THEME_MENU_IN_HEADER } from '../shared/theme-menu-handle.ts';

// The agree-again screen is fetched only by the students who must see it.
const ConsentGate = lazy(() =>
  import('../shared/ConsentGate.tsx').then((m) => ({ default: m.ConsentGate })),
);

/**
 * The header's unread count and the caller's consents come with the first page (a visit is when a
 * student is asked to agree to a new version again); later pages keep the cache's.
 */
export const loader = () =>
  prefetch((client) => [
    client.prefetchQuery(unreadNotificationCountQuery()),
    client.prefetchQuery(myConsentsQuery()),
  ]);
export const clientLoader = () => null;

/** The first visit's consents, as the server read them (never asked again here). */
function useConsentsToAgree() {
  const { data } = useQuery({ ...myConsentsQuery(), enabled: false });
  return data?.needsAgreement ? data.consents.filter((state) => state.needsAgreement) : [];
}

/**
 * Every classroom page needs a signed-in user (visitors go to the site's login and come back). The
 * server draws the page for the user its cookie names, or the session check's screen. A page whose
 * header holds the theme menu says so in its route handle; the others get the floating one.
 */
export default function ClassroomLayout() {
  const inHeader = useMatches().some((match) => match.handle === THEME_MENU_IN_HEADER);
  const toAgree = useConsentsToAgree();
  return (
    <RequireAuth>
      {toAgree.length > 0 ? (
        <Suspense>
          <ConsentGate pending={toAgree} />
        </Suspense>
      ) : (
        <Outlet />
      )}
      {!inHeader && <ThemeMenu floating />}
    </RequireAuth>
  );
}
