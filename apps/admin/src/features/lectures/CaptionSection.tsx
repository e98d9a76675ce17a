// A lesson's 자막 (docs/product/player-controls.md): the WebVTT tracks staff uploaded (Korean and
// Japanese, one each), an upload that the server checks as WebVTT, and a delete after a
// confirmation. A refusal keeps the chosen file and label.
import { CAPTION_LANGS, type CaptionLang } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { lessonCaptionsQuery, useCaptionWrites } from '@academy/api-client/queries/lesson-media';
import { confirm } from '@academy/ui/ConfirmDialog';
import { formatFileSize } from '@academy/ui/format/file-size';
import { LoadingState } from '@academy/ui/LoadingState';
import { showToast } from '@academy/ui/toast';
import * as playerStrings from '@academy/strings/player';
import {
  Alert,
  Button,
  Divider,
  FileInput,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const t = playerStrings.captionAdmin;
const languages = playerStrings.languages;

export function CaptionSection({ detailId }: { detailId: number }) {
  const list = useQuery(lessonCaptionsQuery(detailId));
  const { upload, remove } = useCaptionWrites(detailId);
  const [lang, setLang] = useState<CaptionLang>('ko');
  const [label, setLabel] = useState<string>(languages.ko);
  const [file, setFile] = useState<File | null>(null);
  const failure = upload.isError ? errorMessage(upload.error, t.loadError) : null;
  const removeFailure = remove.isError ? errorMessage(remove.error, t.loadError) : null;
  return (
    <Stack gap="sm" component="section" aria-label={t.title}>
      <Divider />
      <Title order={3} size="h5">
        {t.title}
      </Title>
      <Text size="sm" c="dimmed">
        {t.intro}
      </Text>
      {list.isPending ? (
        <LoadingState variant="skeleton" rows={2} />
      ) : list.isError ? (
        <Text role="alert">{errorMessage(list.error, t.loadError)}</Text>
      ) : list.data.length === 0 ? (
        <Text size="sm">{t.empty}</Text>
      ) : (
        <Stack gap={4}>
          {list.data.map((track) => (
            <Group key={track.captionId} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {track.label} · {languages[track.lang]} · {t.cues(track.cueCount)} ·{' '}
                {formatFileSize(track.size)}
              </Text>
              <Button
                size="compact-sm"
                color="red"
                variant="subtle"
                aria-label={t.deleteLabel(track.label)}
                loading={remove.isPending && remove.variables === track.captionId}
                onClick={async () => {
                  const sure = await confirm({
                    title: t.confirmTitle,
                    message: t.confirmMessage(track.label),
                    destructive: true,
                  });
                  if (sure)
                    remove.mutate(track.captionId, {
                      onSuccess: (response) =>
                        showToast({ color: 'teal', message: response.message }),
                    });
                }}
              >
                {t.delete}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {removeFailure && (
        <Alert color="red" role="alert">
          {removeFailure}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return;
          upload.mutate(
            { lang, label, file },
            {
              onSuccess: (response) => {
                showToast({ color: 'teal', message: response.message });
                setFile(null);
              },
            },
          );
        }}
      >
        <Stack gap="xs">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <SegmentedControl
            aria-label={t.lang}
            value={lang}
            onChange={(value) => {
              const next = value as CaptionLang;
              // the label follows the language until staff type their own
              if (label === languages[lang]) setLabel(languages[next]);
              setLang(next);
            }}
            data={CAPTION_LANGS.map((value) => ({ value, label: languages[value] }))}
          />
          <TextInput
            label={t.label}
            placeholder={t.labelPlaceholder}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
            maxLength={40}
          />
          <FileInput
            label={t.file}
            placeholder={t.filePlaceholder}
            accept=".vtt,text/vtt"
            value={file}
            onChange={setFile}
            clearable
          />
          <Button type="submit" disabled={!file} loading={upload.isPending} w="fit-content">
            {t.upload}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
