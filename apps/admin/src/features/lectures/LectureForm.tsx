// A lecture's form, one for both moments: creating it (docs/product/screens.md: beside a live
// preview card, each field saying its own problem) and, given `lecture`, editing every field after
// it was made (the image optional, the old one stays; the first problem in one alert). Each checks
// the request the server checks with (LectureCreateRequest, LectureUpdateRequest).
import {
  LectureCreateRequest,
  LectureUpdateRequest,
  type AdminLecture,
} from '@academy/api-client/contract';
import type { LectureCreateFields } from '@academy/api-client/endpoints/admin-lectures';
import { errorMessage } from '@academy/api-client/errors';
import { useCreateLecture } from '@academy/api-client/queries/admin';
import { useLectureLifecycle } from '@academy/api-client/queries/authoring';
import { useSession } from '@academy/auth/use-session';
import { contractResolver } from '@academy/ui/form';
import { formatWon } from '@academy/ui/format/won';
import * as validation from '@academy/strings/validation';
import * as errors from '@academy/strings/errors';
import * as adminStrings from '@academy/strings/admin';
import { authoringStrings } from '@academy/strings/authoring';
import * as playerStrings from '@academy/strings/player';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  SimpleGrid,
  Image,
  NumberInput,
  Stack,
  Switch,
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
const a = authoringStrings.lecture;
const rules = validation.lecture;

/** The form's values: the fields of the create request (docs/product/api.md), as typed. */
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
  /** won; empty: the textbook is not sold online */
  textbookPrice: number | string;
  /** docs/product/player-controls.md: the watermark ('true' / 'false', as the form sends it) */
  watermark: 'true' | 'false';
  pauseMaxCount: number | string;
  pauseMaxDays: number | string;
}

/**
 * docs/product/validation.md: title and image required, price and period whole numbers of at least
 * 0 ('-5' or '1.5' is refused with a message, not changed): the server's own rules.
 */
export const validateLecture = contractResolver<LectureDraft>(LectureCreateRequest);
const validateUpdate = contractResolver<LectureDraft>(LectureUpdateRequest);

/** Price and period default to 0 when empty (docs/product/validation.md). */
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
    textbookPrice: draft.textbookPrice,
    watermark: draft.watermark,
    pauseMaxCount: draft.pauseMaxCount,
    pauseMaxDays: draft.pauseMaxDays,
  };
}

/**
 * docs/product/screens.md: what the live preview card shows as the form is typed: the title (the
 * field's name until one is typed), subtitle and description when given, and the price in won
 * (docs/product/limits.md).
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
  textbookPrice: '',
  watermark: 'true',
  pauseMaxCount: 3,
  pauseMaxDays: 30,
};

/** A made lecture as the form's values (no file: the image stays unless one is chosen). */
const draftOf = (lecture: AdminLecture): LectureDraft => ({
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
  textbookPrice: lecture.textbookPrice ?? '',
  watermark: lecture.watermark === false ? 'false' : 'true',
  pauseMaxCount: lecture.pauseMaxCount ?? emptyLectureDraft.pauseMaxCount,
  pauseMaxDays: lecture.pauseMaxDays ?? emptyLectureDraft.pauseMaxDays,
});

/**
 * docs/product/screens.md: lecture create with a live preview card; with `lecture`, that lecture
 * edited, `onDone` after saving or on 취소.
 */
