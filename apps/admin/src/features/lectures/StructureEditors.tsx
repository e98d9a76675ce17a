// docs/decisions/018-staff-authoring.md: the small dialogs of the lecture builder: rename a
// chapter, rename or retype a detail (its type picked by name: LessonTypeSelect). Validated by
// the contract's requests; the server's message on failure.
import {
  ChapterUpdateRequest,
  DetailUpdateRequest,
  type AdminChapter,
  type AdminDetail,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useLectureLifecycle } from '@academy/api-client/queries/authoring';
import { contractResolver, firstError } from '@academy/ui/form';
import { authoringStrings } from '@academy/strings/authoring';
import { previewLesson } from '@academy/strings/courses';
import { Alert, Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LessonTypeSelect } from './LessonTypeSelect.tsx';
import { LiveLessonFields } from './LiveLessonFields.tsx';
import { LIVE_FIELDS, liveFormValues, liveInput, type LiveFormValues } from './live-lesson-form.ts';

const t = authoringStrings.builder;

export function ChapterEditor({
  lectureId,
  chapter,
  onClose,
}: {
  lectureId: number;
  chapter: AdminChapter;
  onClose: () => void;
}) {
  const { updateChapter } = useLectureLifecycle(lectureId);
  const form = useForm({
    initialValues: { title: chapter.chapterTitle },
    validate: contractResolver<{ title: string }>(ChapterUpdateRequest),
    onValuesChange: () => updateChapter.reset(),
  });
  const error =
    form.errors.title ??
    (updateChapter.isError ? errorMessage(updateChapter.error, t.failed) : null);
  return (
    <Modal opened onClose={onClose} title={t.editChapter}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ title }) =>
          updateChapter.mutate({ id: chapter.chapterId, title }, { onSuccess: onClose }),
        )}
      >
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t.titleLabel}
            data-autofocus
            {...form.getInputProps('title')}
            error={Boolean(form.errors.title)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={updateChapter.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type DetailValues = { title: string; type: string; isPreview: boolean } & LiveFormValues;
/**
 * A lesson retyped away from video is no longer the preview (docs/product/learning.md#preview);
 * only a LIVE lesson sends its schedule (live-lesson-form.ts).
 */
const detailRequest = ({ title, type, isPreview, ...live }: DetailValues) => ({
  title,
  type,
  isPreview: type === 'VIDEO' && isPreview,
  ...liveInput({ type, ...live }),
});

export function DetailEditor({
  lectureId,
  detail,
  onClose,
}: {
  lectureId: number;
  detail: AdminDetail;
  onClose: () => void;
}) {
  const { updateDetail } = useLectureLifecycle(lectureId);
  const form = useForm({
    initialValues: {
      title: detail.detailTitle,
      type: detail.type as string,
      isPreview: detail.isPreview ?? false,
      ...liveFormValues(detail),
    },
    validate: contractResolver<DetailValues>(DetailUpdateRequest, { toInput: detailRequest }),
    onValuesChange: () => updateDetail.reset(),
  });
  const error =
    firstError(form.errors, ['title', 'type', 'isPreview', ...LIVE_FIELDS]) ??
    (updateDetail.isError ? errorMessage(updateDetail.error, t.failed) : null);
  return (
    <Modal opened onClose={onClose} title={t.editDetail}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          updateDetail.mutate(
            { id: detail.detailId, ...detailRequest(values) },
            { onSuccess: onClose },
          ),
        )}
      >
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t.titleLabel}
            data-autofocus
            {...form.getInputProps('title')}
            error={Boolean(form.errors.title)}
          />
          <LessonTypeSelect
            label={t.type}
            {...form.getInputProps('type')}
            error={Boolean(form.errors.type)}
          />
          {/* The free preview a visitor plays on the course page (docs/product/learning.md#preview). */}
          {form.values.type === 'VIDEO' && (
            <Switch
              label={previewLesson.label}
              description={previewLesson.description}
              {...form.getInputProps('isPreview', { type: 'checkbox' })}
            />
          )}
          {form.values.type === 'LIVE' && <LiveLessonFields form={form} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={updateDetail.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
