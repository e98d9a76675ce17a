// Editing a banner (docs/product/screens.md): its title, link and, when a new one is chosen, its
// image, checked by the contract's BannerUpdateRequest (the create form's rules) before sending;
// the server's refusal shows and the values stay. Loaded with the dialog that shows it, so the
// board does not carry the drop zone until a banner is edited.
import { BannerUpdateRequest, type Banner } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useUpdateBanner } from '@academy/api-client/queries/site-content';
import { contractResolver, firstError } from '@academy/ui/form';
import * as errors from '@academy/strings/errors';
import * as adminStrings from '@academy/strings/admin';
import { Alert, Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import '@mantine/dropzone/styles.layer.css';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useEffect, useMemo } from 'react';

const t = adminStrings.banners;
/** One alert, in the order of the fields (docs/product/validation.md). */
const FIELD_ORDER = ['title', 'imageFile', 'url'] as const;

interface BannerEditDraft {
  title: string;
  imageFile: File | null;
  url: string;
}

export default function BannerEditForm({ banner, onDone }: { banner: Banner; onDone: () => void }) {
  const update = useUpdateBanner();
  const form = useForm<BannerEditDraft>({
    initialValues: { title: banner.title, imageFile: null, url: banner.url },
    validate: contractResolver(BannerUpdateRequest),
    onValuesChange: () => update.reset(),
  });
  const image = form.values.imageFile;
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        id: banner.id,
        title: values.title.trim(),
        url: values.url.trim(),
        imageFile: values.imageFile,
      },
      {
        onSuccess: (response) => {
          showToast({ color: 'teal', message: response.message || t.updated });
          onDone();
        },
      },
    ),
  );
  const error =
    firstError(form.errors, FIELD_ORDER) ??
    (update.isError ? errorMessage(update.error, errors.transport.server) : null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label={t.title} {...form.getInputProps('title')} />
        <div>
          <Text size="sm" fw={500} mb={4} id="banner-edit-image-label">
            {t.image}
          </Text>
          <Image
            src={preview ?? banner.image}
            alt=""
            radius="md"
            mb="xs"
            width={banner.imageWidth ?? 1600}
            height={banner.imageHeight ?? 600}
            h="auto"
          />
          <Dropzone
            accept={IMAGE_MIME_TYPE}
            maxFiles={1}
            onDrop={(files) => form.setFieldValue('imageFile', files[0] ?? null)}
            aria-labelledby="banner-edit-image-label"
          >
            <Text ta="center" c="dimmed" py="sm">
              {image ? image.name : t.imageHint}
            </Text>
          </Dropzone>
          <Text size="xs" c="dimmed" mt={4}>
            {t.imageKeep}
          </Text>
        </div>
        <TextInput label={t.url} placeholder="https://" {...form.getInputProps('url')} />
        <Group justify="flex-end">
          <Button variant="default" type="button" onClick={onDone}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
