import type { EnrolmentRequestView } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { myEnrolmentsQuery } from '@academy/api-client/queries/enrolments';
import { useSession } from '@academy/auth/use-session';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import * as enrolmentStrings from '@academy/strings/enrolments';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

const t = enrolmentStrings.mypage;
const COLOR = { PENDING: 'yellow', APPROVED: 'teal', DECLINED: 'gray' } as const;

/**
 * The student's 수강 신청 and where each stands (docs/product/learning.md): a list, not a table (a
 * student has a few; Mantine's Table brings its ScrollArea, 5 KB on every first visit of my page).
 */
export function EnrolmentRequestList({ requests }: { requests: EnrolmentRequestView[] }) {
  if (requests.length === 0) return <EmptyState message={t.empty} />;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {requests.map((request) => (
        <Paper component="li" key={request.requestId} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>{request.lectureTitle}</Text>
            <Badge color={COLOR[request.status]} variant="light" flex="none">
              {enrolmentStrings.status[request.status]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t.requestedAt} {formatDateTime(request.createdAt)}
            {request.decidedAt && ` · ${t.decidedAt} ${formatDateTime(request.decidedAt)}`}
          </Text>
        </Paper>
      ))}
    </Stack>
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
