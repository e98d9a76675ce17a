import { PageHeader } from '@academy/ui/PageHeader';
import * as ma from '@academy/strings/mock-authoring';
import { Stack } from '@mantine/core';
import { NewMockForm } from '../features/mock-exams/NewMockForm.tsx';

export default function Component() {
  return (
    <Stack gap="xl">
      <PageHeader title={ma.mock.newTitle} order={2} />
      <NewMockForm />
    </Stack>
  );
}
