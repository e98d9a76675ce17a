// Publishing a mock: the window (Seoul time) and who may sit it, the caller's lectures (an admin's
// list is every lecture) and students found by name or email. Checked by the contract's
// MockPublishRequest; the server's refusal shows at its field and the values stay.
import { MockPublishRequest, type MockAuthoringDetail } from '@academy/api-client/contract';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import { myLecturesQuery } from '@academy/api-client/queries/admin';
import { studentSearchQuery } from '@academy/api-client/queries/enrolments';
import { contractResolver, firstError } from '@academy/ui/form';
import { fromSeoulDateTimeInput, seoulDateTimeInput } from '@academy/ui/format/date';
import * as ma from '@academy/strings/mock-authoring';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  Pill,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const t = ma.mock;
const FIELD_ORDER = ['opensAt', 'closesAt', 'lectureIds', 'userIds'] as const;

type Values = {
  opensAt: string;
  closesAt: string;
  lectureIds: string[];
  users: { id: number; name: string }[];
};

const requestOf = (values: Values) => ({
  opensAt: fromSeoulDateTimeInput(values.opensAt) ?? '',
  closesAt: fromSeoulDateTimeInput(values.closesAt) ?? '',
  lectureIds: values.lectureIds.map(Number),
  userIds: values.users.map((user) => user.id),
});

const DAY_MS = 24 * 60 * 60 * 1000;

export function PublishDialog({
  mock,
  opened,
  onClose,
  onPublish,
  publishing,
  error,
}: {
  mock: MockAuthoringDetail;
  opened: boolean;
  onClose: () => void;
  onPublish: (
    body: ReturnType<typeof requestOf>,
    done: () => void,
    failed: (field?: string, message?: string) => void,
  ) => void;
  publishing: boolean;
  error: unknown;
}) {
  const lectures = useQuery(myLecturesQuery());
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const students = useQuery(studentSearchQuery(debounced));
  const form = useForm<Values>({
    initialValues: {
      opensAt: seoulDateTimeInput(mock.opensAt ?? new Date()),
      closesAt: seoulDateTimeInput(mock.closesAt ?? new Date(Date.now() + 7 * DAY_MS)),
      lectureIds: mock.targets.lectures.map((lecture) => String(lecture.id)),
      users: mock.targets.users,
    },
    validate: contractResolver<Values>(MockPublishRequest, { toInput: requestOf }),
  });
  const submit = form.onSubmit((values) =>
    onPublish(requestOf(values), onClose, (field, message) => {
      if (field && message) form.setFieldError(field, message);
    }),
  );
  const serverField = isApiError(error) ? error.field : undefined;
  const alert =
    firstError(form.errors, FIELD_ORDER) ??
    (error && !serverField ? errorMessage(error, ma.errors.saveFailed) : null);
  const chosen = new Set(form.values.users.map((user) => user.id));
  const lectureOptions = [
    ...(lectures.data ?? []).map((lecture) => ({
      value: String(lecture.lectureId),
      label: lecture.title,
    })),
    // a target the list lacks (an admin's choice of another teacher's lecture) stays shown
    ...mock.targets.lectures
      .filter((lecture) => !(lectures.data ?? []).some((row) => row.lectureId === lecture.id))
      .map((lecture) => ({ value: String(lecture.id), label: lecture.title })),
  ];

  return (
    <Modal opened={opened} onClose={onClose} title={t.publishTitle} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
          <Group grow wrap="wrap">
            <TextInput
              type="datetime-local"
              label={t.opensAt}
              miw={200}
              {...form.getInputProps('opensAt')}
            />
            <TextInput
              type="datetime-local"
              label={t.closesAt}
              miw={200}
              {...form.getInputProps('closesAt')}
            />
          </Group>
          <MultiSelect
            label={t.lectures}
            data={lectureOptions}
            searchable
            {...form.getInputProps('lectureIds')}
          />
          <Stack gap={4}>
            <Select
              label={t.students}
              placeholder={t.studentSearchHint}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options }) => options}
              nothingFoundMessage={debounced ? t.studentNotFound : undefined}
              value={null}
              data={(students.data ?? [])
                .filter((student) => !chosen.has(student.id))
                .map((student) => ({
                  value: String(student.id),
                  label: `${student.name} (${student.userId})`,
                }))}
              onChange={(value) => {
                const found = students.data?.find((student) => String(student.id) === value);
                if (!found) return;
                form.setFieldValue('users', [
                  ...form.values.users,
                  { id: found.id, name: found.name },
                ]);
                setSearch('');
              }}
              error={form.errors.userIds}
            />
            {form.values.users.length > 0 && (
              <Pill.Group>
                {form.values.users.map((user) => (
                  <Pill
                    key={user.id}
                    withRemoveButton
                    removeButtonProps={{ 'aria-label': t.remove(user.name) }}
                    onRemove={() =>
                      form.setFieldValue(
                        'users',
                        form.values.users.filter((other) => other.id !== user.id),
                      )
                    }
                  >
                    {user.name}
                  </Pill>
                ))}
              </Pill.Group>
            )}
          </Stack>
          <Text size="sm" c="dimmed">
            {t.publishNote}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {ma.bank.cancel}
            </Button>
            <Button type="submit" loading={publishing}>
              {t.publishConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
