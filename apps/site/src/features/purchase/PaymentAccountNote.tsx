import { paymentAccountQuery } from '@academy/api-client/queries/courses';
import { paymentAccount as t } from '@academy/strings/courses';
import { Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

/**
 * Where to pay the enrolment fee: the academy's bank account staff set in 학원 설정
 * (docs/product/learning.md#enrolment), or whom to ask while it is not set or cannot be read.
 */
export function PaymentAccountNote() {
  const query = useQuery(paymentAccountQuery());
  let body;
  if (query.isPending) body = <Skeleton height={40} aria-label={t.loading} />;
  else if (query.isError) body = <Text size="sm">{t.failed}</Text>;
  else if (!query.data) body = <Text size="sm">{t.notSet}</Text>;
  else {
    const { bank, accountNumber, holder } = query.data;
    body = (
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12 }}>
        <Text component="dt" size="sm" c="dimmed">
          {t.bank}
        </Text>
        <Text component="dd" size="sm" fw={600} m={0}>
          {bank}
        </Text>
        <Text component="dt" size="sm" c="dimmed">
          {t.accountNumber}
        </Text>
        <Text component="dd" size="sm" fw={700} m={0} data-testid="payment-account-number">
          {accountNumber}
        </Text>
        <Text component="dt" size="sm" c="dimmed">
          {t.holder}
        </Text>
        <Text component="dd" size="sm" fw={600} m={0}>
          {holder}
        </Text>
      </dl>
    );
  }
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={t.title}>
      <Text size="sm" fw={700} mb={4}>
        {t.title}
      </Text>
      {body}
    </Paper>
  );
}
