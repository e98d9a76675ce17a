import type { AdminChapter } from '@academy/api-client/contract';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import { adminLectureQuery, useLectureStructure } from '@academy/api-client/queries/admin';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import { ko } from '@academy/ui/strings';
import { adminStrings } from '@academy/ui/strings/admin';
import { errors } from '@academy/ui/strings/errors';
import {
  Accordion,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

const t = adminStrings.lectures;

/** spec 4: a new detail's order index is its chapter's current detail count. */
function AddDetail({ lectureId, chapter }: { lectureId: number; chapter: AdminChapter }) {
  const { createDetail } = useLectureStructure(lectureId);
  const [title, setTitle] = useState('');
  const [type, setType] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return setError(ko.validation.detail.titleRequired);
    if (!type.trim()) return setError(ko.validation.detail.typeRequired);
    try {
      await createDetail.mutateAsync({
        lectureChapterId: chapter.chapterId,
        title: title.trim(),
        type,
        detailOrder: chapter.details.length,
      });
      notifications.show({ color: 'teal', message: t.detailCreated });
      setTitle('');
      setType('');
      setError(null);
    } catch (caught) {
      setError(errorMessage(caught, errors.lecture.detailCreate));
    }
  }
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t.detailTitle}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <TextInput
          label={t.detailType}
          placeholder={t.detailTypePlaceholder}
          value={type}
          onChange={(event) => setType(event.currentTarget.value)}
        />
        <Button type="submit" variant="light" loading={createDetail.isPending}>
          {t.addDetail}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </form>
  );
}

/** spec 4: a new chapter's order index is the current chapter count. */
function AddChapter({ lectureId, count }: { lectureId: number; count: number }) {
  const { createChapter } = useLectureStructure(lectureId);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return setError(ko.validation.chapter.titleRequired);
    try {
      await createChapter.mutateAsync({ lectureId, title: title.trim(), chapterOrder: count });
      notifications.show({ color: 'teal', message: t.chapterCreated });
      setTitle('');
      setError(null);
    } catch (caught) {
      setError(errorMessage(caught, errors.lecture.chapterCreate));
    }
  }
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end">
        <TextInput
          label={t.chapterTitle}
          value={title}
          error={error}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Button type="submit" loading={createChapter.isPending}>
          {t.addChapter}
        </Button>
      </Group>
    </form>
  );
}

/** spec 2.11: the lecture with its structure; chapters and details can be added. */
export function LectureDetail({ lectureId }: { lectureId: number }) {
  const query = useQuery(adminLectureQuery(lectureId));
  const back = (
    <Button component={Link} to="/admin/lectures" variant="default" w="fit-content">
      {t.backToList}
    </Button>
  );
  if (query.isPending) return <LoadingState variant="skeleton" rows={8} />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack>
        {missing ? (
          <Title order={2}>{t.notFound}</Title>
        ) : (
          <ErrorState
            message={errorMessage(query.error, errors.admin.lectureLoad)}
            onRetry={() => void query.refetch()}
          />
        )}
        {back}
      </Stack>
    );
  }
  const lecture = query.data;
  return (
    <Stack>
      {back}
      <Card withBorder radius="md">
        <Group align="flex-start" wrap="nowrap">
          {lecture.thumbnailUrl && (
            <Image
              src={lecture.thumbnailUrl}
              alt=""
              w={240}
              h={160}
              radius="md"
              width={lecture.thumbnailWidth ?? 240}
              height={lecture.thumbnailHeight ?? 160}
            />
          )}
          <Stack gap={4}>
            <Title order={2}>{lecture.title}</Title>
            {lecture.subtitle && <Text c="dimmed">{lecture.subtitle}</Text>}
            <Text fw={700}>{formatWon(lecture.price)}</Text>
            {lecture.description && <Text size="sm">{lecture.description}</Text>}
          </Stack>
        </Group>
      </Card>
      <Title order={2} size="h3">
        {t.structure}
      </Title>
      <Accordion multiple variant="separated">
        {lecture.chapters.map((chapter) => (
          <Accordion.Item key={chapter.chapterId} value={String(chapter.chapterId)}>
            <Accordion.Control>
              <Group gap="xs">
                <Text fw={600}>{chapter.chapterTitle}</Text>
                <Badge variant="default">{t.detailCount(chapter.details.length)}</Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {chapter.details.map((detail) => (
                  <Group key={detail.detailId} justify="space-between">
                    <Group gap="xs">
                      <Badge variant="default">{detail.type}</Badge>
                      <Text>{detail.detailTitle}</Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {detail.content ? t.hasContent : t.noContent}
                    </Text>
                  </Group>
                ))}
                <AddDetail lectureId={lecture.lectureId} chapter={chapter} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <AddChapter lectureId={lecture.lectureId} count={lecture.chapters.length} />
    </Stack>
  );
}
