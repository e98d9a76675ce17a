// docs/decisions/018-staff-authoring.md: the small dialogs of the lecture builder: rename a
// chapter, rename or retype a detail. Validated by the contract's requests; the server's message on
// failure.
import {
  ChapterUpdateRequest,
  DETAIL_TYPES,
  DetailUpdateRequest,
  type AdminChapter,
  type AdminDetail,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useLectureLifecycle } from '@academy/api-client/queries/authoring';
import { contractResolver, firstError } from '@academy/ui/form';
import * as ko from '@academy/strings';
import { authoringStrings } from '@academy/strings/authoring';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LiveLessonFields } from './LiveLessonFields.tsx';
import { LIVE_FIELDS, liveFormValues, liveInput, type LiveFormValues } from './live-lesson-form.ts';

const t = authoringStrings.builder;
const typeOptions = DETAIL_TYPES.map((type) => ({ value: type, label: ko.detailTypes[type] }));

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
      ...liveFormValues(detail),
    },
    validate: contractResolver<{ title: string; type: string } & LiveFormValues>(
      DetailUpdateRequest,
      {
        toInput: (values) => ({ title: values.title, type: values.type, ...liveInput(values) }),
      },
    ),
    onValuesChange: () => updateDetail.reset(),
  });
  const error =
    firstError(form.errors, ['title', 'type', ...LIVE_FIELDS]) ??
    (updateDetail.isError ? errorMessage(updateDetail.error, t.failed) : null);
  return (
    <Modal opened onClose={onClose} title={t.editDetail}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ title, type, ...live }) =>
          updateDetail.mutate(
            { id: detail.detailId, title, type, ...liveInput({ type, ...live }) },
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
          <Select
            label={t.type}
            data={typeOptions}
            allowDeselect={false}
            {...form.getInputProps('type')}
            error={Boolean(form.errors.type)}
          />
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
