import { PaymentAccountRequest, type PaymentAccount } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { paymentAccountQuery, useSavePaymentAccount } from '@academy/api-client/queries/courses';
import { useSession } from '@academy/auth/use-session';
import { ErrorState } from '@academy/ui/ErrorState';
import { contractResolver } from '@academy/ui/form';
import { LoadingState } from '@academy/ui/LoadingState';
import { academySettings as t, paymentAccount } from '@academy/strings/courses';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';

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
  let body;
  if (query.isPending) body = <LoadingState variant="skeleton" rows={3} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  else body = <AccountForm initial={query.data ?? empty} />;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      maw={560}
      component="section"
      aria-labelledby="payment-account"
    >
      <Title order={2} size="h4" id="payment-account">
        {t.accountSection}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t.accountHelp}
      </Text>
      {body}
    </Card>
  );
}
