import type { User } from '@academy/api-client/contract';
import { NotificationBell } from '@academy/live/NotificationBell';
import { appUrl } from '@academy/auth/origins';
import { isParent, isStudent } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { LoadingState } from '@academy/ui/LoadingState';
import { ThemeMenu } from '@academy/ui/ThemeMenu';
import * as accounts from '@academy/strings/accounts';
import * as classroomStrings from '@academy/strings/classroom';
import * as refundStrings from '@academy/strings/refunds';
import { Button, Container, Flex, Group, NavLink, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Profile } from '../../shared/Profile.tsx';
import { EjuSittings } from './EjuSittings.tsx';
import { VerifyEmailNotice } from './VerifyEmailNotice.tsx';

// Reviews and pass stories bring their forms (Rating, Select, NumberInput): loaded with their tab,
// not with every first visit of my page (budget.spec.ts).
const MyReviews = lazy(() => import('./MyReviews.tsx').then((m) => ({ default: m.MyReviews })));
const MyPassStories = lazy(() =>
  import('./MyPassStories.tsx').then((m) => ({ default: m.MyPassStories })),
);
// The questions' tables (Mantine's Table brings its ScrollArea) come with their tab too.
const MyQuestions = lazy(() =>
  import('./MyQuestions.tsx').then((m) => ({ default: m.MyQuestions })),
);
// The account's own forms and figures (Select, PasswordInput, the summary) come when shown; the
// sittings' list is on the profile's first screen, read with the page, and loads its form itself.
const ProfileEditForm = lazy(() =>
  import('./ProfileEditForm.tsx').then((m) => ({ default: m.ProfileEditForm })),
);
const LearningSummary = lazy(() =>
  import('./LearningSummary.tsx').then((m) => ({ default: m.LearningSummary })),
);
const PasswordChangeForm = lazy(() =>
  import('../../shared/PasswordChangeForm.tsx').then((m) => ({ default: m.PasswordChangeForm })),
);
const WithdrawForm = lazy(() =>
  import('./WithdrawForm.tsx').then((m) => ({ default: m.WithdrawForm })),
);
// The consents and 내 정보 내려받기 come with their tab.
const PrivacyTab = lazy(() => import('./PrivacyTab.tsx').then((m) => ({ default: m.PrivacyTab })));
// 알림 설정 (its switches) comes with its tab.
const NotificationSettings = lazy(() =>
  import('./NotificationSettings.tsx').then((m) => ({ default: m.NotificationSettings })),
);
// 주문 내역 (orders, refunds, 현금영수증) comes with its tab.
const MyOrders = lazy(() => import('./MyOrders.tsx').then((m) => ({ default: m.MyOrders })));
// Who follows the student and the invitation form come with their tab.
const GuardiansTab = lazy(() =>
  import('./GuardiansTab.tsx').then((m) => ({ default: m.GuardiansTab })),
);

const t = classroomStrings.mypage;
const TABS = [
  'profile',
  'summary',
  'settings',
  'notifications',
  'privacy',
  'guardians',
  'orders',
  'ask',
  'reviews',
  'stories',
] as const;
type Tab = (typeof TABS)[number];
/** A parent's my page is their account only (docs/product/parents.md). */
const PARENT_TABS: readonly Tab[] = ['profile', 'settings', 'notifications', 'privacy'];
const TAB_LABELS: Record<Tab, string> = {
  profile: t.profile,
  summary: t.summary,
  settings: t.settings,
  notifications: t.notifications,
  privacy: classroomStrings.privacy.tab,
  guardians: t.guardians,
  orders: refundStrings.mypageTab,
  ask: t.questions,
  reviews: t.reviews,
  stories: t.passStories,
};

/** 계정 설정: the password change, then the withdrawal. */
function Settings() {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {accounts.password.title}
        </Title>
        <PasswordChangeForm />
      </Stack>
      <WithdrawForm />
    </Stack>
  );
}

/**
 * 프로필: the profile, and for a student its edit, the official EJU sittings and the enrolment
 * requests.
 */
function ProfileTab() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  // A real student profile (not a placeholder of a failed fetch) can be edited.
  const editable = user && isStudent(user) && typeof user.id === 'number';
  return (
    <Stack gap="xl">
      {editing && editable ? (
        <Suspense fallback={<LoadingState variant="skeleton" rows={6} />}>
          <ProfileEditForm user={user as User} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Stack>
          <Profile />
          {editable && (
            <Button variant="default" w="fit-content" onClick={() => setEditing(true)}>
              {accounts.mypage.editProfile}
            </Button>
          )}
        </Stack>
      )}
      {editable && <EjuSittings />}
    </Stack>
  );
}

/** My page; ?tab=ask opens the questions tab (docs/product/screens.md). */
export function MyPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const parent = isParent(user);
  // the 보호자 and 주문 내역 tabs are a student's; staff have no guardians and buy nothing
  const tabs = parent
    ? PARENT_TABS
    : TABS.filter(
        (name) => (name !== 'guardians' && name !== 'orders') || !user || isStudent(user),
      );
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) ? requested : 'profile';
  return (
    // The page is the document's main landmark, its title row the header (axe: every part of
    // the page inside a landmark, one main).
    <Container component="main" size="lg" py="xl">
      <Group component="header" justify="space-between" mb="lg">
        <Title order={1}>{t.title}</Title>
        <Group gap="xs">
          {parent ? (
            <Button component={Link} to="/children" variant="light">
              {t.children}
            </Button>
          ) : (
            <NotificationBell app="classroom" />
          )}
          <ThemeMenu />
          <Button component="a" href={appUrl('site', '/')} variant="default">
            {t.home}
          </Button>
        </Group>
      </Group>
      <VerifyEmailNotice />
      {/* On a phone the menu sits above the page: beside it, it took half the width and the page
          scrolled sideways. */}
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }} gap="xl">
        <Stack
          component="nav"
          aria-label={t.menuLabel}
          gap={4}
          w={{ base: '100%', sm: 200 }}
          flex="none"
        >
          {tabs.map((name) => (
            <NavLink
              component="button"
              key={name}
              label={TAB_LABELS[name]}
              active={name === tab}
              aria-current={name === tab ? 'page' : undefined}
              onClick={() => setParams(name === 'profile' ? {} : { tab: name })}
            />
          ))}
        </Stack>
        <div style={{ flex: 1, minWidth: 0 }}>
          {tab === 'profile' && <ProfileTab />}
          <Suspense fallback={<LoadingState />}>
            {tab === 'summary' && <LearningSummary />}
            {tab === 'settings' && <Settings />}
            {tab === 'notifications' && <NotificationSettings />}
            {tab === 'privacy' && <PrivacyTab />}
            {tab === 'guardians' && <GuardiansTab />}
            {tab === 'orders' && <MyOrders />}
            {tab === 'ask' && <MyQuestions />}
            {tab === 'reviews' && <MyReviews />}
            {tab === 'stories' && <MyPassStories />}
          </Suspense>
        </div>
      </Flex>
    </Container>
  );
}
