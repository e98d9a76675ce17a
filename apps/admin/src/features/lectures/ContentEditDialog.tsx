// docs/decisions/018-staff-authoring.md: edit a detail's content in place: replace the video (a new
// upload or an id), edit the text and description, add attachments and remove existing ones.
import { ContentUpdateRequest, type AdminDetail } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useLectureLifecycle } from '@academy/api-client/queries/authoring';
import { readAccessToken } from '@academy/auth/token-store';
import { contractResolver } from '@academy/ui/form';
import * as errors from '@academy/strings/errors';
import * as adminStrings from '@academy/strings/admin';
import { authoringStrings } from '@academy/strings/authoring';
import { VIDEO_ACCEPT } from '@academy/video-upload/upload';
import { useVideoUpload } from '@academy/video-upload/use-video-upload';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useState } from 'react';
import { CaptionSection } from './CaptionSection.tsx';
import { VideoPicker } from './VideoPicker.tsx';

const t = adminStrings.lectures;
const a = authoringStrings.content;

interface EditDraft {
  video: File | null;
  videoId: string;
  /** Seconds, as typed (the contract checks it) (docs/product/learning.md) */
  videoDuration: string;
  text: string;
  description: string;
  files: File[];
  remove: number[];
}

const FIELD_OF: Record<string, string> = {
  contents: 'text',
  attachmentDescription: 'description',
  attachmentFiles: 'files',
};
const validate = contractResolver<EditDraft>(ContentUpdateRequest, {
  toInput: (draft) => ({
    contents: draft.text,
    attachmentDescription: draft.description,
    videoId: draft.videoId,
    videoDuration: draft.videoDuration,
    attachmentFiles: draft.files,
  }),
  field: (path) => FIELD_OF[path.split('.')[0]!] ?? path,
});

function EditForm({
  lectureId,
  detail,
  onDone,
}: {
  lectureId: number;
  detail: AdminDetail;
  onDone: () => void;
}) {
  const content = detail.content!;
  const { updateContent } = useLectureLifecycle(lectureId);
  const upload = useVideoUpload({ getAccessToken: () => readAccessToken() ?? null });
  const [error, setError] = useState<string | null>(null);
  const form = useForm<EditDraft>({
    initialValues: {
      video: null,
      videoId: content.videoId ?? '',
      videoDuration: content.videoDuration === null ? '' : String(content.videoDuration),
      text: content.contents ?? '',
      description: content.attachmentDescription ?? '',
      files: [],
      remove: [],
    },
    validate,
  });

  async function submit(draft: EditDraft) {
    setError(null);
    let videoId: string | null = draft.videoId.trim() || null;
    // A new file replaces the video (uploaded first, as when the content was made).
    if (draft.video) {
      videoId = await upload.start(draft.video);
      if (!videoId) return;
    }
    try {
      await updateContent.mutateAsync({
        id: content.contentId,
        contents: draft.text,
        attachmentDescription: draft.description,
        videoId,
        videoDuration: draft.videoDuration.trim(),
        attachmentFiles: draft.files,
        removeAttachmentIds: draft.remove,
      });
      showToast({ color: 'teal', message: a.saved });
      onDone();
    } catch (caught) {
      setError(errorMessage(caught, errors.lecture.contentUpload));
    }
  }

  const shown = error ?? upload.error?.message ?? Object.values(form.errors)[0] ?? null;
  const uploading = upload.status === 'uploading';
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack>
        {shown && (
          <Alert color="red" role="alert">
            {String(shown)}
          </Alert>
        )}
        <FileInput
          label={a.replaceVideo}
          placeholder={t.videoFilePlaceholder}
          accept={VIDEO_ACCEPT}
          clearable
          {...form.getInputProps('video')}
        />
        <VideoPicker
          label={t.videoId}
          {...form.getInputProps('videoId')}
          current={content.videoId}
          onPick={(video) => {
            // its known length, unless one was typed (docs/product/learning.md)
            if (video?.durationSeconds && !form.values.videoDuration.trim())
              form.setFieldValue('videoDuration', String(video.durationSeconds));
          }}
        />
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
              <Button size="xs" variant="default" onClick={upload.abort}>
                {t.cancelUpload}
              </Button>
            </Group>
          </Stack>
        )}
        <Textarea label={t.contentText} autosize minRows={3} {...form.getInputProps('text')} />
        {content.attachments.length > 0 && (
          <Stack gap={4}>
            {content.attachments.map((file) => (
              <Checkbox
                key={file.attachmentId}
                label={a.removeAttachment(file.name)}
                checked={form.values.remove.includes(file.attachmentId)}
                onChange={(event) =>
                  form.setFieldValue(
                    'remove',
                    event.currentTarget.checked
                      ? [...form.values.remove, file.attachmentId]
                      : form.values.remove.filter((id) => id !== file.attachmentId),
                  )
                }
              />
            ))}
          </Stack>
        )}
        <FileInput
          label={t.attachments}
          accept="application/pdf,image/*"
          multiple
          clearable
          {...form.getInputProps('files')}
        />
        <TextInput label={t.attachmentDescription} {...form.getInputProps('description')} />
        <Button type="submit" loading={uploading || updateContent.isPending} w="fit-content">
          {t.saveContent}
        </Button>
      </Stack>
    </form>
  );
}

export function ContentEditDialog({
  lectureId,
  detail,
  onClose,
}: {
  lectureId: number;
  detail: AdminDetail | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={detail !== null && detail.content !== null}
      onClose={onClose}
      title={detail ? `${detail.detailTitle} ${a.edit}` : ''}
      size="lg"
    >
      {detail?.content && <EditForm lectureId={lectureId} detail={detail} onDone={onClose} />}
      {detail?.content && (detail.type === 'VIDEO' || detail.type === 'LIVE') && (
        <CaptionSection detailId={detail.detailId} />
      )}
    </Modal>
  );
}
