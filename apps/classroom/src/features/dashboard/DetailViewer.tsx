import type { ClassroomDetailContent } from '@academy/api-client/contract';
import { formatFileSize } from '@academy/ui/format/file-size';
import { LoadingState } from '@academy/ui/LoadingState';
import { classroomStrings } from '@academy/strings/classroom';
import {
  Anchor,
  AspectRatio,
  Button,
  Card,
  Collapse,
  Group,
  List,
  Radio,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, type ReactNode } from 'react';
import { AssignmentTab } from './AssignmentTab.tsx';

// issue 22: the lesson's chat, with its form and the live room, loads with the lesson.
const LessonChat = lazy(() =>
  import('@academy/live/LessonChat').then((module) => ({ default: module.LessonChat })),
);

const t = classroomStrings.viewer;

function CollapsibleCard({ title, children }: { title: string; children: ReactNode }) {
  const [opened, { toggle }] = useDisclosure(true);
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb={opened ? 'sm' : 0}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={opened}>
          {opened ? t.collapse : t.expand}
        </Button>
      </Group>
      <Collapse expanded={opened}>{children}</Collapse>
    </Card>
  );
}

/** spec 2.7: the player only for a video with an id; otherwise a placeholder (live: its status). */
function VideoCard({ content }: { content: ClassroomDetailContent }) {
  const video = content.video;
  const playable = content.type === 'VIDEO' && video?.externalVideoId && video.playerUrl;
  return (
    <CollapsibleCard title={t.videoCard}>
      {playable ? (
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={video.playerUrl!}
            title={t.playerTitle(content.title)}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            style={{ border: 0 }}
          />
        </AspectRatio>
      ) : (
        <Text c="dimmed">
          {video?.isLive && video.liveStatus ? t.liveStatus(video.liveStatus) : t.noVideo}
        </Text>
      )}
    </CollapsibleCard>
  );
}

/** spec 2.7: answers can be selected; submit and retry have no behaviour yet. */
function QuizCard({ content }: { content: ClassroomDetailContent }) {
  if (content.quizzes.length === 0) {
    // Without questions, 제출 and 다시 풀기 alone would offer something to do.
    return (
      <CollapsibleCard title={t.quizCard}>
        <Text c="dimmed">{t.noQuizzes}</Text>
      </CollapsibleCard>
    );
  }
  return (
    <CollapsibleCard title={t.quizCard}>
      <Stack>
        {content.quizzes.map((quiz, index) => (
          <Radio.Group key={quiz.quizId} label={`${index + 1}. ${quiz.question}`}>
            <Stack gap={6} mt={6}>
              {quiz.options.map((option) => (
                <Radio
                  key={option.optionId}
                  value={String(option.optionId)}
                  label={option.optionText}
                />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        <Group>
          <Button type="button">{t.quizSubmit}</Button>
          <Button type="button" variant="default">
            {t.quizRetry}
          </Button>
        </Group>
      </Stack>
    </CollapsibleCard>
  );
}

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

/** spec 2.7: the lesson viewer for one detail. */
export function DetailViewer({ content }: { content: ClassroomDetailContent }) {
  return (
    <Stack>
      {content.type === 'QUIZ' ? <QuizCard content={content} /> : <VideoCard content={content} />}
      {content.type !== 'QUIZ' && <MaterialsCard content={content} />}
      <ActivityCard content={content} />
    </Stack>
  );
}
