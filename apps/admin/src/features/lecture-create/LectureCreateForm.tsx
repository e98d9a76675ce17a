import type { LectureCreateFields } from '@academy/api-client/endpoints/admin-lectures';
import { errorMessage } from '@academy/api-client/errors';
import { useCreateLecture } from '@academy/api-client/queries/admin';
import { useSession } from '@academy/auth/use-session';
import { formatWon } from '@academy/ui/format/won';
import { ko } from '@academy/ui/strings';
import { adminStrings } from '@academy/ui/strings/admin';
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
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

const t = adminStrings.lectureCreate;
const rules = ko.validation.lecture;

export interface LectureDraft {
  title: string;
  subtitle: string;
  description: string;
  image: File | null;
  price: number | string;
  period: number | string;
  category: string;
  course: string;
  target: string;
  url: string;
  textbookName: string;
}

/** spec 5: title and image required; a signed-in user is the teacher. */
export function validateLecture(draft: LectureDraft, signedIn: boolean) {
  const errors: Partial<Record<'title' | 'image' | 'form', string>> = {};
  if (!signedIn) errors.form = rules.teacherRequired;
  if (!draft.title.trim()) errors.title = rules.titleRequired;
  if (!draft.image) errors.image = rules.imageRequired;
  return errors;
}

/** spec 5: price and period default to 0 when empty. */
export function lectureRequest(draft: LectureDraft & { image: File }): LectureCreateFields {
  return {
    title: draft.title.trim(),
    subtitle: draft.subtitle,
    description: draft.description,
    imageFile: draft.image,
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
  image: null,
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
  const [draft, setDraft] = useState<LectureDraft>(emptyLectureDraft);
  const [errors, setErrors] = useState<ReturnType<typeof validateLecture>>({});
  const preview = useMemo(
    () => (draft.image ? URL.createObjectURL(draft.image) : null),
    [draft.image],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const set = <K extends keyof LectureDraft>(key: K, value: LectureDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const card = lecturePreview(draft);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLecture(draft, Boolean(user));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await create.mutateAsync(lectureRequest({ ...draft, image: draft.image! }));
      notifications.show({ color: 'teal', message: t.created });
      void navigate('/admin/lectures');
    } catch (caught) {
      setErrors({ form: errorMessage(caught, ko.errors.transport.server) });
    }
  }

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <div>
        <form onSubmit={submit} noValidate>
          <Stack>
            {errors.form && (
              <Alert color="red" role="alert">
                {errors.form}
              </Alert>
            )}
            <TextInput
              label={t.title}
              value={draft.title}
              error={errors.title}
              onChange={(e) => set('title', e.currentTarget.value)}
            />
            <TextInput
              label={t.subtitle}
              value={draft.subtitle}
              onChange={(e) => set('subtitle', e.currentTarget.value)}
            />
            <Textarea
              label={t.description}
              autosize
              minRows={3}
              value={draft.description}
              onChange={(e) => set('description', e.currentTarget.value)}
            />
            <FileInput
              label={t.image}
              placeholder={t.imagePlaceholder}
              accept="image/*"
              value={draft.image}
              error={errors.image}
              onChange={(file) => set('image', file)}
              clearable
            />
            <NumberInput
              label={t.price}
              min={0}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              value={draft.price}
              onChange={(value) => set('price', value)}
            />
            <NumberInput
              label={t.period}
              min={0}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              value={draft.period}
              onChange={(value) => set('period', value)}
            />
            <TextInput
              label={t.category}
              value={draft.category}
              onChange={(e) => set('category', e.currentTarget.value)}
            />
            <TextInput
              label={t.course}
              value={draft.course}
              onChange={(e) => set('course', e.currentTarget.value)}
            />
            <TextInput
              label={t.target}
              value={draft.target}
              onChange={(e) => set('target', e.currentTarget.value)}
            />
            <TextInput
              label={t.url}
              type="url"
              placeholder="https://"
              value={draft.url}
              onChange={(e) => set('url', e.currentTarget.value)}
            />
            <TextInput
              label={t.textbookName}
              value={draft.textbookName}
              onChange={(e) => set('textbookName', e.currentTarget.value)}
            />
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
