import type { EnrolmentRequestView } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { myEnrolmentsQuery } from '@academy/api-client/queries/enrolments';
import { useSession } from '@academy/auth/use-session';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { enrolmentStrings } from '@academy/strings/enrolments';
import { Badge, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

const t = enrolmentStrings.mypage;
const COLOR = { PENDING: 'yellow', APPROVED: 'teal', DECLINED: 'gray' } as const;

/** The student's 수강 신청 and where each stands (issue 20). */
export function EnrolmentRequestList({ requests }: { requests: EnrolmentRequestView[] }) {
  if (requests.length === 0) return <EmptyState message={t.empty} />;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{enrolmentStrings.admin.lecture}</Table.Th>
            <Table.Th>{t.requestedAt}</Table.Th>
            <Table.Th>{enrolmentStrings.admin.status}</Table.Th>
            <Table.Th>{t.decidedAt}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.requestId}>
              <Table.Td>{request.lectureTitle}</Table.Td>
              <Table.Td>{formatDateTime(request.createdAt)}</Table.Td>
              <Table.Td>
                <Badge color={COLOR[request.status]} variant="light">
                  {enrolmentStrings.status[request.status]}
                </Badge>
              </Table.Td>
              <Table.Td>{request.decidedAt ? formatDateTime(request.decidedAt) : '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** My page's 수강 신청 내역, for students. */
export function MyEnrolmentRequests() {
  const { user } = useSession();
  const isStudent = user?.role === 'STUDENT';
  const query = useQuery({ ...myEnrolmentsQuery(), enabled: isStudent });
  if (!isStudent) return null;
  return (
    <Stack mt="xl">
      <Title order={2} size="h4">
        {t.title}
      </Title>
      {query.isPending ? (
        <LoadingState variant="skeleton" rows={2} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, enrolmentStrings.admin.loadError)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <EnrolmentRequestList requests={query.data.requests} />
      )}
    </Stack>
  );
}
