import type { ClassroomDetailContent } from '@academy/api-client/contract';
import { formatFileSize } from '@academy/ui/format/file-size';
import { LoadingState } from '@academy/ui/LoadingState';
import * as classroomStrings from '@academy/strings/classroom';
import { Anchor, Card, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LessonMain } from './lesson/LessonMain.tsx';
import { AssignmentTab } from './AssignmentTab.tsx';

// The lesson's chat, with its form and the live room, loads with the lesson
// (docs/decisions/016-live-channel.md).
const LessonChat = lazy(() =>
  import('@academy/live/LessonChat').then((module) => ({ default: module.LessonChat })),
);

const t = classroomStrings.viewer;

function MaterialsCard({ content }: { content: ClassroomDetailContent }) {
  return (
    <Card withBorder radius="md" component="section" aria-label={t.materialsCard}>
      <Title order={3} size="h5" mb="sm">
        {t.materialsCard}
      </Title>
      {content.contents && <Text style={{ whiteSpace: 'pre-wrap' }}>{content.contents}</Text>}
      {content.attachmentDescription && (
        <Text size="sm" c="dimmed" mt="xs">
          {content.attachmentDescription}
        </Text>
      )}
      {content.attachments.length > 0 ? (
        <List mt="sm" spacing={4}>
          {content.attachments.map((file) => (
            <List.Item key={file.attachmentId}>
              <Anchor
                href={file.url}
                download={file.name}
                aria-label={t.download(file.name)}
                underline="always"
              >
                {file.name}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                ({formatFileSize(file.size)})
              </Text>
            </List.Item>
          ))}
        </List>
      ) : (
        !content.contents && <Text c="dimmed">{t.noMaterials}</Text>
      )}
    </Card>
  );
}

function ActivityCard({ content }: { content: ClassroomDetailContent }) {
  return (
    <Card withBorder radius="md" component="section" aria-label={t.activityCard}>
      <Title order={3} size="h5" mb="sm">
        {t.activityCard}
      </Title>
      <Tabs defaultValue="assignment">
        <Tabs.List>
          <Tabs.Tab value="chat">{t.chatTab}</Tabs.Tab>
          <Tabs.Tab value="assignment">{t.assignmentTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="chat" pt="sm">
          <Suspense fallback={<LoadingState />}>
            <LessonChat lessonId={content.detailId} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="assignment" pt="sm">
          {content.type === 'QUIZ' ? (
            <Text>{t.completeQuizAbove}</Text>
          ) : (
            <AssignmentTab lectureId={content.lectureId} detailId={content.detailId} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}

/** The lesson viewer for one detail (docs/product/screens.md). */
export function DetailViewer({ content }: { content: ClassroomDetailContent }) {
  return (
    <Stack>
      <LessonMain content={content} />
      {content.type !== 'QUIZ' && <MaterialsCard content={content} />}
      <ActivityCard content={content} />
    </Stack>
  );
}
