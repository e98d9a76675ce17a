import { StatusBadge } from '@academy/ui/StatusBadge';
import type { ClassroomLecture } from '@academy/api-client/contract';
import * as classroomStrings from '@academy/strings/classroom';
import * as ko from '@academy/strings';
import { Badge, Group, NavLink, Progress, Stack, Text, Title } from '@mantine/core';

const t = classroomStrings.outline;

/**
 * docs/product/screens.md: the study outline in the second sidebar: chapters as headings (not
 * clickable) and details as items with their type and completed mark, with days left and progress.
 */
export function LectureOutline({
  lecture,
  selectedDetailId,
  onSelect,
}: {
  lecture: ClassroomLecture;
  selectedDetailId: number | null;
  onSelect: (detailId: number) => void;
}) {
  return (
    <Stack gap="sm" component="nav" aria-label={t.label}>
      <Title order={2} size="h4">
        {lecture.lectureTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {lecture.expireDaysLeft === null ? t.unlimited : t.daysLeft(lecture.expireDaysLeft)}
      </Text>
      <Progress value={lecture.progressRate} aria-label={t.progress(lecture.progressRate)} />
      <Text size="sm">{t.progress(lecture.progressRate)}</Text>
      {lecture.chapters.map((chapter) => (
        <section key={chapter.chapterId} aria-label={chapter.chapterTitle}>
          <Title order={3} size="sm" mt="sm" mb={4}>
            {chapter.chapterTitle}
          </Title>
          {chapter.details.map((detail) => (
            <NavLink
              component="button"
              key={detail.detailId}
              active={detail.detailId === selectedDetailId}
              aria-current={detail.detailId === selectedDetailId ? 'page' : undefined}
              onClick={() => onSelect(detail.detailId)}
              label={
                <Group gap={6} wrap="nowrap">
                  {/* Never shrunk by a long title: 라이브 was cut to 라… */}
                  <Badge size="xs" variant="default" flex="none">
                    {ko.detailTypes[detail.type]}
                  </Badge>
                  <Text size="sm" span>
                    {detail.detailTitle}
                  </Text>
                  {detail.isCompleted && <StatusBadge tone="success">{t.completed}</StatusBadge>}
                </Group>
              }
            />
          ))}
        </section>
      ))}
    </Stack>
  );
}
