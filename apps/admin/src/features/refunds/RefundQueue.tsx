import type { QueuedRefund, RefundQueueFilter } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { refundQueueQuery, useRefundDecisions } from '@academy/api-client/queries/refunds';
import { confirm } from '@academy/ui/ConfirmDialog';
import { EmailText } from '@academy/ui/EmailText';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDate, formatDateTime } from '@academy/ui/format/date';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import { DANGER_COLOR } from '@academy/ui/theme';
import { showToast } from '@academy/ui/toast';
import * as refundStrings from '@academy/strings/refunds';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';

const a = refundStrings.admin;
const FILTERS: RefundQueueFilter[] = ['OPEN', 'COMPLETED', 'REJECTED'];
const filterLabel = (filter: RefundQueueFilter) =>
  filter === 'OPEN' ? a.statusOpen : refundStrings.statusLabels[filter];

function ddayColor(days: number) {
  return days <= 1 ? 'red.9' : 'gray.7';
}

/** Approve (or adjust with a reason, or mark transferred): the values stay when it fails. */
function ApproveDialog({ refund, onClose }: { refund: QueuedRefund; onClose: () => void }) {
  const { approve } = useRefundDecisions();
  const retry = refund.status === 'FAILED' || refund.status === 'APPROVED';
  const [amount, setAmount] = useState<number>(refund.approvedAmount ?? refund.quotedAmount);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adjusted = amount !== refund.quotedAmount;

  async function submit() {
    const question = refund.needsTransfer ? a.transferConfirm(amount) : a.approveConfirm(amount);
    if (!(await confirm({ message: question, destructive: true }))) return;
    setError(null);
    try {
      await approve.mutateAsync({
        id: refund.refundId,
        body: {
          ...(retry ? {} : { amount, reason: reason.trim() || undefined }),
          ...(refund.needsTransfer ? { transferred: true } : {}),
        },
      });
      showToast({
        message: refund.needsTransfer
          ? refundStrings.messages.transferred
          : refundStrings.messages.approved,
        color: 'teal',
      });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, a.decideError));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`${refund.lineTitle} · ${a.approve}`} centered>
      <Stack>
        {refund.needsTransfer && (
          <Alert color="yellow" role="note">
            {a.transferNote}
          </Alert>
        )}
        <NumberInput
          label={a.amount}
          description={a.amountHint}
          value={amount}
          onChange={(value) => setAmount(typeof value === 'number' ? value : 0)}
          min={0}
          max={refund.refundable}
          thousandSeparator=","
          allowDecimal={false}
          disabled={retry}
        />
        <Textarea
          label={a.reason}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          required={adjusted}
          disabled={retry}
          autosize
          minRows={2}
          maxLength={500}
        />
        {error && (
          <Alert color={DANGER_COLOR} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {refundStrings.mypage.cancel}
          </Button>
          <Button color={DANGER_COLOR} loading={approve.isPending} onClick={() => void submit()}>
            {refund.needsTransfer ? a.markTransferred : retry ? a.retry : a.approve}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RejectDialog({ refund, onClose }: { refund: QueuedRefund; onClose: () => void }) {
  const { reject } = useRefundDecisions();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!reason.trim()) {
      setError(refundStrings.validation.staffReasonRequired);
      return;
    }
    if (!(await confirm({ message: a.rejectConfirm, destructive: true }))) return;
    setError(null);
    try {
      await reject.mutateAsync({ id: refund.refundId, reason: reason.trim() });
      showToast({ message: refundStrings.messages.rejected });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, a.decideError));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`${refund.lineTitle} · ${a.reject}`} centered>
      <Stack>
        <Textarea
          label={a.reason}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          required
          autosize
          minRows={2}
          maxLength={500}
        />
        {error && (
          <Alert color={DANGER_COLOR} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {refundStrings.mypage.cancel}
          </Button>
          <Button color={DANGER_COLOR} loading={reject.isPending} onClick={() => void submit()}>
            {a.reject}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RefundCard({ refund }: { refund: QueuedRefund }) {
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const open = refund.status !== 'COMPLETED' && refund.status !== 'REJECTED';
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      aria-label={`${refund.student.name} ${refund.lineTitle}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={700}>
              {refundStrings.kindLabels[refund.lineKind]} · {refund.lineTitle}
            </Text>
            <Text size="sm">
              <Text component={Link} to={`/admin/students/${refund.student.id}`} fw={600} size="sm">
                {refund.student.name}
              </Text>{' '}
              <Text component="span" size="xs" c="dimmed">
                <EmailText email={refund.student.userId} />
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {refund.orderNo} · {refundStrings.methodLabels[refund.method]} · {a.paid}{' '}
              {formatWon(refund.lineAmount)} · {formatDateTime(refund.createdAt)}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="outline" color="blue.9">
              {refundStrings.statusLabels[refund.status]}
            </Badge>
            {open && (
              <Badge color={ddayColor(refund.dueInDays)} title={formatDate(refund.dueAt)}>
                {a.dday(refund.dueInDays)}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          {a.studentReason}: {refund.reason}
        </Text>
        <Text size="sm" fw={600}>
          {a.quoted} {formatWon(refund.quotedAmount)}
          {refund.approvedAmount !== null &&
            ` · ${a.approvedAmount} ${formatWon(refund.approvedAmount)}`}
        </Text>
        <List size="xs" spacing={2} aria-label={a.basis}>
          {refundStrings.basisLines(refund.quoteBasis).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {refund.staffReason && (
          <Text size="sm">
            {a.staffReason}: {refund.staffReason}
          </Text>
        )}
        {refund.lastError && (
          <Alert color={DANGER_COLOR} role="alert">
            {a.lastError}: {refund.lastError}
          </Alert>
        )}
        {refund.needsTransfer && open && (
          <Text size="sm" fw={600}>
            {a.transferNote}
          </Text>
        )}
        {open && (
          <Group gap="xs">
            <Button size="xs" color={DANGER_COLOR} onClick={() => setDialog('approve')}>
              {refund.needsTransfer
                ? a.markTransferred
                : refund.status === 'REQUESTED'
                  ? a.approve
                  : a.retry}
            </Button>
            {refund.status === 'REQUESTED' && (
              <Button size="xs" variant="default" onClick={() => setDialog('reject')}>
                {a.reject}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {dialog === 'approve' && <ApproveDialog refund={refund} onClose={() => setDialog(null)} />}
      {dialog === 'reject' && <RejectDialog refund={refund} onClose={() => setDialog(null)} />}
    </Paper>
  );
}

/**
 * The 환불 queue (docs/product/refunds.md): oldest due first with the law's five-day D-day, the
 * quote's basis, approve (or adjust with a reason), reject; a teacher sees their own lectures'.
 */
export function RefundQueue() {
  const [status, setStatus] = useState<RefundQueueFilter>('OPEN');
  const query = useQuery(refundQueueQuery(status));
  return (
    <Stack>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => setStatus(value as RefundQueueFilter)}
        data={FILTERS.map((filter) => ({ value: filter, label: filterLabel(filter) }))}
        aria-label={a.status}
      />
      {query.isPending ? (
        <LoadingState variant="skeleton" rows={4} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, a.queueError)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.refunds.length === 0 ? (
        <EmptyState message={a.queueEmpty} />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.refunds.map((refund) => (
            <RefundCard key={refund.refundId} refund={refund} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
