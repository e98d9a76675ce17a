import type { LearningLecture } from '@academy/api-client/contract';
import { learningStrings } from '@academy/strings/learning';
import * as classroomStrings from '@academy/strings/classroom';
import { Button, Group, Paper, Progress, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { lessonHref } from './parts.tsx';
import { lazy, Suspense } from 'react';

// 수강 일시정지 comes with 내 강의 (and with a card whose lecture is paused), not with the
// dashboard's first screen.
const PauseControl = lazy(() =>
  import('./PauseControl.tsx').then((module) => ({ default: module.PauseControl })),
);

const p = learningStrings.panels;

/**
 * One enrolment: progress, days left (무제한 without a period), the next unfinished lesson and, on
 * 내 강의, 수강 일시정지 (an enrolment with a period only: without one there are no days to stop
 * counting).
 */
export function LectureCard({
  lecture,
  withPause = false,
}: {
  lecture: LearningLecture;
  /** offer 일시정지 (내 강의); a paused lecture shows its pause on every card */
  withPause?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={lecture.lectureTitle}>
      <Title order={3} size="h5">
        {lecture.lectureTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {p.teacher(lecture.teacherName)}
      </Text>
      <Progress
        value={lecture.progressRate}
        aria-label={p.progress(lecture.lectureTitle, lecture.progressRate)}
      />
      <Group justify="space-between" mt={6}>
        <Text size="sm">{classroomStrings.outline.progress(lecture.progressRate)}</Text>
        <Text size="sm" c="dimmed">
          {p.daysLeft(lecture.expireDaysLeft)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {p.lessons(lecture.completedLessons, lecture.totalLessons)}
      </Text>
      {/* At the card's bottom: cards in a row line up their buttons. */}
      <Group justify="space-between" mt="auto" pt="xs" wrap="nowrap">
        <Text size="sm" lineClamp={1}>
          {lecture.nextDetailTitle ? p.next(lecture.nextDetailTitle) : p.finished}
        </Text>
        {lecture.nextDetailId !== null && !lecture.pausedUntil && (
          <Button
            size="compact-sm"
            // the label keeps its width beside a long next-lesson title on a phone
            style={{ flexShrink: 0 }}
            component={Link}
            to={lessonHref(lecture.lectureId, lecture.nextDetailId)}
            aria-label={p.openLesson(lecture.nextDetailTitle ?? lecture.lectureTitle)}
          >
            {p.open}
          </Button>
        )}
      </Group>
      {lecture.enrolmentId !== undefined &&
      (lecture.pausedUntil || (withPause && lecture.expireDaysLeft !== null)) ? (
        <Group justify="flex-end" pt={4}>
          <Suspense fallback={null}>
            <PauseControl
              enrolmentId={lecture.enrolmentId}
              lectureTitle={lecture.lectureTitle}
              pausedUntil={lecture.pausedUntil ?? null}
            />
          </Suspense>
        </Group>
      ) : null}
    </Paper>
  );
}
