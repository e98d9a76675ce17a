import type { CashReceiptRequest } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useMyOrderWrites } from '@academy/api-client/queries/refunds';
import { showToast } from '@academy/ui/toast';
import * as refundStrings from '@academy/strings/refunds';
import { Alert, Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

const t = refundStrings.mypage;

/** 현금영수증 신청 of a cash order: its purpose and the number; the values stay after a failure. */
export function CashReceiptForm({ orderNo }: { orderNo: string }) {
  const { cashReceipt } = useMyOrderWrites();
  const [kind, setKind] = useState<CashReceiptRequest['kind']>('INCOME_DEDUCTION');
  const [identityNumber, setIdentityNumber] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await cashReceipt.mutateAsync({ orderNo, body: { kind, identityNumber } });
      showToast({ message: refundStrings.messages.receiptIssued, color: 'teal' });
    } catch (failure) {
      setError(errorMessage(failure, t.cashError));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t.cashReceipt}>
      <Stack gap="xs">
        <Radio.Group
          label={t.cashKind}
          value={kind}
          onChange={(value) => setKind(value as CashReceiptRequest['kind'])}
        >
          <Group mt={4}>
            <Radio
              value="INCOME_DEDUCTION"
              label={refundStrings.receiptKindLabels.INCOME_DEDUCTION}
            />
            <Radio value="EXPENSE_PROOF" label={refundStrings.receiptKindLabels.EXPENSE_PROOF} />
          </Group>
        </Radio.Group>
        <TextInput
          label={t.cashNumber}
          value={identityNumber}
          onChange={(event) => setIdentityNumber(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="off"
          required
          maw={320}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="light" w="fit-content" loading={cashReceipt.isPending}>
          {t.cashSubmit}
        </Button>
      </Stack>
    </form>
  );
}
