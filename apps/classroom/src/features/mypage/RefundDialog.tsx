import { errorMessage } from '@academy/api-client/errors';
import { refundQuoteQuery, useMyOrderWrites } from '@academy/api-client/queries/refunds';
import { confirm } from '@academy/ui/ConfirmDialog';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import { DANGER_COLOR } from '@academy/ui/theme';
import { showToast } from '@academy/ui/toast';
import * as refundStrings from '@academy/strings/refunds';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  List,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const t = refundStrings.mypage;

const a = refundStrings.refundAccount;
const BANKS = Object.entries(refundStrings.refundBanks).map(([value, label]) => ({ value, label }));

/**
 * 환불 요청 of one line: the lawful quote and how it came out, a reason (and, for a 가상계좌
 * payment, the account the gateway sends the refund to), then a confirmation. What was typed stays
 * when the request fails.
 */
export function RefundDialog({
  line,
  toAccount = false,
  onClose,
}: {
  line: { orderLineId: number; title: string };
  /** a 가상계좌 payment: the gateway needs an account to send the refund to */
  toAccount?: boolean;
  onClose: () => void;
}) {
  const quote = useQuery(refundQuoteQuery(line.orderLineId));
  const { requestRefund } = useMyOrderWrites();
  const [reason, setReason] = useState('');
  const [account, setAccount] = useState({ bank: '', accountNumber: '', holderName: '' });
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!quote.data) return;
    if (!reason.trim()) {
      setError(refundStrings.validation.reasonRequired);
      return;
    }
    if (toAccount && !(account.bank && account.accountNumber.trim() && account.holderName.trim())) {
      setError(refundStrings.validation.refundAccountRequired);
      return;
    }
    if (!(await confirm({ message: t.confirm(quote.data.amount), destructive: true }))) return;
    setError(null);
    try {
      await requestRefund.mutateAsync({
        orderLineId: line.orderLineId,
        reason: reason.trim(),
        ...(toAccount ? { refundAccount: account } : {}),
      });
      showToast({ message: refundStrings.messages.requested, color: 'teal' });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, t.requestError));
    }
  }

  return (
    <Modal opened onClose={onClose} title={t.dialogTitle(line.title)} centered size="lg">
      {quote.isPending ? (
        <LoadingState variant="skeleton" rows={4} />
      ) : quote.isError ? (
        <ErrorState
          message={errorMessage(quote.error, t.quoteError)}
          onRetry={() => void quote.refetch()}
        />
      ) : (
        <Stack>
          <Text fw={700} size="lg" data-testid="refund-quote">
            {t.quoteAmount(quote.data.amount)}
          </Text>
          <List size="sm" spacing={4}>
            {refundStrings.basisLines(quote.data.basis).map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {refundStrings.basis.due} {t.requestedNote}
          </Text>
          <Textarea
            label={t.reason}
            placeholder={t.reasonPlaceholder}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            required
          />
          {toAccount && (
            <Fieldset legend={a.legend}>
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {a.note}
                </Text>
                <NativeSelect
                  label={a.bank}
                  data={[{ value: '', label: refundStrings.validation.bankRequired }, ...BANKS]}
                  value={account.bank}
                  onChange={(event) => setAccount({ ...account, bank: event.currentTarget.value })}
                  required
                />
                <TextInput
                  label={a.accountNumber}
                  inputMode="numeric"
                  value={account.accountNumber}
                  onChange={(event) =>
                    setAccount({ ...account, accountNumber: event.currentTarget.value })
                  }
                  required
                />
                <TextInput
                  label={a.holder}
                  value={account.holderName}
                  onChange={(event) =>
                    setAccount({ ...account, holderName: event.currentTarget.value })
                  }
                  maxLength={30}
                  required
                />
              </Stack>
            </Fieldset>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button
              color={DANGER_COLOR}
              onClick={() => void submit()}
              loading={requestRefund.isPending}
            >
              {t.submit} ({formatWon(quote.data.amount)})
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
