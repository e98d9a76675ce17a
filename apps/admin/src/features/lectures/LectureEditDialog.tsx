// issue 20: every field of a lecture edited after it was made, the image too (optional: the old
// one stays when none is chosen). The contract's LectureUpdateRequest validates, as on the server.
import { LectureUpdateRequest, type AdminLecture } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useLectureLifecycle } from '@academy/api-client/queries/authoring';
import { contractResolver } from '@academy/ui/form';
import * as adminStrings from '@academy/strings/admin';
import { authoringStrings } from '@academy/strings/authoring';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';

const t = adminStrings.lectureCreate;
const a = authoringStrings.lecture;

interface EditDraft {
  title: string;
  subtitle: string;
  description: string;
  imageFile: File | null;
  price: number | string;
  period: number | string;
  category: string;
  course: string;
  target: string;
  url: string;
  textbookName: string;
}

const draftOf = (lecture: AdminLecture): EditDraft => ({
  title: lecture.title,
  subtitle: lecture.subtitle ?? '',
  description: lecture.description ?? '',
  imageFile: null,
  price: lecture.price,
  period: lecture.period,
  category: lecture.category ?? '',
  course: lecture.course ?? '',
  target: lecture.target ?? '',
  url: lecture.url ?? '',
  textbookName: lecture.textbookName ?? '',
});

export function LectureEditDialog({
  lecture,
  opened,
  onClose,
}: {
  lecture: AdminLecture;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={a.edit} size="lg">
      {opened && <EditForm lecture={lecture} onDone={onClose} />}
    </Modal>
  );
}

function EditForm({ lecture, onDone }: { lecture: AdminLecture; onDone: () => void }) {
  const { update } = useLectureLifecycle(lecture.lectureId);
  const form = useForm<EditDraft>({
    initialValues: draftOf(lecture),
    validate: contractResolver<EditDraft>(LectureUpdateRequest),
    onValuesChange: () => update.reset(),
  });
  const error =
    (Object.values(form.errors)[0] as string | undefined) ??
    (update.isError ? errorMessage(update.error, a.failed) : null);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        update.mutate(
          {
            ...values,
            title: values.title.trim(),
            price: values.price === '' ? 0 : values.price,
            period: values.period === '' ? 0 : values.period,
          },
          {
            onSuccess: (response) => {
              showToast({ color: 'teal', message: response.message });
              onDone();
            },
          },
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
          label={t.title}
          {...form.getInputProps('title')}
          error={Boolean(form.errors.title)}
        />
        <TextInput label={t.subtitle} {...form.getInputProps('subtitle')} />
        <Textarea
          label={t.description}
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
        <FileInput
          label={a.imageOptional}
          placeholder={t.imagePlaceholder}
          accept="image/*"
          clearable
          {...form.getInputProps('imageFile')}
        />
        <SimpleGrid cols={2}>
          <NumberInput
            label={t.price}
            min={0}
            step={1}
            clampBehavior="none"
            thousandSeparator=","
            {...form.getInputProps('price')}
            error={Boolean(form.errors.price)}
          />
          <NumberInput
            label={t.period}
            min={0}
            step={1}
            clampBehavior="none"
            {...form.getInputProps('period')}
            error={Boolean(form.errors.period)}
          />
        </SimpleGrid>
        <TextInput label={t.category} {...form.getInputProps('category')} />
        <TextInput label={t.course} {...form.getInputProps('course')} />
        <TextInput label={t.target} {...form.getInputProps('target')} />
        <TextInput
          label={t.url}
          type="url"
          placeholder="https://"
          {...form.getInputProps('url')}
          error={Boolean(form.errors.url)}
        />
        <TextInput label={t.textbookName} {...form.getInputProps('textbookName')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {a.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {a.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
