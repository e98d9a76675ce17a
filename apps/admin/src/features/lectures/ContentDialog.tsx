import { ContentCreateRequest, type AdminDetail } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useLectureStructure } from '@academy/api-client/queries/admin';
import { readAccessToken } from '@academy/auth/token-store';
import { contractResolver } from '@academy/ui/form';
import * as validation from '@academy/strings/validation';
import * as errors from '@academy/strings/errors';
import * as adminStrings from '@academy/strings/admin';
import { VIDEO_ACCEPT } from '@academy/video-upload/upload';
import { useVideoUpload, type VideoUploadStatus } from '@academy/video-upload/use-video-upload';
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
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useState } from 'react';
import { VideoPicker } from './VideoPicker.tsx';
import { StreamingStatus } from './StreamingStatus.tsx';
import * as v from 'valibot';

const t = adminStrings.lectures;

/**
 * What the teacher fills in for one detail's content block (docs/product/api.md: Detail content).
 */
export interface ContentDraft {
  video: File | null;
  videoId: string;
  /** whole seconds, optional (docs/product/learning.md: completion is measured against it) */
  videoDuration: string;
  text: string;
  files: File[];
  description: string;
}

const emptyDraft: ContentDraft = {
  video: null,
  videoId: '',
  videoDuration: '',
  text: '',
  files: [],
  description: '',
};

/** The field of the draft that shows an issue of the content request. */
const FIELD_OF: Record<string, string> = {
  contents: 'text',
  attachmentDescription: 'description',
  attachmentFiles: 'files',
};

/**
 * docs/product/validation.md and the contract's ContentCreateRequest: a well-formed video id,
 * attachments (PDF or images) within the count and size limits, texts within their lengths. The
 * detail id is the dialog's, not a field.
 */
const validateContent = contractResolver<ContentDraft>(
  v.omit(ContentCreateRequest, ['lectureDetailId']),
  {
    toInput: (draft) => ({
      contents: draft.text,
      attachmentDescription: draft.description,
      videoId: draft.videoId,
      videoDuration: draft.videoDuration,
      attachmentFiles: draft.files,
    }),
    field: (path) => FIELD_OF[path.split('.')[0]!],
  },
);

export interface ContentDialogViewProps {
  /** the detail the content is for; null keeps the dialog closed */
  detail: AdminDetail | null;
  /** the message to show: a rule, the video host's failure or the content call's */
  error: string | null;
  upload: { status: VideoUploadStatus; progress: number };
  /** true while the content call runs */
  saving: boolean;
  onSubmit: (draft: ContentDraft) => void;
  onCancelUpload: () => void;
  onClose: () => void;
  /** what the fields hold when the dialog opens (a story shows a chosen file) */
  initialDraft?: Partial<ContentDraft>;
}

/**
 * The dialog as the teacher sees it; the caller owns the upload and the calls. The fields live
 * inside the modal, so closing it clears them and a failure keeps them.
 */
export function ContentDialogView({ detail, onClose, ...form }: ContentDialogViewProps) {
  return (
    <Modal
      opened={detail !== null}
      onClose={onClose}
      title={detail ? t.contentDialog(detail.detailTitle) : ''}
      size="lg"
    >
      <ContentForm {...form} />
    </Modal>
  );
}

function ContentForm({
  error,
  upload,
  saving,
  onSubmit,
  onCancelUpload,
  initialDraft,
}: Omit<ContentDialogViewProps, 'detail' | 'onClose'>) {
  const form = useForm<ContentDraft>({
    initialValues: { ...emptyDraft, ...initialDraft },
    validate: validateContent,
  });
  const uploading = upload.status === 'uploading';
  const submit = form.onSubmit(onSubmit);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <FileInput
          label={t.videoFile}
          placeholder={t.videoFilePlaceholder}
          accept={VIDEO_ACCEPT}
          {...form.getInputProps('video')}
          clearable
        />
        <VideoPicker
          label={t.videoId}
          {...form.getInputProps('videoId')}
          onPick={(video) => {
            // its known length, unless one was typed (docs/product/learning.md)
            if (video?.durationSeconds && !form.values.videoDuration.trim())
              form.setFieldValue('videoDuration', String(video.durationSeconds));
          }}
        />
        {form.values.videoId.trim() && <StreamingStatus videoId={form.values.videoId.trim()} />}
        <TextInput
          label={t.videoDuration}
          description={t.videoDurationHint}
          inputMode="numeric"
          {...form.getInputProps('videoDuration')}
        />
        {uploading && (
          <Stack gap={4}>
            <Progress value={upload.progress} aria-label={t.uploading(upload.progress)} />
            <Group justify="space-between">
              <Text size="sm">{t.uploading(upload.progress)}</Text>
              <Button size="xs" variant="default" onClick={onCancelUpload}>
                {t.cancelUpload}
              </Button>
            </Group>
          </Stack>
        )}
        <Textarea label={t.contentText} autosize minRows={3} {...form.getInputProps('text')} />
        <FileInput
          label={t.attachments}
          accept="application/pdf,image/*"
          multiple
          {...form.getInputProps('files')}
          clearable
        />
        <TextInput label={t.attachmentDescription} {...form.getInputProps('description')} />
        <Button type="submit" loading={uploading || saving} w="fit-content">
          {t.saveContent}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * docs/product/states.md: the content dialog flow: without a video id, the chosen video is uploaded
 * to the video host first (progress, cancel, the spec's failure messages) and its id is used; then
 * the content is created; the dialog closes on success.
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
  const [error, setError] = useState<string | null>(null);
  const needsVideo = detail?.type === 'VIDEO';

  const close = () => {
    upload.abort();
    upload.reset();
    setError(null);
    onClose();
  };

  async function submit(draft: ContentDraft) {
    if (!detail) return;
    setError(null);
    let id: string | null = draft.videoId.trim() || null;
    if (!id && needsVideo && !draft.video) return setError(validation.content.videoRequired);
    if (!id && draft.video) {
      id = await upload.start(draft.video);
      // The hook holds the failure's own message (docs/product/errors.md: video host); a cancel
      // shows none.
      if (!id) return;
    }
    try {
      await createContent.mutateAsync({
        lectureDetailId: detail.detailId,
        contents: draft.text,
        attachmentDescription: draft.description,
        videoId: id,
        videoDuration: draft.videoDuration.trim(),
        attachmentFiles: draft.files,
      });
      showToast({ color: 'teal', message: t.contentCreated });
      close();
    } catch (caught) {
      setError(errorMessage(caught, errors.lecture.contentUpload));
    }
  }

  return (
    <ContentDialogView
      detail={detail}
      error={error ?? upload.error?.message ?? null}
      upload={upload}
      saving={createContent.isPending}
      onSubmit={(draft) => void submit(draft)}
      onCancelUpload={upload.abort}
      onClose={close}
    />
  );
}
