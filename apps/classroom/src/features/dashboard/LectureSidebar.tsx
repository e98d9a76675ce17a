import { classroomLecturesQuery } from '@academy/api-client/queries/classroom';
import { appUrl } from '@academy/auth/origins';
import { isStudent } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { LoadingState } from '@academy/ui/LoadingState';
import * as classroomStrings from '@academy/strings/classroom';
import * as examNav from '@academy/strings/exam-nav';
import * as ko from '@academy/strings';
import { Badge, Box, Button, Divider, NavLink, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LEARNING_VIEWS, type LearningView } from '../../shared/learning-views.ts';

const t = classroomStrings.sidebar;
const views = classroomStrings.views;

/**
 * docs/product/screens.md: the user's name and label, go-home, the menu of the learning views, goal
 * universities and the lectures grouped by teacher. The list loads only when a user exists; a
 * failed load shows the empty text (docs/product/errors.md) with a retry.
 */
export function LectureSidebar({
  selectedLectureId,
  onSelect,
  activeView = null,
  onSelectView,
}: {
  selectedLectureId: number | null;
  onSelect: (lectureId: number) => void;
  activeView?: LearningView | null;
  onSelectView?: (view: LearningView) => void;
}) {
  const { user } = useSession();
  const query = useQuery({ ...classroomLecturesQuery(), enabled: Boolean(user) });
  const goals = user && 'goalUniversities' in user ? (user.goalUniversities ?? []) : [];

  return (
    <Stack gap="sm" h="100%" component="nav" aria-label={t.label}>
      {user ? (
        <div>
          <Title order={2} size="h4">
            {user.name}
          </Title>
          <Badge variant="light">{isStudent(user) ? t.student : t.teacher}</Badge>
        </div>
      ) : (
        // Who is signed in is not known yet (the first screen the server draws, decision 010).
        <LoadingState>
          <Skeleton height={24} width="50%" />
          <Skeleton height={18} width={48} radius="xl" />
        </LoadingState>
      )}
      <Button component="a" href={appUrl('site', '/')} variant="default" size="xs">
        {t.goHome}
      </Button>
      {onSelectView && (
        <Stack gap={0} role="group" aria-label={views.label}>
          {LEARNING_VIEWS.map((view) => (
            <NavLink
              component="button"
              key={view}
              label={views.items[view]}
              active={view === activeView}
              aria-current={view === activeView ? 'page' : undefined}
              onClick={() => onSelectView(view)}
              py={4}
            />
          ))}
        </Stack>
      )}
      {user && isStudent(user) && (
        <Stack gap={0}>
          <NavLink component={Link} to="/mock-exams" label={examNav.mockExams} py={4} />
          <NavLink component={Link} to="/scores" label={examNav.scores} py={4} />
        </Stack>
      )}
      <Divider />
      <Text size="sm" fw={700}>
        {t.goals}
      </Text>
      {!user ? (
        <Skeleton height={20} width="70%" />
      ) : goals.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noGoals}
        </Text>
      ) : (
        goals.map((goal) => (
          <Text size="sm" key={`${goal.school}-${goal.major}`}>
            {goal.school} · {goal.major}
          </Text>
        ))
      )}
      <Divider />
      {/* The browser's own scrolling: Mantine's ScrollArea would add 5 KB to every first visit. */}
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {query.isPending || !user ? (
          <LoadingState variant="skeleton" rows={4} />
        ) : !query.data || query.data.length === 0 ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t.noLectures}
            </Text>
            {query.isError && (
              <Button size="xs" variant="subtle" onClick={() => void query.refetch()}>
                {ko.common.retry}
              </Button>
            )}
          </Stack>
        ) : (
          query.data.map((teacher) => (
            <NavLink
              component="button"
              key={teacher.teacherId}
              label={teacher.teacherName}
              defaultOpened
              childrenOffset={8}
            >
              {teacher.lectures.map((lecture) => (
                <NavLink
                  component="button"
                  key={lecture.lectureId}
                  label={lecture.lectureTitle}
                  active={lecture.lectureId === selectedLectureId}
                  onClick={() => onSelect(lecture.lectureId)}
                />
              ))}
            </NavLink>
          ))
        )}
      </Box>
    </Stack>
  );
}
