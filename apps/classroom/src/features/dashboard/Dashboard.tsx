import { classroomLectureQuery, detailContentQuery } from '@academy/api-client/queries/classroom';
import { NotificationBell } from '@academy/live/NotificationBell';
import { ThemeMenu } from '@academy/ui/ThemeMenu';
import { EmptyState } from '@academy/ui/EmptyState';
import { LoadingState } from '@academy/ui/LoadingState';
import * as ko from '@academy/strings';
import * as classroomStrings from '@academy/strings/classroom';
import { AppShell, Box, Burger, Button, Group, Title, useMatches } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isStudent } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isLearningView, type LearningView } from '../../shared/learning-views.ts';
import { LectureLoadError } from '../../shared/LectureLoadError.tsx';
import { LectureOutline } from './LectureOutline.tsx';
import { LectureSidebar } from './LectureSidebar.tsx';
import { useSidebarState } from './use-sidebar-state.ts';

// A lesson's viewer (video, quiz, assignment form) is only downloaded once a lesson is chosen,
// together with the lesson's content, so the dashboard's first visit does not carry it.
const loadDetailViewer = () => import('./DetailViewer.tsx');
const DetailViewer = lazy(() =>
  loadDetailViewer().then((module) => ({ default: module.DetailViewer })),
);
// The review button sits beside an open lesson's title: it comes with the lesson, not the page.
const ReviewButton = lazy(() =>
  import('../../shared/reviews/ReviewButton.tsx').then((module) => ({
    default: module.ReviewButton,
  })),
);

const t = classroomStrings;

const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * docs/product/screens.md, docs/product/states.md: no lecture selected, then a lecture (its outline
 * opens in the second sidebar), then a detail (its content loads and its title is the heading). The
 * first sidebar's menu picks one of the learning views instead, drawn by `renderView` (the route
 * lazy-loads the panels). With nothing chosen a student sees the 대시보드 view (the menu's default
 * item), staff the prompt to choose a lecture. The selection lives in the address
 * (?lecture=&detail= or ?view=) so a reload keeps it.
 */
