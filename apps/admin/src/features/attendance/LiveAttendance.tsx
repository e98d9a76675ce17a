// docs/product/learning.md (live lessons): beside the lecture's roster, one live lesson at a time
// with a row per student whose enrolment is open (ended or cancelled ones are not offered). Staff
// select several students and mark them 출석, 지각, 결석 or 공결 at once; 출석 and 지각 complete
// the lesson. A mark made today can be undone (the last batch from the notice, any row from its
// button) or changed; an earlier day's mark cannot, so its row cannot be selected. The list is
// asked again when the window comes back and after enrolment writes (queries/learning.ts).
import {
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
  type LectureAttendance,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { attendanceQuery, useAttendanceWrites } from '@academy/api-client/queries/learning';
import * as adminStrings from '@academy/strings/admin';
import { EmailText } from '@academy/ui/EmailText';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatShortDate } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { showToast } from '@academy/ui/toast';
import { Alert, Button, Checkbox, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const t = adminStrings.attendance;

type Student = LectureAttendance['students'][number];
type Batch = { detailId: number; userIds: number[]; status: AttendanceStatus };

const toneOf = (status: AttendanceStatus) =>
  status === 'PRESENT' || status === 'LATE'
    ? 'success'
    : status === 'ABSENT'
      ? 'danger'
      : 'neutral';

function State({ student, detailId }: { student: Student; detailId: number }) {
  const mark = student.marks.find((item) => item.detailId === detailId);
  const watched = student.completed.some(
    (item) => item.detailId === detailId && item.reason === 'WATCHED',
  );
  return (
    <Group gap={6} wrap="wrap">
      {mark ? (
        <StatusBadge tone={toneOf(mark.status)}>{t.statuses[mark.status]}</StatusBadge>
      ) : (
        <Text size="sm" c="dimmed">
          {t.notMarked}
        </Text>
      )}
      {watched && <StatusBadge tone="info">{t.watched}</StatusBadge>}
      {mark && !mark.undoable && (
        <Text size="xs" c="dimmed">
          {t.markedOn(formatShortDate(mark.markedAt))}
        </Text>
      )}
    </Group>
  );
}

function Board({ lectureId, data }: { lectureId: number; data: LectureAttendance }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const detailId = chosen ?? data.lessons[0]!.detailId;
  const lesson = data.lessons.find((item) => item.detailId === detailId) ?? data.lessons[0]!;
  const [selected, setSelected] = useState<number[]>([]);
  const [lastBatch, setLastBatch] = useState<Batch | null>(null);
  const { mark, undo } = useAttendanceWrites(lectureId);
  const markOf = (student: Student) =>
    student.marks.find((item) => item.detailId === lesson.detailId);
  // An earlier day's mark is final: its row is not offered for a change.
  const selectable = data.students.filter((student) => markOf(student)?.undoable !== false);
  // Students who left the list (an enrolment ended) drop out of the selection.
  const picked = selected.filter((id) => selectable.some((student) => student.id === id));
  const allPicked = selectable.length > 0 && picked.length === selectable.length;

  function markSelected(status: AttendanceStatus) {
    const batch = { detailId: lesson.detailId, userIds: picked, status };
    mark.mutate(
      { lectureDetailId: batch.detailId, userIds: batch.userIds, status },
      {
        onSuccess: () => {
          setSelected([]);
          setLastBatch(batch);
        },
        onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.markError) }),
      },
    );
  }
  function undoMarks(userIds: number[]) {
    undo.mutate(
      { lectureDetailId: lesson.detailId, userIds },
      {
        onSuccess: () => {
          setLastBatch(null);
          showToast({ color: 'teal', message: t.undone(userIds.length) });
        },
        onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.undoError) }),
      },
    );
  }

  return (
    <Stack gap="sm">
      {data.lessons.length > 1 && (
        <Select
          label={t.lesson}
          data={data.lessons.map((item) => ({
            value: String(item.detailId),
            label: item.detailTitle,
          }))}
          value={String(lesson.detailId)}
          allowDeselect={false}
          onChange={(value) => {
            setChosen(Number(value));
            setSelected([]);
            setLastBatch(null);
          }}
          maw={420}
        />
      )}
      {lastBatch && lastBatch.detailId === lesson.detailId && (
        <Alert color="teal" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t.marked(lastBatch.userIds.length, t.statuses[lastBatch.status])}
            </Text>
            <Button
              size="compact-sm"
              variant="white"
              loading={undo.isPending}
              onClick={() => undoMarks(lastBatch.userIds)}
            >
              {t.undo}
            </Button>
          </Group>
        </Alert>
      )}
      <Group gap="xs" wrap="wrap" aria-label={t.state} role="group">
        <Text size="sm" fw={600} mr="xs">
          {t.selected(picked.length)}
        </Text>
        {ATTENDANCE_STATUSES.map((status) => (
          <Button
            key={status}
            size="compact-sm"
            variant={status === 'PRESENT' ? 'filled' : 'light'}
            disabled={picked.length === 0}
            loading={mark.isPending && mark.variables?.status === status}
            onClick={() => markSelected(status)}
          >
            {t.markAs(t.statuses[status])}
          </Button>
        ))}
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t.selectAll}
                  checked={allPicked}
                  indeterminate={picked.length > 0 && !allPicked}
                  disabled={selectable.length === 0}
                  onChange={() =>
                    setSelected(allPicked ? [] : selectable.map((student) => student.id))
                  }
                />
              </Table.Th>
              <Table.Th>{t.student}</Table.Th>
              <Table.Th>{t.state}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.students.map((student) => {
              const current = markOf(student);
              const offered = current?.undoable !== false;
              return (
                <Table.Tr key={student.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t.select(student.name)}
                      checked={picked.includes(student.id)}
                      disabled={!offered}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        setSelected((ids) =>
                          on ? [...ids, student.id] : ids.filter((id) => id !== student.id),
                        );
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {student.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <EmailText email={student.userId} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <State student={student} detailId={lesson.detailId} />
                  </Table.Td>
                  <Table.Td>
                    {current?.undoable && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={t.undoLabel(student.name)}
                        disabled={undo.isPending}
                        onClick={() => undoMarks([student.id])}
                      >
                        {t.undo}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export function LiveAttendance({ lectureId }: { lectureId: number }) {
  const query = useQuery(attendanceQuery(lectureId));
  if (query.isPending) return <LoadingState variant="skeleton" rows={2} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadError)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.lessons.length === 0) return null;
  return (
    <Stack component="section" aria-label={t.title} gap="sm">
      <Title order={3} size="h4">
        {t.title}
      </Title>
      <Text size="sm" c="dimmed">
        {t.hint}
      </Text>
      {query.data.students.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <Board lectureId={lectureId} data={query.data} />
      )}
    </Stack>
  );
}
