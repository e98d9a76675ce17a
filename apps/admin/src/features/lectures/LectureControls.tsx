// docs/decisions/018-staff-authoring.md: a lecture's status (draft, published, archived: only
// published ones reach the shop and new enrolments), its edit dialog, and deleting it (refused by
// the server while anything depends on it, with its message). Publishing a lecture with empty
// parts asks first and names them (docs/decisions/044-lesson-rows-and-publishing.md).
import {
  LECTURE_STATUSES,
  type AdminLecture,
  type LectureStatus,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useLectureLifecycle } from '@academy/api-client/queries/authoring';
import { confirm } from '@academy/ui/ConfirmDialog';
import { authoringStrings } from '@academy/strings/authoring';
import { Button, Group, List, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { showToast } from '@academy/ui/toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LectureEditDialog } from './LectureEditDialog.tsx';
import { emptyParts } from './publish-check.ts';

const t = authoringStrings.lecture;

export function LectureControls({ lecture }: { lecture: AdminLecture }) {
  const { setStatus, remove } = useLectureLifecycle(lecture.lectureId);
  const [editing, setEditing] = useState(false);
  /** the empty parts a publish waits on the teacher's answer about */
  const [empty, setEmpty] = useState<string[] | null>(null);
  const navigate = useNavigate();

  function pickStatus(status: LectureStatus) {
    const parts = status === 'PUBLISHED' ? emptyParts(lecture) : [];
    if (parts.length > 0) setEmpty(parts);
    else changeStatus(status);
  }
  function changeStatus(status: LectureStatus) {
    setEmpty(null);
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
          onChange={(value) => pickStatus(value as LectureStatus)}
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
      <Modal
        opened={empty !== null}
        onClose={() => setEmpty(null)}
        title={t.publishCheckTitle}
        centered
      >
        <Stack>
          <Text style={{ wordBreak: 'keep-all' }}>{t.publishCheck}</Text>
          <List size="sm" spacing={4}>
            {empty?.map((part) => (
              <List.Item key={part}>{part}</List.Item>
            ))}
          </List>
          <Group justify="flex-end" gap="xs">
            {/* Focus starts on 취소: a stray Enter publishes nothing. */}
            <Button variant="default" onClick={() => setEmpty(null)} data-autofocus>
              {t.cancel}
            </Button>
            <Button onClick={() => changeStatus('PUBLISHED')}>{t.publishAnyway}</Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
