import type { LearningLecture } from '@academy/api-client/contract';
import { learningStrings } from '@academy/strings/learning';
import * as classroomStrings from '@academy/strings/classroom';
import { Button, Group, Paper, Progress, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { lessonHref } from './parts.tsx';
import { PauseControl } from './PauseControl.tsx';

const p = learningStrings.panels;

/**
 * One enrolment: progress, days left (무제한 without a period), the next unfinished lesson and
 * 수강 일시정지 (an enrolment with a period only: without one there are no days to stop counting).
 */
export function LectureCard({ lecture }: { lecture: LearningLecture }) {
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
      (lecture.expireDaysLeft !== null || lecture.pausedUntil) ? (
        <Group justify="flex-end" pt={4}>
          <PauseControl
            enrolmentId={lecture.enrolmentId}
            lectureTitle={lecture.lectureTitle}
            pausedUntil={lecture.pausedUntil ?? null}
          />
        </Group>
      ) : null}
    </Paper>
  );
}
