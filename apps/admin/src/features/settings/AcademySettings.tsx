import { PaymentAccountRequest, type PaymentAccount } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { paymentAccountQuery, useSavePaymentAccount } from '@academy/api-client/queries/courses';
import { useSession } from '@academy/auth/use-session';
import { contractResolver } from '@academy/ui/form';
import { academySettings as t, paymentAccount } from '@academy/strings/courses';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { SettingsCard } from '../../shared/SettingsCard.tsx';

const empty: PaymentAccount = { bank: '', accountNumber: '', holder: '' };

function AccountForm({ initial }: { initial: PaymentAccount }) {
  const save = useSavePaymentAccount();
  const form = useForm({
    initialValues: initial,
    validate: contractResolver<PaymentAccount>(PaymentAccountRequest),
    onValuesChange: () => save.reset(),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, {
          onSuccess: (answer) => form.setInitialValues(answer.data ?? values),
        }),
      )}
    >
      <Stack>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, t.failed)}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert color="teal" role="status">
            {t.saved}
          </Alert>
        )}
        <TextInput label={paymentAccount.bank} withAsterisk {...form.getInputProps('bank')} />
        <TextInput
          label={paymentAccount.accountNumber}
          withAsterisk
          inputMode="numeric"
          {...form.getInputProps('accountNumber')}
        />
        <TextInput label={paymentAccount.holder} withAsterisk {...form.getInputProps('holder')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * 학원 설정 (ADMIN only, docs/product/roles.md): the bank account the enrolment dialog tells
 * visitors to pay into. A teacher reads that only an admin changes it.
 */
export function AcademySettings() {
  const { user } = useSession();
  const query = useQuery(paymentAccountQuery());
  if (user && user.role !== 'ADMIN') return <Alert color="gray">{t.adminOnly}</Alert>;
  return (
    <SettingsCard
      id="payment-account"
      title={t.accountSection}
      help={t.accountHelp}
      query={query}
      failed={t.loadFailed}
      rows={3}
    >
      {(data) => <AccountForm initial={data ?? empty} />}
    </SettingsCard>
  );
}
