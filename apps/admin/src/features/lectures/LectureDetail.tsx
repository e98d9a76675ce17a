import {
  ChapterCreateRequest,
  DetailCreateRequest,
  type AdminChapter,
  type AdminDetail,
} from '@academy/api-client/contract';
import { confirm } from '@academy/ui/ConfirmDialog';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import { adminLectureQuery, useLectureStructure } from '@academy/api-client/queries/admin';
import { ErrorState } from '@academy/ui/ErrorState';
import { contractResolver, firstError, FormError } from '@academy/ui/form';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import { confirmations } from '@academy/strings/validation';
import * as adminStrings from '@academy/strings/admin';
import { authoringStrings as b } from '@academy/strings/authoring';
import * as errors from '@academy/strings/errors';
import {
  AspectRatio,
  Box,
  Button,
  Card,
  Group,
  Image,
  Menu,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import IconFileText from '@tabler/icons-react/icons/IconFileText';
import IconListCheck from '@tabler/icons-react/icons/IconListCheck';
import IconPlayerPlay from '@tabler/icons-react/icons/IconPlayerPlay';
import IconPlus from '@tabler/icons-react/icons/IconPlus';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import { ContentEditDialog } from './ContentEditDialog.tsx';
import { LectureControls } from './LectureControls.tsx';
import { QuizEditor } from './QuizEditor.tsx';
import { StructureBoard } from './StructureBoard.tsx';
import { ContentDialog } from './ContentDialog.tsx';
import { LessonTypeSelect } from './LessonTypeSelect.tsx';

const t = adminStrings.lectures;

/** A new detail's order index is its chapter's current detail count (docs/product/states.md). */
function AddDetail({ lectureId, chapter }: { lectureId: number; chapter: AdminChapter }) {
  const { createDetail } = useLectureStructure(lectureId);
  // Title and a known type (the contract's DetailCreateRequest: picked, or typed as its Korean name
  // or its code) (docs/product/validation.md).
  const form = useForm({
    initialValues: { title: '', type: '' },
    validate: contractResolver<{ title: string; type: string }>(DetailCreateRequest, {
      toInput: (values) => ({ ...values, lectureChapterId: chapter.chapterId }),
    }),
    onValuesChange: () => createDetail.reset(),
  });
  const submit = form.onSubmit(({ title, type }) =>
    createDetail.mutate(
      {
        lectureChapterId: chapter.chapterId,
        title: title.trim(),
        type,
        detailOrder: chapter.details.length,
      },
      {
        onSuccess: () => {
          showToast({ color: 'teal', message: t.detailCreated });
          form.reset();
        },
      },
    ),
  );
  const error =
    firstError(form.errors, ['title', 'type']) ??
    (createDetail.isError ? errorMessage(createDetail.error, errors.lecture.detailCreate) : null);
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t.detailTitle}
          {...form.getInputProps('title')}
          error={Boolean(form.errors.title)}
        />
        <LessonTypeSelect
          label={t.detailType}
          placeholder={t.detailTypePlaceholder}
          // wide enough for the whole placeholder (it was cut after "VI")
          w={260}
          {...form.getInputProps('type')}
          error={Boolean(form.errors.type)}
        />
        <Button type="submit" variant="light" loading={createDetail.isPending}>
          {t.addDetail}
        </Button>
      </Group>
      {error && (
        <Box mt="xs">
          <FormError>{error}</FormError>
        </Box>
      )}
    </form>
  );
}

/** A new chapter's order index is the current chapter count (docs/product/states.md). */
function AddChapter({ lectureId, count }: { lectureId: number; count: number }) {
  const { createChapter } = useLectureStructure(lectureId);
  // A title (the contract's ChapterCreateRequest); the server's message on failure
  // (docs/product/validation.md).
  const form = useForm({
    initialValues: { title: '' },
    validate: contractResolver<{ title: string }>(ChapterCreateRequest, {
      toInput: (values) => ({ ...values, lectureId }),
    }),
    onValuesChange: () => createChapter.reset(),
  });
  const submit = form.onSubmit(({ title }) =>
    createChapter.mutate(
      { lectureId, title: title.trim(), chapterOrder: count },
      {
        onSuccess: () => {
          showToast({ color: 'teal', message: t.chapterCreated });
          form.reset();
        },
      },
    ),
  );
  const error =
    form.errors.title ??
    (createChapter.isError
      ? errorMessage(createChapter.error, errors.lecture.chapterCreate)
      : null);
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end">
        <TextInput label={t.chapterTitle} {...form.getInputProps('title')} error={error} />
        <Button type="submit" loading={createChapter.isPending}>
          {t.addChapter}
        </Button>
      </Group>
    </form>
  );
}

