import { errorMessage } from '@academy/api-client/errors';
import { useCreateBanner } from '@academy/api-client/queries/site-content';
import { ko } from '@academy/ui/strings';
import { adminStrings } from '@academy/ui/strings/admin';
import { Alert, Button, Image, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import '@mantine/dropzone/styles.layer.css';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

const t = adminStrings.banners;
const rules = ko.validation.banner;

/** spec 2.11, 5: banner create (title, image, link). */
export function BannerCreateForm() {
  const create = useCreateBanner();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return setError(rules.titleRequired);
    if (!image) return setError(rules.imageRequired);
    if (!url.trim()) return setError(rules.urlRequired);
    try {
      await create.mutateAsync({ title: title.trim(), imageFile: image, url: url.trim() });
      notifications.show({ color: 'teal', message: t.created });
      void navigate('/admin/banners');
    } catch (caught) {
      setError(errorMessage(caught, ko.errors.transport.server));
    }
  }

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
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="banner-image-label">
            {t.image}
          </Text>
          <Dropzone
            accept={IMAGE_MIME_TYPE}
            maxFiles={1}
            onDrop={(files) => setImage(files[0] ?? null)}
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
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
        />
        <Button type="submit" loading={create.isPending} w="fit-content">
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
