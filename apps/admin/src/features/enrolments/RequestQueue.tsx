import { seoulDateInput } from '@academy/ui/format/date';
import {
  REQUEST_PAGE_SIZE,
  type EnrolmentRequestStatus,
  type QueuedEnrolmentRequest,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { enrolmentQueueQuery, useEnrolmentWrites } from '@academy/api-client/queries/enrolments';
import { confirm } from '@academy/ui/ConfirmDialog';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { showToast } from '@academy/ui/toast';
import * as enrolmentStrings from '@academy/strings/enrolments';
import * as errors from '@academy/strings/errors';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmailText } from '@academy/ui/EmailText';
import { NumberedPages } from '../../shared/NumberedPages.tsx';

const a = enrolmentStrings.admin;
const s = enrolmentStrings.status;
const decisions = enrolmentStrings.requestDecisions;

/** The rows of the queue, with approve and decline (decline asks first). */
export function RequestTable({
  requests,
  onDecide,
  busyId,
}: {
  requests: QueuedEnrolmentRequest[];
  onDecide: (request: QueuedEnrolmentRequest, approved: boolean) => void;
  busyId: number | null;
}) {
  const [declining, setDeclining] = useState<QueuedEnrolmentRequest | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{a.student}</Table.Th>
              <Table.Th>{a.lecture}</Table.Th>
              <Table.Th>{a.requestedAt}</Table.Th>
              <Table.Th>{a.status}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {requests.map((request) => (
              <Table.Tr key={request.requestId}>
                <Table.Td>
                  <Text
                    component={Link}
                    to={`/admin/students/${request.student.id}`}
                    fw={600}
                    size="sm"
                  >
                    {request.student.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <EmailText email={request.student.userId} />
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{request.lectureTitle}</Text>
                  <Text size="xs" c="dimmed">
                    {request.teacherName}
                  </Text>
                </Table.Td>
                <Table.Td>{seoulDateInput(request.createdAt)}</Table.Td>
                <Table.Td>{s[request.status]}</Table.Td>
                <Table.Td>
                  {request.status === 'PENDING' && (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        loading={busyId === request.requestId}
                        onClick={() => onDecide(request, true)}
                        aria-label={`${request.student.name} ${a.approve}`}
                      >
                        {a.approve}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        disabled={busyId === request.requestId}
                        onClick={() => setDeclining(request)}
                        aria-label={`${request.student.name} ${a.decline}`}
                      >
                        {a.decline}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={declining !== null}
        onClose={() => setDeclining(null)}
        title={a.decline}
        centered
      >
        {declining && (
          <Stack>
            <Text size="sm">
              {a.declineConfirm(declining.student.name, declining.lectureTitle)}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeclining(null)}>
                {a.cancel}
              </Button>
              <Button
                color="red"
                onClick={() => {
                  onDecide(declining, false);
                  setDeclining(null);
                }}
              >
                {a.decline}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/**
 * The 수강 신청 queue (a teacher sees their own lectures' requests, an admin all)
 * (docs/product/learning.md).
 */
export function RequestQueue() {
  const [status, setStatus] = useState<EnrolmentRequestStatus>('PENDING');
  // one page of the queue at a time (an academy may have thousands waiting)
  const [page, setPage] = useState(0);
  const query = useQuery(enrolmentQueueQuery(status, page));
  const pages = Math.ceil((query.data?.total ?? 0) / REQUEST_PAGE_SIZE);
  // the last page emptied by decisions: back to the page that is now the last
  const emptied = query.data !== undefined && query.data.requests.length === 0 && page > 0;
  useEffect(() => {
    if (emptied) setPage(Math.max(0, pages - 1));
  }, [emptied, pages]);
  const { decide } = useEnrolmentWrites();
  const busyId = decide.isPending ? (decide.variables?.id ?? null) : null;
  // An approval opens the lecture to the student at once: asked first (a decline has its own
  // dialog), and each decision is told when done.
  async function decideRequest(request: QueuedEnrolmentRequest, approved: boolean) {
    if (
      approved &&
      !(await confirm({
        title: decisions.approveTitle,
        message: decisions.approveConfirm(request.student.name, request.lectureTitle),
        confirmLabel: a.approve,
      }))
    ) {
      return;
    }
    decide.mutate(
      { id: request.requestId, approved },
      {
        onSuccess: () =>
          showToast({
            color: 'teal',
            message: approved
              ? decisions.approved(request.student.name)
              : decisions.declined(request.student.name),
          }),
      },
    );
  }
  return (
    <Stack>
      <SegmentedControl
        aria-label={a.statusFilter}
        w="fit-content"
        value={status}
        onChange={(value) => {
          setStatus(value as EnrolmentRequestStatus);
          setPage(0);
        }}
        data={(['PENDING', 'APPROVED', 'DECLINED'] as const).map((value) => ({
          value,
          label: s[value],
        }))}
      />
      {decide.isError && (
        <Alert color="red" role="alert">
          {errorMessage(decide.error, errors.transport.server)}
        </Alert>
      )}
      {query.isPending ? (
        <LoadingState variant="skeleton" rows={4} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, a.loadError)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.requests.length === 0 ? (
        <EmptyState message={a.requestsEmpty} />
      ) : (
        <>
          <RequestTable
            requests={query.data.requests}
            busyId={busyId}
            onDecide={(request, approved) => void decideRequest(request, approved)}
          />
          <NumberedPages pages={pages} page={page} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
