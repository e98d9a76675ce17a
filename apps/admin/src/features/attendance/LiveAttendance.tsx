// docs/product/learning.md: a LIVE lesson completes when staff mark attendance or its recording is
// watched. Beside the lecture's roster: its live lessons as columns, a row per enrolled student,
// 출석 처리 where the lesson is not completed yet (final, so confirmed first). Loaded lazily with
// the roster route; nothing is drawn for a lecture without live lessons.
import type { LectureAttendance } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { attendanceQuery, useMarkAttendance } from '@academy/api-client/queries/learning';
import * as adminStrings from '@academy/strings/admin';
import { confirm } from '@academy/ui/ConfirmDialog';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { showToast } from '@academy/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { EmailText } from '@academy/ui/EmailText';

const t = adminStrings.attendance;

type Student = LectureAttendance['students'][number];
type Lesson = LectureAttendance['lessons'][number];

function Cell({
  lectureId,
  student,
  lesson,
}: {
  lectureId: number;
  student: Student;
  lesson: Lesson;
}) {
  const mark = useMarkAttendance(lectureId);
  const done = student.completed.find((item) => item.detailId === lesson.detailId);
  if (done) {
    return (
      <StatusBadge tone="success">
        {done.reason === 'ATTENDED' ? t.attended : t.watched}
      </StatusBadge>
    );
  }
  async function onMark() {
    if (!(await confirm({ message: t.confirm(student.name, lesson.detailTitle) }))) return;
    mark.mutate(
      { lectureDetailId: lesson.detailId, userId: student.id },
      {
        onSuccess: () => showToast({ color: 'teal', message: t.marked }),
        onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.markError) }),
      },
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={mark.isPending}
      aria-label={t.markLabel(student.name, lesson.detailTitle)}
      onClick={() => void onMark()}
    >
      {t.mark}
    </Button>
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
  const { lessons, students } = query.data;
  if (lessons.length === 0) return null;
  return (
    <Stack component="section" aria-label={t.title} gap="sm">
      <Title order={3} size="h4">
        {t.title}
      </Title>
      <Text size="sm" c="dimmed">
        {t.hint}
      </Text>
      {students.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <Table.ScrollContainer minWidth={200 + lessons.length * 160}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.student}</Table.Th>
                {lessons.map((lesson) => (
                  <Table.Th key={lesson.detailId}>{lesson.detailTitle}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {students.map((student) => (
                <Table.Tr key={student.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {student.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <EmailText email={student.userId} />
                    </Text>
                  </Table.Td>
                  {lessons.map((lesson) => (
                    <Table.Td key={lesson.detailId}>
                      <Cell lectureId={lectureId} student={student} lesson={lesson} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
