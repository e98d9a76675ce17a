// docs/decisions/018-staff-authoring.md: every field of a lecture edited after it was made, in a
// dialog: the lecture's form (LectureForm.tsx) in its editing mode.
import type { AdminLecture } from '@academy/api-client/contract';
import { authoringStrings } from '@academy/strings/authoring';
import { Modal } from '@mantine/core';
import { LectureForm } from './LectureForm.tsx';

const a = authoringStrings.lecture;

export function LectureEditDialog({
  lecture,
  opened,
  onClose,
}: {
  lecture: AdminLecture;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={a.edit} size="lg">
      {opened && <LectureForm lecture={lecture} onDone={onClose} />}
    </Modal>
  );
}
