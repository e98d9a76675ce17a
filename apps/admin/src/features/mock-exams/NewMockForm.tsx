// A new mock: its title and subject; the server builds the sections from the subject's template
// (eju.ts MOCK_TEMPLATES) and the editor opens.
import { MockCreateRequest } from '@academy/api-client/contract';
import { MOCK_SUBJECTS, type MockSubject } from '@academy/api-client/contract/eju';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import { useCreateMockExam } from '@academy/api-client/queries/mock-authoring';
import { contractResolver, firstError } from '@academy/ui/form';
import { showToast } from '@academy/ui/toast';
import * as eju from '@academy/strings/eju';
import * as ma from '@academy/strings/mock-authoring';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';

const t = ma.mock;

export function NewMockForm() {
  const create = useCreateMockExam();
  const navigate = useNavigate();
  const form = useForm<{ title: string; subject: MockSubject | '' }>({
    initialValues: { title: '', subject: '' },
    validate: contractResolver(MockCreateRequest),
    onValuesChange: () => create.reset(),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(
      { title: values.title, subject: values.subject as MockSubject },
      {
        onSuccess: (response) => {
          showToast({ color: 'teal', message: response.message });
          void navigate(`/admin/mock-exams/${response.data.id}`);
        },
        onError: (error) => {
          if (isApiError(error) && error.field) form.setFieldError(error.field, error.message);
        },
      },
    ),
  );
  const error =
    firstError(form.errors, ['title', 'subject']) ??
    (create.isError ? errorMessage(create.error, ma.errors.saveFailed) : null);
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520}>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label={t.titleField} {...form.getInputProps('title')} />
        <Select
          label={t.subject}
          data={MOCK_SUBJECTS.map((subject) => ({ value: subject, label: eju.subjects[subject] }))}
          {...form.getInputProps('subject')}
        />
        <Text size="sm" c="dimmed">
          {t.createHint}
        </Text>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t.create}
          </Button>
          <Button variant="default" onClick={() => void navigate('/admin/mock-exams')}>
            {ma.bank.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
