import { LectureCreateRequest } from '@academy/api-client/contract';
import type { LectureCreateFields } from '@academy/api-client/endpoints/admin-lectures';
import { errorMessage } from '@academy/api-client/errors';
import { useCreateLecture } from '@academy/api-client/queries/admin';
import { useSession } from '@academy/auth/use-session';
import { contractResolver } from '@academy/ui/form';
import { formatWon } from '@academy/ui/format/won';
import * as validation from '@academy/strings/validation';
import * as errors from '@academy/strings/errors';
import * as adminStrings from '@academy/strings/admin';
import {
  Alert,
  Button,
  Card,
  FileInput,
  SimpleGrid,
  Image,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

const t = adminStrings.lectureCreate;
const rules = validation.lecture;

/** The form's values: the fields of the create request (spec 3), as typed. */
export interface LectureDraft {
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

/**
 * spec 5: title and image required, price and period whole numbers of at least 0 (issue 18: '-5'
 * or '1.5' is refused with a message, not changed): the server's own rules.
 */
export const validateLecture = contractResolver<LectureDraft>(LectureCreateRequest);

/** spec 5: price and period default to 0 when empty. */
export function lectureRequest(draft: LectureDraft & { imageFile: File }): LectureCreateFields {
  return {
    title: draft.title.trim(),
    subtitle: draft.subtitle,
    description: draft.description,
    imageFile: draft.imageFile,
    price: draft.price === '' ? 0 : draft.price,
    period: draft.period === '' ? 0 : draft.period,
    category: draft.category,
    course: draft.course,
    target: draft.target,
    url: draft.url,
    textbookName: draft.textbookName,
  };
}

/**
 * spec 2.11: what the live preview card shows as the form is typed: the title (the field's name
 * until one is typed), subtitle and description when given, and the price in won (spec 9).
 */
export function lecturePreview(draft: LectureDraft) {
  return {
    title: draft.title || t.title,
    subtitle: draft.subtitle || null,
    description: draft.description || null,
    price: formatWon(Number(draft.price) || 0),
  };
}

/** The form before anything is typed. */
export const emptyLectureDraft: LectureDraft = {
  title: '',
  subtitle: '',
  description: '',
  imageFile: null,
  price: '',
  period: '',
  category: '',
  course: '',
  target: '',
  url: '',
  textbookName: '',
};

/** spec 2.11: lecture create with a live preview card. */
export function LectureCreateForm() {
  const { user } = useSession();
  const create = useCreateLecture();
  const navigate = useNavigate();
  const form = useForm<LectureDraft>({
    initialValues: emptyLectureDraft,
    validate: validateLecture,
  });
  const draft = form.values;
  // spec 5: the teacher is the signed-in user; without one nothing is sent.
  const [signedOut, setSignedOut] = useState(false);
  const preview = useMemo(
    () => (draft.imageFile ? URL.createObjectURL(draft.imageFile) : null),
    [draft.imageFile],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const card = lecturePreview(draft);

  const submit = form.onSubmit((values) => {
    setSignedOut(!user);
    if (!user || !values.imageFile) return;
    create.mutate(lectureRequest({ ...values, imageFile: values.imageFile }), {
      onSuccess: () => {
        showToast({ color: 'teal', message: t.created });
        void navigate('/admin/lectures');
      },
    });
  });
  const failure = signedOut
    ? rules.teacherRequired
    : create.isError
      ? errorMessage(create.error, errors.transport.server)
      : null;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <div>
        <form onSubmit={submit} noValidate>
          <Stack>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput label={t.title} {...form.getInputProps('title')} />
            <TextInput label={t.subtitle} {...form.getInputProps('subtitle')} />
            <Textarea
              label={t.description}
              autosize
              minRows={3}
              {...form.getInputProps('description')}
            />
            <FileInput
              label={t.image}
              placeholder={t.imagePlaceholder}
              accept="image/*"
              {...form.getInputProps('imageFile')}
              clearable
            />
            <NumberInput
              label={t.price}
              min={0}
              step={1}
              // issue 18: what is typed stays as typed; a wrong value is refused with a message.
              clampBehavior="none"
              thousandSeparator=","
              {...form.getInputProps('price')}
            />
            <NumberInput
              label={t.period}
              min={0}
              step={1}
              // issue 18: what is typed stays as typed; a wrong value is refused with a message.
              clampBehavior="none"
              {...form.getInputProps('period')}
            />
            <TextInput label={t.category} {...form.getInputProps('category')} />
            <TextInput label={t.course} {...form.getInputProps('course')} />
            <TextInput label={t.target} {...form.getInputProps('target')} />
            <TextInput
              label={t.url}
              type="url"
              placeholder="https://"
              {...form.getInputProps('url')}
            />
            <TextInput label={t.textbookName} {...form.getInputProps('textbookName')} />
            <Button type="submit" loading={create.isPending} w="fit-content">
              {t.submit}
            </Button>
          </Stack>
        </form>
      </div>
      <div>
        <Card withBorder radius="md" component="section" aria-label={t.preview}>
          <Text size="sm" c="dimmed" mb="xs">
            {t.preview}
          </Text>
          {preview && <Image src={preview} alt="" radius="md" mb="sm" />}
          <Title order={2} size="h4">
            {card.title}
          </Title>
          {card.subtitle && <Text c="dimmed">{card.subtitle}</Text>}
          {card.description && (
            <Text size="sm" mt="xs">
              {card.description}
            </Text>
          )}
          <Text fw={800} mt="sm">
            {card.price}
          </Text>
        </Card>
      </div>
    </SimpleGrid>
  );
}