export function LectureForm({ lecture, onDone }: { lecture?: AdminLecture; onDone?: () => void }) {
  const { user } = useSession();
  const create = useCreateLecture();
  // a new lecture has no id yet: its lifecycle's mutations are made but never called
  const { update } = useLectureLifecycle(lecture?.lectureId ?? 0);
  const navigate = useNavigate();
  const form = useForm<LectureDraft>({
    initialValues: lecture ? draftOf(lecture) : emptyLectureDraft,
    validate: lecture ? validateUpdate : validateLecture,
    onValuesChange: lecture ? () => update.reset() : undefined,
  });
  const draft = form.values;
  // The teacher is the signed-in user; without one nothing is sent (docs/product/validation.md).
  const [signedOut, setSignedOut] = useState(false);
  const preview = useMemo(
    () => (!lecture && draft.imageFile ? URL.createObjectURL(draft.imageFile) : null),
    [lecture, draft.imageFile],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const card = lecturePreview(draft);

  const submit = form.onSubmit((values) => {
    if (lecture) {
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
            onDone?.();
          },
        },
      );
      return;
    }
    setSignedOut(!user);
    if (!user || !values.imageFile) return;
    create.mutate(lectureRequest({ ...values, imageFile: values.imageFile }), {
      // The teacher goes on to build it: its page, not the list
      // (docs/decisions/044-lesson-rows-and-publishing.md).
      onSuccess: (response) => {
        showToast({ color: 'teal', message: t.created });
        void navigate(`/admin/lectures/${response.data.id}`);
      },
    });
  });
  // Creating: each field says its own problem, the alert is for what the fields cannot say.
  // Editing (a dialog): the first problem in the alert, the fields only marked. Both: then the
  // server's refusal, values kept.
  const failure = lecture
    ? ((Object.values(form.errors)[0] as string | undefined) ??
      (update.isError ? errorMessage(update.error, a.failed) : null))
    : signedOut
      ? rules.teacherRequired
      : create.isError
        ? errorMessage(create.error, errors.transport.server)
        : null;
  const marked = (field: keyof LectureDraft) =>
    lecture ? { error: Boolean(form.errors[field]) } : {};
  const numbers = (
    <>
      <NumberInput
        label={t.price}
        min={0}
        step={1}
        // What is typed stays as typed; a wrong value is refused with a message.
        clampBehavior="none"
        thousandSeparator=","
        {...form.getInputProps('price')}
        {...marked('price')}
      />
      <NumberInput
        label={t.period}
        min={0}
        step={1}
        // What is typed stays as typed; a wrong value is refused with a message.
        clampBehavior="none"
        {...form.getInputProps('period')}
        {...marked('period')}
      />
    </>
  );

  const fields = (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput label={t.title} {...form.getInputProps('title')} {...marked('title')} />
        <TextInput label={t.subtitle} {...form.getInputProps('subtitle')} />
        <Textarea
          label={t.description}
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
        <FileInput
          label={lecture ? a.imageOptional : t.image}
          placeholder={t.imagePlaceholder}
          accept="image/*"
          {...form.getInputProps('imageFile')}
          clearable
        />
        {lecture ? <SimpleGrid cols={2}>{numbers}</SimpleGrid> : numbers}
        <TextInput label={t.category} {...form.getInputProps('category')} />
        <TextInput label={t.course} {...form.getInputProps('course')} />
        <TextInput label={t.target} {...form.getInputProps('target')} />
        <TextInput
          label={t.url}
          type="url"
          placeholder="https://"
          {...form.getInputProps('url')}
          {...marked('url')}
        />
        <TextInput label={t.textbookName} {...form.getInputProps('textbookName')} />
        <NumberInput
          label={t.textbookPrice}
          description={t.textbookPriceHint}
          min={0}
          step={1}
          clampBehavior="none"
          thousandSeparator=","
          {...form.getInputProps('textbookPrice')}
          {...marked('textbookPrice')}
        />
        <Switch
          label={playerStrings.watermarkAdmin.label}
          description={playerStrings.watermarkAdmin.description}
          checked={draft.watermark === 'true'}
          onChange={(event) =>
            form.setFieldValue('watermark', event.currentTarget.checked ? 'true' : 'false')
          }
        />
        <SimpleGrid cols={2}>
          <NumberInput
            label={playerStrings.pauseLimitsAdmin.count}
            min={0}
            max={20}
            step={1}
            clampBehavior="none"
            allowDecimal={false}
            {...form.getInputProps('pauseMaxCount')}
            {...marked('pauseMaxCount')}
          />
          <NumberInput
            label={playerStrings.pauseLimitsAdmin.days}
            min={0}
            max={365}
            step={1}
            clampBehavior="none"
            allowDecimal={false}
            {...form.getInputProps('pauseMaxDays')}
            {...marked('pauseMaxDays')}
          />
        </SimpleGrid>
        {lecture ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {a.cancel}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {a.save}
            </Button>
          </Group>
        ) : (
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t.submit}
          </Button>
        )}
      </Stack>
    </form>
  );
  if (lecture) return fields;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <div>{fields}</div>
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
