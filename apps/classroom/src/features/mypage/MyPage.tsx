import { NotificationBell } from '@academy/live/NotificationBell';
import { appUrl } from '@academy/auth/origins';
import { useSession } from '@academy/auth/use-session';
import { confirm } from '@academy/ui/ConfirmDialog';
import { LoadingState } from '@academy/ui/LoadingState';
import { DANGER_COLOR } from '@academy/ui/theme';
import { confirmations } from '@academy/strings/validation';
import * as classroomStrings from '@academy/strings/classroom';
import { Button, Container, Flex, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Profile } from '../../shared/Profile.tsx';
import { MyEnrolmentRequests } from './MyEnrolmentRequests.tsx';

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

const t = classroomStrings.mypage;
const TABS = ['profile', 'summary', 'settings', 'ask', 'reviews', 'stories'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  profile: t.profile,
  summary: t.summary,
  settings: t.settings,
  ask: t.questions,
  reviews: t.reviews,
  stories: t.passStories,
};

function Settings() {
  const { deleteAccount } = useSession();
  async function withdraw() {
    if (!(await confirm({ message: confirmations.withdraw, destructive: true }))) return;
    if (await deleteAccount()) window.location.assign(appUrl('site', '/'));
  }
  return (
    <Stack align="flex-start">
      <Button disabled variant="default">
        {t.changePassword}
      </Button>
      <Button color={DANGER_COLOR} onClick={() => void withdraw()}>
        {t.withdraw}
      </Button>
    </Stack>
  );
}

/** My page; ?tab=ask opens the questions tab (docs/product/screens.md). */
export function MyPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'profile';
  return (
    // The page is the document's main landmark, its title row the header (axe: every part of
    // the page inside a landmark, one main).
    <Container component="main" size="lg" py="xl">
      <Group component="header" justify="space-between" mb="lg">
        <Title order={1}>{t.title}</Title>
        <Group gap="xs">
          <NotificationBell app="classroom" />
          <Button component="a" href={appUrl('site', '/')} variant="default">
            {t.home}
          </Button>
        </Group>
      </Group>
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
          {TABS.map((name) => (
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
          {tab === 'profile' && (
            <>
              <Profile />
              <MyEnrolmentRequests />
            </>
          )}
          {tab === 'summary' && <Text c="dimmed">{t.summaryPlaceholder}</Text>}
          {tab === 'settings' && <Settings />}
          <Suspense fallback={<LoadingState />}>
            {tab === 'ask' && <MyQuestions />}
            {tab === 'reviews' && <MyReviews />}
            {tab === 'stories' && <MyPassStories />}
          </Suspense>
        </div>
      </Flex>
    </Container>
  );
}
