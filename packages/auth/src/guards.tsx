// Route guards (README.md, docs/product/screens.md): the classroom and admin send a signed-out
// visitor to the site's /login with a return address; the admin refuses signed-in students with a
// clear page.
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { LoadingState } from '@academy/ui/LoadingState';
import { useMounted } from '@mantine/hooks';
import * as ko from '@academy/strings';
import { useAtomValue } from 'jotai';
import { use, useEffect, type ReactNode } from 'react';
import { appUrl } from './origins.ts';
import { loginUrl } from './return-to.ts';
import { classroomHome, isParent, isStaff, isStudent } from './roles.ts';
import {
  authCheckedAtom,
  authStore,
  sessionAtom,
  signedOutByUserAtom,
  type LeftBy,
} from './session.ts';
import { getAuthSession } from './setup.ts';
import { ServerSessionContext, useSession } from './use-session.ts';

/** Where someone who left on purpose lands on the site. */
const LEFT_TO: Record<LeftBy, string> = { logout: '/', withdrawal: '/goodbye' };

/** The site's login page, coming back to `currentUrl` afterwards. */
const assignLocation = (url: string) => window.location.assign(url);

export interface RequireAuthProps {
  children: ReactNode;
  /** How to leave for the login page; tests pass a spy. */
  redirect?: (url: string) => void;
}

/**
 * What a guarded app shows while the start-up check runs; the server sends it as every page of
 * the classroom and the admin (their layouts' HydrateFallback), so it shows before any code has
 * loaded.
 */
export function SessionCheckScreen() {
  return <LoadingState label={ko.auth.checking} fullHeight />;
}

/** Renders children for a signed-in user; runs the start-up check first; else goes to login. */
export function RequireAuth({ children, redirect = assignLocation }: RequireAuthProps) {
  const checked = useAtomValue(authCheckedAtom, { store: authStore });
  const { isAuthenticated } = useAtomValue(sessionAtom, { store: authStore });
  // The user the server found on the page request: the page is drawn for them at once, on the
  // server and in the browser's first render, while the start-up check confirms it.
  const serverUser = use(ServerSessionContext);
  const mounted = useMounted();

  useEffect(() => {
    if (!checked) void getAuthSession().ensureChecked(serverUser);
  }, [checked, serverUser]);

  const leftOnPurpose = useAtomValue(signedOutByUserAtom, { store: authStore });

  useEffect(() => {
    if (!checked || isAuthenticated) return;
    // A visitor (or an expired session) goes to login and comes back; someone who just signed
    // out here goes to the site's home, someone who withdrew to its goodbye page.
    redirect(
      leftOnPurpose ? appUrl('site', LEFT_TO[leftOnPurpose]) : loginUrl(window.location.href),
    );
  }, [checked, isAuthenticated, leftOnPurpose, redirect]);

  // The browser's first render is the server's page, whatever the check already knows (a
  // visitor's check settles before it); the next render follows the check.
  if (!checked || !mounted) return serverUser ? <>{children}</> : <SessionCheckScreen />;
  if (!isAuthenticated) return <LoadingState label={ko.auth.redirectingToLogin} fullHeight />;
  return <>{children}</>;
}

/** The page a signed-in non-staff user sees in the admin: links home, never into the admin. */
export function NoAccess() {
  // useSession, as StaffOnly: the server drew this page for the cookie's user, and the browser's
  // first render must match it even when the start-up check has already answered.
  const { user } = useSession();
  return (
    <Stack align="center" justify="center" mih="60dvh" gap="md" ta="center" p="xl" role="alert">
      <Title order={1} fz="h2">
        {ko.auth.noAccessTitle}
      </Title>
      <Text c="dimmed" style={{ wordBreak: 'keep-all' }}>
        {ko.auth.noAccessBody}
      </Text>
      <Group gap="sm" justify="center">
        <Button component="a" href={appUrl('site', '/')}>
          {ko.common.goHome}
        </Button>
        {isStudent(user) || isParent(user) ? (
          <Anchor href={appUrl('classroom', classroomHome(user))}>{ko.common.classroom}</Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}

export interface RequireStaffProps extends RequireAuthProps {
  /** What non-staff see (default: the NoAccess page). */
  fallback?: ReactNode;
}

/**
 * TEACHER or ADMIN (case-insensitive); signed-out visitors go to login first
 * (docs/product/roles.md).
 */
export function RequireStaff({ children, fallback, redirect }: RequireStaffProps) {
  return (
    <RequireAuth {...(redirect ? { redirect } : {})}>
      <StaffOnly fallback={fallback ?? <NoAccess />}>{children}</StaffOnly>
    </RequireAuth>
  );
}

function StaffOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  // useSession: the server's user too, while the start-up check confirms it.
  const { user } = useSession();
  return <>{isStaff(user) ? children : fallback}</>;
}
