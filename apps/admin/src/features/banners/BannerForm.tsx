// A banner's title, image and link (docs/product/screens.md, docs/product/validation.md), one form
// for both moments: creating (the contract's BannerCreateRequest: an image is required) and editing
// (BannerUpdateRequest: the same title and link rules; no new image keeps the current one). The
// server's refusal shows and the values stay.
import {
  BannerCreateRequest,
  BannerUpdateRequest,
  type Banner,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useCreateBanner, useUpdateBanner } from '@academy/api-client/queries/site-content';
import { contractResolver, firstError } from '@academy/ui/form';
import * as errors from '@academy/strings/errors';
import * as adminStrings from '@academy/strings/admin';
import { Alert, Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import '@mantine/dropzone/styles.layer.css';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useEffect, useId, useMemo } from 'react';

const t = adminStrings.banners;
/** One alert, in the order of the fields (docs/product/validation.md). */
const FIELD_ORDER = ['title', 'imageFile', 'url'] as const;

interface BannerDraft {
  title: string;
  imageFile: File | null;
  url: string;
}

/**
 * Creates a banner, or edits `banner` when given. `onDone` runs once it is saved (and on 취소
 * while editing): the page goes back to the list, the dialog closes.
 */
export function BannerForm({ banner, onDone }: { banner?: Banner; onDone: () => void }) {
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const saving = banner ? update : create;
  const form = useForm<BannerDraft>({
    initialValues: { title: banner?.title ?? '', imageFile: null, url: banner?.url ?? '' },
    validate: contractResolver(banner ? BannerUpdateRequest : BannerCreateRequest),
    onValuesChange: () => saving.reset(),
  });
  const imageLabel = useId();
  const image = form.values.imageFile;
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? banner?.image;

  const submit = form.onSubmit((values) => {
    const fields = { title: values.title.trim(), url: values.url.trim() };
    if (banner)
      return update.mutate(
        { id: banner.id, ...fields, imageFile: values.imageFile },
        {
          onSuccess: (response) => {
            showToast({ color: 'teal', message: response.message || t.updated });
            onDone();
          },
        },
      );
    // The contract has refused a draft without an image.
    if (!values.imageFile) return;
    create.mutate(
      { ...fields, imageFile: values.imageFile },
      {
        onSuccess: () => {
          showToast({ color: 'teal', message: t.created });
          onDone();
        },
      },
    );
  });
  const error =
    firstError(form.errors, FIELD_ORDER) ??
    (saving.isError ? errorMessage(saving.error, errors.transport.server) : null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640}>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label={t.title} {...form.getInputProps('title')} />
        <div>
          <Text size="sm" fw={500} mb={4} id={imageLabel}>
            {t.image}
          </Text>
          {shown && (
            <Image
              src={shown}
              alt=""
              radius="md"
              mb="xs"
              // A new picture's size is unknown until it loads; the current one's is stored.
              width={banner?.imageWidth ?? 1600}
              height={banner?.imageHeight ?? 600}
              h="auto"
            />
          )}
          <Dropzone
            accept={IMAGE_MIME_TYPE}
            maxFiles={1}
            onDrop={(files) => form.setFieldValue('imageFile', files[0] ?? null)}
            aria-labelledby={imageLabel}
          >
            <Text ta="center" c="dimmed" py="sm">
              {image ? image.name : t.imageHint}
            </Text>
          </Dropzone>
          {banner && (
            <Text size="xs" c="dimmed" mt={4}>
              {t.imageKeep}
            </Text>
          )}
        </div>
        <TextInput label={t.url} placeholder="https://" {...form.getInputProps('url')} />
        <Group justify={banner ? 'flex-end' : 'flex-start'}>
          {banner && (
            <Button variant="default" type="button" onClick={onDone}>
              {t.cancel}
            </Button>
          )}
          <Button type="submit" loading={saving.isPending}>
            {banner ? t.save : t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
