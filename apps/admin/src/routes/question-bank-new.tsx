import { PageHeader } from '@academy/ui/PageHeader';
import * as ma from '@academy/strings/mock-authoring';
import { Stack } from '@mantine/core';
import { BankItemForm } from '../features/question-bank/BankItemForm.tsx';

export default function Component() {
  return (
    <Stack gap="xl">
      <PageHeader title={ma.bank.newTitle} order={2} />
      <BankItemForm />
    </Stack>
  );
}
