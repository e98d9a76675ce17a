import { RequireStaff } from '@academy/auth/guards';
import { appUrl } from '@academy/auth/origins';
import { useSession } from '@academy/auth/use-session';
import { prefetch } from '@academy/api-client/prefetch';
import { unreadNotificationCountQuery } from '@academy/api-client/queries/live';
import { NotificationBell } from '@academy/live/NotificationBell';
import { RouteError } from '@academy/ui/RouteError';
import { ThemeMenu } from '@academy/ui/ThemeMenu';
import * as adminStrings from '@academy/strings/admin';
import * as enrolmentStrings from '@academy/strings/enrolments';
import * as ko from '@academy/strings';
import { staffWaitingQuery } from '@academy/api-client/queries/admin';
import { AppShell, Badge, Burger, Button, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { academySettings } from '@academy/strings/courses';
import { useDisclosure } from '@mantine/hooks';
import { NavLink as RouterNavLink, Outlet } from 'react-router';
import { useAdminTitle } from '../shared/use-admin-title.ts';

const t = adminStrings;
const MENU = [
  { to: '/admin/instructors', label: t.titles.instructors },
  { to: '/admin/lectures', label: t.titles.lectures },
  { to: '/admin/enrolments', label: enrolmentStrings.admin.navDeposits },
  // buying: what was sold, what is owed back, what waits to be sent
  { to: '/admin/orders', label: t.titles.orders },
  { to: '/admin/refunds', label: t.titles.refunds },
  { to: '/admin/cash-receipts', label: t.titles.cashReceipts, adminOnly: true },
  { to: '/admin/shipments', label: t.titles.shipments },
  { to: '/admin/coupons', label: t.titles.coupons },
  { to: '/admin/assignments', label: t.titles.assignments },
  { to: '/admin/qna', label: t.titles.qna },
  { to: '/admin/banners', label: t.titles.banners },
  { to: '/admin/notices', label: t.nav.notices },
  { to: '/admin/mock-exams', label: t.titles.mockExams },
  { to: '/admin/question-bank', label: t.titles.questionBank },
  { to: '/admin/reviews', label: t.titles.reviews },
  { to: '/admin/pass-stories', label: t.titles.passStories, adminOnly: true },
  { to: '/admin/settings', label: academySettings.nav, adminOnly: true },
  { to: '/admin/access-log', label: t.accessLogPage.title, adminOnly: true },
  { to: '/admin/consents', label: t.consentDocuments.nav, adminOnly: true },
  { to: '/admin/outbox', label: adminStrings.titles.outbox, adminOnly: true },
];

/**
 * What waits for the signed-in staff member beside the Q&A and assignments items: unanswered
 * questions and submissions without feedback in their lectures (an admin: all). One small read,
 * kept a minute and refreshed by the answers and feedback that change it; none before the browser
 * has the session (the server draws the menu without it, so the first render matches).
 */
function WaitingBadge({ to }: { to: string }) {
  const { user } = useSession();
  const kind =
    to === '/admin/qna'
      ? 'questions'
      : to === '/admin/assignments'
        ? 'submissions'
        : to === '/admin/cash-receipts'
          ? 'receipts'
          : null;
  const staff = user?.role === 'TEACHER' || user?.role === 'ADMIN';
  const waiting = useQuery({ ...staffWaitingQuery(), enabled: staff && kind !== null });
  if (!kind || !waiting.data) return null;
  const count =
    kind === 'questions'
      ? waiting.data.unansweredQuestions
      : kind === 'submissions'
        ? waiting.data.pendingSubmissions
        : (waiting.data.missingCashReceipts ?? 0);
  if (count === 0) return null;
  const label =
    kind === 'questions'
      ? t.waiting.questions(count)
      : kind === 'submissions'
        ? t.waiting.submissions(count)
        : t.waiting.cashReceipts(count);
  // red 9: white on Mantine's red 6 reads at 3.3:1, below axe's 4.5
  return (
    <Badge size="sm" circle={count < 10} color="red.9" aria-label={label} title={label}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

/** The header's unread count comes with the first page; later pages keep the cache's. */
// The header's bell count and the menu's waiting counts come with the page (decision 028): the
// first visit asks the API nothing. A caller who is not staff gets neither (the reads fail quietly).
export const loader = () =>
  prefetch((client) => [
    client.prefetchQuery(unreadNotificationCountQuery()),
    client.prefetchQuery(staffWaitingQuery()),
  ]);
export const clientLoader = () => null;

/** A failing layout shows the Korean error with a retry as the whole page. */
export const ErrorBoundary = () => <RouteError />;

/** Every /admin screen sits in one layout with a sidebar; staff only (docs/product/screens.md). */
export default function AdminLayout() {
  const title = useAdminTitle();
  const { user, logout } = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <RequireStaff>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: '16rem', breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t.nav.label}
              />
              <Title order={1} size="h3">
                {title}
              </Title>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <NotificationBell app="admin" />
              <ThemeMenu />
              <Text size="sm" visibleFrom="sm">
                {user?.name}
              </Text>
              <Button variant="default" size="xs" onClick={() => void logout()}>
                {ko.common.logout}
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        {/* the menu outgrew a laptop's height: it scrolls on its own (native, so focus and
            Playwright's scrolling into view work) */}
        <AppShell.Navbar p="md" style={{ overflowY: 'auto' }}>
          <Stack component="nav" aria-label={t.nav.label} gap={4}>
            {MENU.filter((item) => !('adminOnly' in item) || user?.role === 'ADMIN').map((item) => (
              <NavLink
                key={item.to}
                component={RouterNavLink}
                to={item.to}
                label={item.label}
                onClick={close}
                rightSection={<WaitingBadge to={item.to} />}
              />
            ))}
            <NavLink component="a" href={appUrl('site', '/')} label={t.nav.toSite} />
          </Stack>
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </RequireStaff>
  );
}