export function Dashboard({ renderView }: { renderView?: (view: LearningView) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const lectureId = idParam(params.get('lecture'));
  const detailId = idParam(params.get('detail'));
  const view = params.get('view');
  const { user } = useSession();
  // Nothing chosen: a student's classroom opens on their dashboard (unknown while the person is).
  const openingView = user ? (isStudent(user) ? 'dashboard' : null) : undefined;
  const chosenView = isLearningView(view) ? view : openingView;
  const activeView = lectureId === null && renderView ? (chosenView ?? null) : null;
  const personUnknown = lectureId === null && renderView && chosenView === undefined;
  const [navOpened, { open: openNav, close: closeNavDrawer }] = useDisclosure(false);
  // On a phone the drawer shows the whole menu (the burger) or only the open lecture's outline
  // (the 목차 button near the top), so a lesson list is one tap away.
  const [outlineOnly, setOutlineOnly] = useState(false);
  const closeNav = () => {
    closeNavDrawer();
    setOutlineOnly(false);
  };
  // Below the aside's breakpoint (md) the outline has no second sidebar to sit in.
  const narrow = useMatches({ base: true, md: false });
  const sidebar = useSidebarState();
  const lecture = useQuery({
    ...classroomLectureQuery(lectureId ?? 0),
    enabled: lectureId !== null,
  });
  // docs/product/api.md sends the detail's type with its id: it comes from the outline, so the
  // content waits for an outline still loading (one it has, or could not load, does not hold it
  // back).
  const detailType = lecture.data?.chapters
    .flatMap((chapter) => chapter.details)
    .find((detail) => detail.detailId === detailId)?.type;
  const content = useQuery({
    ...detailContentQuery(detailId ?? 0, detailType),
    enabled: detailId !== null && !lecture.isLoading,
  });
  if (detailId !== null) void loadDetailViewer();

  // A failed outline load with no detail open is told in the main area (the aside stays closed);
  // with a detail open the aside tells it, where the outline would be.
  const lectureFailedAlone = lecture.isError && detailId === null;
  const retryLecture = (
    <LectureLoadError
      error={lecture.error}
      fallback={t.loadErrors.lecture}
      onRetry={() => void lecture.refetch()}
      retrying={lecture.isFetching}
    />
  );

  // The active item's title is the page heading (docs/product/screens.md).
  // 수강 후기 and 질문하기 for the open lesson: in the header on a wide screen; on a narrower one
  // beside 목차, as in the header they left the lesson's title two letters and an ellipsis.
  const lessonActions = detailId && content.data && (
    <Group gap="xs" wrap="nowrap">
      <Suspense fallback={null}>
        <ReviewButton lectureId={content.data.lectureId} />
      </Suspense>
      <Button
        size="xs"
        component="a"
        href={`/mypage/questions/new?lectureId=${content.data.lectureId}&detailId=${detailId}`}
      >
        {t.viewer.askQuestion}
      </Button>
    </Group>
  );
  const heading = activeView
    ? t.views.items[activeView]
    : detailId && content.data
      ? content.data.title
      : (lecture.data?.lectureTitle ?? t.title);

  // The study outline: the second sidebar from 992 px; below that, under the lecture list (in the
  // menu drawer on phones), where the second sidebar has no room.
  const outline = lecture.isPending ? (
    <LoadingState variant="skeleton" rows={6} />
  ) : lecture.isError ? (
    !lectureFailedAlone && retryLecture
  ) : (
    <LectureOutline
      lecture={lecture.data}
      selectedDetailId={detailId}
      onSelect={(id) => {
        setParams({ lecture: String(lectureId), detail: String(id) });
        closeNav();
      }}
    />
  );

  return (
    <AppShell
      navbar={{
        // Collapsed (Ctrl/Cmd+B) is icon mode, 3rem wide: only the toggle stays
        // (docs/product/limits.md).
        width: { base: '18rem', sm: sidebar.open || outlineOnly ? '16rem' : '3rem' },
        breakpoint: 'sm',
        collapsed: { mobile: !navOpened },
      }}
      aside={{
        width: '18rem',
        breakpoint: 'md',
        collapsed: { desktop: lectureId === null || lectureFailedAlone, mobile: true },
      }}
      header={{ height: 56 }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={() => (navOpened ? closeNav() : openNav())}
              hiddenFrom="sm"
              aria-label={t.sidebar.label}
              size="sm"
            />
            <Title order={1} size="h3" lineClamp={1}>
              {heading}
            </Title>
          </Group>
          {!narrow && lessonActions}
          <Group gap="xs" wrap="nowrap">
            <NotificationBell app="classroom" />
            <ThemeMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p={sidebar.open ? 'md' : 4} style={{ overflowY: 'auto' }}>
        <Burger
          opened={sidebar.open}
          onClick={sidebar.toggle}
          size="sm"
          visibleFrom="sm"
          aria-label={t.sidebar.toggle}
          mb={sidebar.open ? 'xs' : 0}
          // The navbar is a flex column: a long lecture list squashed the button to 12 px.
          style={{ flexShrink: 0 }}
        />
        {narrow && outlineOnly && lectureId !== null
          ? outline
          : (sidebar.open || navOpened) && (
              <LectureSidebar
                selectedLectureId={lectureId}
                // The drawer stays open on phones: the lecture's outline appears under the list.
                onSelect={(id) => setParams({ lecture: String(id) })}
                activeView={activeView}
                onSelectView={
                  renderView &&
                  ((next) => {
                    setParams({ view: next });
                    closeNav();
                  })
                }
              />
            )}
        {narrow && !outlineOnly && lectureId !== null && (sidebar.open || navOpened) && (
          <Box mt="md">{outline}</Box>
        )}
      </AppShell.Navbar>
      {lectureId !== null && !narrow && (
        <AppShell.Aside p="md" style={{ overflowY: 'auto' }}>
          {outline}
        </AppShell.Aside>
      )}
      <AppShell.Main>
        {narrow && lectureId !== null && !lectureFailedAlone && (
          <Group justify="space-between" wrap="nowrap" mb="sm">
            <Button
              variant="light"
              size="xs"
              aria-expanded={navOpened && outlineOnly}
              onClick={() => {
                if (navOpened && outlineOnly) return closeNav();
                setOutlineOnly(true);
                openNav();
              }}
            >
              {t.outline.open}
            </Button>
            {lessonActions}
          </Group>
        )}
        {activeView && renderView ? (
          renderView(activeView)
        ) : lectureId === null ? (
          personUnknown ? (
            <LoadingState variant="skeleton" rows={4} />
          ) : (
            <EmptyState message={t.empty.selectLecture} />
          )
        ) : lectureFailedAlone ? (
          retryLecture
        ) : detailId === null ? (
          <EmptyState message={t.empty.selectCourse} />
        ) : content.isPending ? (
          <LoadingState label={ko.common.loading} />
        ) : content.isError ? (
          <LectureLoadError
            error={content.error}
            fallback={t.loadErrors.content}
            onRetry={() => void content.refetch()}
            retrying={content.isFetching}
          />
        ) : (
          <Suspense fallback={<LoadingState label={ko.common.loading} />}>
            <DetailViewer content={content.data} />
          </Suspense>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
