import { NotificationBell } from '@academy/live/NotificationBell';
import * as classroomStrings from '@academy/strings/classroom';
import { ThemeMenu } from '@academy/ui/ThemeMenu';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

const t = classroomStrings.questionThread;

/** The classroom page a question was asked from: its lecture, and its lesson when known. */
export function lecturePath(lectureId: number, detailId?: number | null) {
  return detailId
    ? `/dashboard?lecture=${lectureId}&detail=${detailId}`
    : `/dashboard?lecture=${lectureId}`;
}

/**
 * The question pages' header (docs/product/screens.md): the classroom's name, the way back to the
 * lecture the question is about, my questions, and the notification bell.
 */
export function QuestionHeader({ lectureLink }: { lectureLink?: string | null }) {
  return (
    <Box
      component="header"
      px="md"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="md" wrap="wrap">
          <Text fw={700} component="span">
            {t.header}
          </Text>
          <Group component="nav" gap="md" aria-label={t.navLabel}>
            {lectureLink && (
              <Anchor component={Link} to={lectureLink}>
                {t.backToLecture}
              </Anchor>
            )}
            <Anchor component={Link} to="/dashboard">
              {t.toClassroom}
            </Anchor>
            <Anchor component={Link} to="/mypage?tab=ask">
              {t.toQuestions}
            </Anchor>
          </Group>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <NotificationBell app="classroom" />
          <ThemeMenu />
        </Group>
      </Group>
    </Box>
  );
}
