import {
  FollowUpRequest,
  QUESTION_IMAGE_MAX_COUNT,
  QUESTION_IMAGE_MAX_MB,
  QUESTION_IMAGE_TYPES,
  type Question,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  useAddFollowUp,
  useAttachImages,
  useRemoveImage,
} from '@academy/api-client/queries/questions';
import { confirm } from '@academy/ui/ConfirmDialog';
import { PhotoGrid } from '@academy/ui/PhotoGrid';
import { contractResolver } from '@academy/ui/form';
import { formatDateTime } from '@academy/ui/format/date';
import { showToast } from '@academy/ui/toast';
import { confirmations } from '@academy/strings/validation';
import * as errors from '@academy/strings/errors';
import * as classroomStrings from '@academy/strings/classroom';
import { Alert, Button, Card, FileInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { imagesRefusal } from './question-images.ts';

const t = classroomStrings.questionThread;
const questionStrings = classroomStrings.questions;

/**
 * The question's photos, each opening full size (served only to the asker and staff). On my
 * unanswered question (`removable`) each can be removed after the confirmation.
 */
export function QuestionPhotos({
  question,
  removable,
}: {
  question: Question;
  removable: boolean;
}) {
  const remove = useRemoveImage();
  if (question.images.length === 0) return null;
  async function removePhoto(photo: Question['images'][number]) {
    if (!(await confirm({ message: confirmations.removePhoto, destructive: true }))) return;
    remove.mutate(
      { id: question.id, imageId: photo.id },
      { onSuccess: () => showToast({ color: 'teal', message: t.photoRemoved }) },
    );
  }
  const removal = removable
    ? {
        onRemove: (photo: Question['images'][number]) => void removePhoto(photo),
        removeLabel: t.photoRemove,
      }
    : {};
  return (
    <Stack gap={4} mt="md">
      <Text size="sm" fw={600}>
        {t.photos}
      </Text>
      <PhotoGrid photos={question.images} label={t.photos} altOf={t.photoAlt} {...removal} />
      {remove.isError && (
        <Alert color="red" role="alert" mt="xs">
          {errorMessage(remove.error, errors.transport.server)}
        </Alert>
      )}
    </Stack>
  );
}

/** Photos added to my unanswered question, up to three in all (the contract's rules). */
export function AddPhotos({ question }: { question: Question }) {
  const attach = useAttachImages();
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const room = QUESTION_IMAGE_MAX_COUNT - question.images.length;
  if (room <= 0) return null;
  function send() {
    const problem = imagesRefusal(files, question.images.length);
    setRefusal(problem);
    if (problem) return;
    attach.mutate(
      { id: question.id, images: files },
      {
        onSuccess: () => {
          setFiles([]);
          showToast({ color: 'teal', message: t.photosAdded });
        },
      },
    );
  }
  const message =
    refusal ?? (attach.isError ? errorMessage(attach.error, errors.transport.server) : null);
  return (
    <Stack gap="xs" mt="md">
      <FileInput
        label={t.photoInput}
        description={t.photoHint(QUESTION_IMAGE_MAX_COUNT, QUESTION_IMAGE_MAX_MB)}
        multiple
        clearable
        accept={QUESTION_IMAGE_TYPES.join(',')}
        value={files}
        onChange={(next) => {
          setFiles(next);
          setRefusal(null);
        }}
        error={message}
      />
      <Button
        variant="light"
        w="fit-content"
        disabled={files.length === 0}
        loading={attach.isPending}
        onClick={send}
      >
        {t.photoAdd}
      </Button>
    </Stack>
  );
}

/**
 * After the answer: each follow-up and its answer, oldest first, then the form for the next one
 * once everything is answered (docs/product/states.md: Question).
 */
export function FollowUpThread({ question }: { question: Question }) {
  return (
    <>
      {question.followUps.map((followUp) => (
        <Card key={followUp.id} withBorder radius="md" component="section" aria-label={t.followUp}>
          <Text fw={700}>{t.followUp}</Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(followUp.createdAt)}
          </Text>
          <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {followUp.content}
          </Text>
          <Stack
            gap={0}
            mt="sm"
            pl="md"
            style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}
          >
            <Text fw={600} size="sm">
              {questionStrings.answer}
            </Text>
            {followUp.answer ? (
              <>
                <Text size="sm" c="dimmed">
                  {followUp.answer.teacherName} · {formatDateTime(followUp.answer.createdAt)}
                </Text>
                <Text mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                  {followUp.answer.content}
                </Text>
              </>
            ) : (
              <Text c="dimmed" size="sm">
                {t.followUpWaiting}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
      {question.isAnswered && <FollowUpForm questionId={question.id} />}
    </>
  );
}

function FollowUpForm({ questionId }: { questionId: number }) {
  const add = useAddFollowUp(questionId);
  const form = useForm<FollowUpRequest>({
    initialValues: { content: '' },
    validate: contractResolver<FollowUpRequest>(FollowUpRequest),
  });
  const submit = form.onSubmit((values) =>
    add.mutate(values.content.trim(), {
      onSuccess: () => {
        showToast({ color: 'teal', message: t.followUpCreated });
        form.reset();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {add.isError && (
          <Alert color="red" role="alert">
            {errorMessage(add.error, errors.transport.server)}
          </Alert>
        )}
        <Textarea label={t.followUpLabel} autosize minRows={3} {...form.getInputProps('content')} />
        <Button type="submit" loading={add.isPending} w="fit-content">
          {t.followUpSubmit}
        </Button>
      </Stack>
    </form>
  );
}
