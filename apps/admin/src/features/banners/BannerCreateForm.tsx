import { BannerCreateRequest } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useCreateBanner } from '@academy/api-client/queries/site-content';
import { contractResolver, firstError } from '@academy/ui/form';
import * as errors from '@academy/strings/errors';
import * as adminStrings from '@academy/strings/admin';
import { Alert, Button, Image, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import '@mantine/dropzone/styles.layer.css';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';

const t = adminStrings.banners;
/** One alert, in the order of the fields (docs/product/validation.md). */
const FIELD_ORDER = ['title', 'imageFile', 'url'] as const;

interface BannerDraft {
  title: string;
  imageFile: File | null;
  url: string;
}

/** Banner create (title, image, link) (docs/product/screens.md, docs/product/validation.md). */
export function BannerCreateForm() {
  const create = useCreateBanner();
  const navigate = useNavigate();
  // The contract's BannerCreateRequest: the server's rules (required fields, http(s) link, size).
  const form = useForm<BannerDraft>({
    initialValues: { title: '', imageFile: null, url: '' },
    validate: contractResolver(BannerCreateRequest),
    onValuesChange: () => create.reset(),
  });
  const image = form.values.imageFile;
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const submit = form.onSubmit((values) => {
    if (!values.imageFile) return;
    create.mutate(
      { title: values.title.trim(), imageFile: values.imageFile, url: values.url.trim() },
      {
        onSuccess: () => {
          showToast({ color: 'teal', message: t.created });
          void navigate('/admin/banners');
        },
      },
    );
  });
  const error =
    firstError(form.errors, FIELD_ORDER) ??
    (create.isError ? errorMessage(create.error, errors.transport.server) : null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640}>
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
        <div>
          <Text size="sm" fw={500} mb={4} id="banner-image-label">
            {t.image}
          </Text>
          <Dropzone
            accept={IMAGE_MIME_TYPE}
            maxFiles={1}
            onDrop={(files) => form.setFieldValue('imageFile', files[0] ?? null)}
            aria-labelledby="banner-image-label"
          >
            <Text ta="center" c="dimmed" py="md">
              {image ? image.name : t.imageHint}
            </Text>
          </Dropzone>
          {preview && <Image src={preview} alt="" mt="sm" radius="md" />}
        </div>
        <TextInput
          label={t.url}
          placeholder="https://"
          {...form.getInputProps('url')}
          error={Boolean(form.errors.url)}
        />
        <Button type="submit" loading={create.isPending} w="fit-content">
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
