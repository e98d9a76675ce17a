import { BulkEnrolRequest, EnrolRequest, type BulkEnrolResult } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { studentSearchQuery, useEnrolmentWrites } from '@academy/api-client/queries/enrolments';
import { contractResolver } from '@academy/ui/form';
import * as enrolmentStrings from '@academy/strings/enrolments';
import * as errors from '@academy/strings/errors';
import {
  Alert,
  Button,
  Group,
  List,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmailText } from '@academy/ui/EmailText';

const a = enrolmentStrings.admin;
type PeriodMode = 'lecture' | 'unlimited' | 'chosen';

const endsOnOf = (mode: PeriodMode, endsOn: string) =>
  mode === 'lecture' ? undefined : mode === 'unlimited' ? null : endsOn;

/** The period of a new enrolment: the lecture's, none (무제한) or up to a chosen day. */
function PeriodFields({
  mode,
  onMode,
  endsOnProps,
}: {
  mode: PeriodMode;
  onMode: (mode: PeriodMode) => void;
  endsOnProps: object;
}) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="enrol-period">
        {a.period}
      </Text>
      <SegmentedControl
        aria-labelledby="enrol-period"
        w="fit-content"
        value={mode}
        onChange={(value) => onMode(value as PeriodMode)}
        data={[
          { value: 'lecture', label: a.periodLecture },
          { value: 'unlimited', label: a.periodUnlimited },
          { value: 'chosen', label: a.periodChosen },
        ]}
      />
      {mode === 'chosen' && <TextInput type="date" label={a.endsOn} w={200} {...endsOnProps} />}
    </Stack>
  );
}

/** Enrol one student, found by name or email. */
export function EnrolForm({ lectureId }: { lectureId: number }) {
  const { enrol } = useEnrolmentWrites();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const students = useQuery(studentSearchQuery(debounced));
  const form = useForm({
    initialValues: { userId: '', mode: 'lecture' as PeriodMode, endsOn: '' },
    validate: contractResolver<{ userId: string; mode: PeriodMode; endsOn: string }>(EnrolRequest, {
      toInput: (values) => ({
        userId: values.userId,
        lectureId,
        endsOn: endsOnOf(values.mode, values.endsOn),
      }),
    }),
  });
  const submit = form.onSubmit((values) =>
    enrol.mutate(
      { userId: Number(values.userId), lectureId, endsOn: endsOnOf(values.mode, values.endsOn) },
      {
        onSuccess: () => {
          form.reset();
          setSearch('');
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label={a.searchStudent}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={debounced ? enrolmentStrings.errors.studentNotFound : undefined}
          data={(students.data ?? []).map((student) => ({
            value: String(student.id),
            label: `${student.name} (${student.userId})`,
          }))}
          {...form.getInputProps('userId')}
        />
        <PeriodFields
          mode={form.values.mode}
          onMode={(mode) => form.setFieldValue('mode', mode)}
          endsOnProps={form.getInputProps('endsOn')}
        />
        {enrol.isError && (
          <Alert color="red" role="alert">
            {errorMessage(enrol.error, errors.transport.server)}
          </Alert>
        )}
        {enrol.isSuccess && (
          <Alert color="teal" role="status">
            {enrolmentStrings.messages.enrolled}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={enrol.isPending}>
            {a.enrol}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What a bulk enrolment did: how many, and each email that failed with its reason. */
export function BulkResult({ result }: { result: BulkEnrolResult }) {
  return (
    <Alert color={result.failed.length ? 'yellow' : 'teal'} role="status">
      <Text size="sm">
        {enrolmentStrings.messages.bulkDone(result.enrolled.length, result.failed.length)}
      </Text>
      {result.failed.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="xs">
            {a.bulkFailed}
          </Text>
          <List size="sm">
            {result.failed.map((failure) => (
              <List.Item key={failure.email}>
                <EmailText email={failure.email} />: {failure.reason}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}

/** Enrol a pasted list of emails, one a line. */
export function BulkEnrolForm({ lectureId }: { lectureId: number }) {
  const { bulkEnrol } = useEnrolmentWrites();
  const form = useForm({
    initialValues: { emails: '', mode: 'lecture' as PeriodMode, endsOn: '' },
    validate: contractResolver<{ emails: string; mode: PeriodMode; endsOn: string }>(
      BulkEnrolRequest,
      {
        toInput: (values) => ({
          lectureId,
          emails: values.emails,
          endsOn: endsOnOf(values.mode, values.endsOn),
        }),
      },
    ),
  });
  const submit = form.onSubmit((values) =>
    bulkEnrol.mutate({
      lectureId,
      emails: values.emails,
      endsOn: endsOnOf(values.mode, values.endsOn),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Textarea
          label={a.emails}
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps('emails')}
        />
        <PeriodFields
          mode={form.values.mode}
          onMode={(mode) => form.setFieldValue('mode', mode)}
          endsOnProps={form.getInputProps('endsOn')}
        />
        {bulkEnrol.isError && (
          <Alert color="red" role="alert">
            {errorMessage(bulkEnrol.error, errors.transport.server)}
          </Alert>
        )}
        {bulkEnrol.data && <BulkResult result={bulkEnrol.data.data} />}
        <Group>
          <Button type="submit" loading={bulkEnrol.isPending}>
            {a.bulkEnrol}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