/**
 * docs/product/screens.md, docs/decisions/018-staff-authoring.md: the lecture with its status and
 * structure; chapters and details are added, edited, deleted and reordered, contents and quizzes
 * written.
 */
export function LectureDetail({ lectureId }: { lectureId: number }) {
  const query = useQuery(adminLectureQuery(lectureId));
  const { deleteContent } = useLectureStructure(lectureId);
  const [adding, setAdding] = useState<AdminDetail | null>(null);
  const [playing, setPlaying] = useState<AdminDetail | null>(null);
  const [editing, setEditing] = useState<AdminDetail | null>(null);
  const [quiz, setQuiz] = useState<AdminDetail | null>(null);
  const quizItem = (detail: AdminDetail) =>
    detail.type === 'QUIZ' ? (
      <Menu.Item
        leftSection={<IconListCheck size={14} aria-hidden />}
        onClick={() => setQuiz(detail)}
      >
        {b.builder.editQuiz}
      </Menu.Item>
    ) : null;

  async function removeContent(contentId: number) {
    if (!(await confirm({ message: confirmations.deleteContent, destructive: true }))) return;
    try {
      await deleteContent.mutateAsync(contentId);
      showToast({ color: 'teal', message: t.contentDeleted });
    } catch (caught) {
      showToast({
        color: 'red',
        message: errorMessage(caught, errors.lecture.contentDelete),
      });
    }
  }
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
        {/* On a phone the summary goes under the picture: beside it the title was clipped. */}
        <Group align="flex-start" wrap="wrap">
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
          <Stack gap={4} flex="1 1 14rem" miw={0}>
            <Title order={2} style={{ overflowWrap: 'anywhere' }}>
              {lecture.title}
            </Title>
            {lecture.subtitle && <Text c="dimmed">{lecture.subtitle}</Text>}
            <Text fw={700}>{formatWon(lecture.price)}</Text>
            {lecture.description && <Text size="sm">{lecture.description}</Text>}
          </Stack>
        </Group>
      </Card>
      <LectureControls lecture={lecture} />
      <Title order={2} size="h3">
        {t.structure}
      </Title>
      <StructureBoard
        lecture={lecture}
        chapterFooter={(chapter) => <AddDetail lectureId={lecture.lectureId} chapter={chapter} />}
        detailMenu={(detail) =>
          detail.content ? (
            <>
              {detail.content.playerUrl && (
                <Menu.Item
                  leftSection={<IconPlayerPlay size={14} aria-hidden />}
                  onClick={() => setPlaying(detail)}
                >
                  {t.playVideo}
                </Menu.Item>
              )}
              <Menu.Item
                leftSection={<IconFileText size={14} aria-hidden />}
                onClick={() => setEditing(detail)}
              >
                {b.content.edit}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => void removeContent(detail.content!.contentId)}
              >
                {b.content.remove}
              </Menu.Item>
              {quizItem(detail)}
              <Menu.Divider />
            </>
          ) : (
            <>
              {/* 컨텐츠 추가 shows only when the detail has none (docs/product/screens.md). */}
              <Menu.Item
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => setAdding(detail)}
              >
                {t.addContent}
              </Menu.Item>
              {quizItem(detail)}
              <Menu.Divider />
            </>
          )
        }
      />
      <AddChapter lectureId={lecture.lectureId} count={lecture.chapters.length} />
      <ContentDialog
        lectureId={lecture.lectureId}
        detail={adding}
        onClose={() => setAdding(null)}
      />
      <ContentEditDialog
        lectureId={lecture.lectureId}
        detail={editing}
        onClose={() => setEditing(null)}
      />
      <Modal
        opened={quiz !== null}
        onClose={() => setQuiz(null)}
        title={quiz ? b.quiz.dialogTitle(quiz.detailTitle) : ''}
        size="xl"
      >
        {quiz && (
          <QuizEditor
            lectureId={lecture.lectureId}
            detailId={quiz.detailId}
            onSaved={() => setQuiz(null)}
          />
        )}
      </Modal>
      <Modal
        opened={playing !== null}
        onClose={() => setPlaying(null)}
        title={playing?.detailTitle ?? ''}
        size="xl"
      >
        {playing?.content?.playerUrl && (
          <AspectRatio ratio={16 / 9}>
            <iframe
              src={playing.content.playerUrl}
              title={t.playerTitle(playing.detailTitle)}
              allowFullScreen
              style={{ border: 0 }}
            />
          </AspectRatio>
        )}
      </Modal>
    </Stack>
  );
}
