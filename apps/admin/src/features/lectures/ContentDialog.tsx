import type { AdminDetail } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useLectureStructure } from '@academy/api-client/queries/admin';
import { readAccessToken } from '@academy/auth/token-store';
import { ko } from '@academy/ui/strings';
import { adminStrings } from '@academy/ui/strings/admin';
import { VIDEO_ACCEPT } from '@academy/video-upload/upload';
import { useVideoUpload } from '@academy/video-upload/use-video-upload';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';

const t = adminStrings.lectures;

/**
 * spec 4: the content dialog flow: without a video id, the chosen video is uploaded to the video
 * host first (progress, cancel, the spec's failure messages) and its id is used; then the content
 * is created; the dialog closes on success.
 */
export function ContentDialog({
  lectureId,
  detail,
  onClose,
}: {
  lectureId: number;
  detail: AdminDetail | null;
  onClose: () => void;
}) {
  const { createContent } = useLectureStructure(lectureId);
  const upload = useVideoUpload({ getAccessToken: () => readAccessToken() ?? null });
  const [video, setVideo] = useState<File | null>(null);
  const [videoId, setVideoId] = useState('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const needsVideo = detail?.type === 'VIDEO';

  const close = () => {
    upload.abort();
    upload.reset();
    setVideo(null);
    setVideoId('');
    setText('');
    setFiles([]);
    setDescription('');
    setError(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!detail) return;
    setError(null);
    let id: string | null = videoId.trim() || null;
    if (!id && needsVideo && !video) return setError(ko.validation.content.videoRequired);
    if (!id && video) {
      id = await upload.start(video);
      if (!id) return setError(upload.error?.message ?? ko.errors.videoHost.uploadFailed);
    }
    try {
      await createContent.mutateAsync({
        lectureDetailId: detail.detailId,
        contents: text,
        attachmentDescription: description,
        videoId: id,
        attachmentFiles: files,
      });
      notifications.show({ color: 'teal', message: t.contentCreated });
      close();
    } catch (caught) {
      setError(errorMessage(caught, ko.errors.lecture.contentUpload));
    }
  }

  const uploading = upload.status === 'uploading';
  return (
    <Modal
      opened={detail !== null}
      onClose={close}
      title={detail ? t.contentDialog(detail.detailTitle) : ''}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {(error || upload.error) && (
            <Alert color="red" role="alert">
              {error ?? upload.error?.message}
            </Alert>
          )}
          <FileInput
            label={t.videoFile}
            placeholder={t.videoFilePlaceholder}
            accept={VIDEO_ACCEPT}
            value={video}
            onChange={setVideo}
            clearable
          />
          <TextInput
            label={t.videoId}
            value={videoId}
            onChange={(e) => setVideoId(e.currentTarget.value)}
          />
          {uploading && (
            <Stack gap={4}>
              <Progress value={upload.progress} aria-label={t.uploading(upload.progress)} />
              <Group justify="space-between">
                <Text size="sm">{t.uploading(upload.progress)}</Text>
                <Button size="xs" variant="default" onClick={() => upload.abort()}>
                  {t.cancelUpload}
                </Button>
              </Group>
            </Stack>
          )}
          <Textarea
            label={t.contentText}
            autosize
            minRows={3}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <FileInput
            label={t.attachments}
            accept="application/pdf,image/*"
            multiple
            value={files}
            onChange={setFiles}
            clearable
          />
          <TextInput
            label={t.attachmentDescription}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Button type="submit" loading={uploading || createContent.isPending} w="fit-content">
            {t.saveContent}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
