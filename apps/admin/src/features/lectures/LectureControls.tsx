// docs/decisions/018-staff-authoring.md: a lecture's status (draft, published, archived: only
// published ones reach the shop and new enrolments), its edit dialog, and deleting it (refused by
// the server while anything depends on it, with its message).
import {
  LECTURE_STATUSES,
  type AdminLecture,
  type LectureStatus,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useLectureLifecycle } from '@academy/api-client/queries/authoring';
import { confirm } from '@academy/ui/ConfirmDialog';
import { authoringStrings } from '@academy/strings/authoring';
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { showToast } from '@academy/ui/toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LectureEditDialog } from './LectureEditDialog.tsx';

const t = authoringStrings.lecture;

export function LectureControls({ lecture }: { lecture: AdminLecture }) {
  const { setStatus, remove } = useLectureLifecycle(lecture.lectureId);
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();

  function changeStatus(status: LectureStatus) {
    setStatus.mutate(status, {
      onSuccess: (response) => showToast({ color: 'teal', message: response.message }),
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.failed) }),
    });
  }
  async function onDelete() {
    if (!(await confirm({ message: t.confirmDelete(lecture.title), destructive: true }))) return;
    remove.mutate(undefined, {
      onSuccess: (response) => {
        showToast({ color: 'teal', message: response.message });
        void navigate('/admin/lectures');
      },
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.failed) }),
    });
  }

  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" fw={500} id="lecture-status-label">
          {t.status}
        </Text>
        <SegmentedControl
          aria-labelledby="lecture-status-label"
          value={lecture.status}
          disabled={setStatus.isPending}
          onChange={(value) => changeStatus(value as LectureStatus)}
          data={LECTURE_STATUSES.map((status) => ({ value: status, label: t.statuses[status] }))}
        />
      </Group>
      <Group gap="xs">
        <Button variant="default" onClick={() => setEditing(true)}>
          {t.edit}
        </Button>
        <Button
          color="red"
          variant="light"
          loading={remove.isPending}
          onClick={() => void onDelete()}
        >
          {t.remove}
        </Button>
      </Group>
      <LectureEditDialog lecture={lecture} opened={editing} onClose={() => setEditing(false)} />
    </Group>
  );
}
