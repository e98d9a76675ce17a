// The 보호자 section of a student's page (docs/product/parents.md): who follows the student
// (emails masked), the open invitations, an invitation by email or phone, linking an existing
// parent account, removal (staff remove whatever the student's age) and the birth date. The read
// is recorded in the access log; each write by the audit middleware.
import { BirthDateRequest, GuardianLinkRequest } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { studentGuardiansQuery, useStaffGuardians } from '@academy/api-client/queries/guardians';
import * as guardianStrings from '@academy/strings/messages-guardians';
import { confirm } from '@academy/ui/ConfirmDialog';
import { ErrorState } from '@academy/ui/ErrorState';
import { contractResolver } from '@academy/ui/form';
import { formatDate } from '@academy/ui/format/date';
import { GuardianInviteForm } from '@academy/ui/GuardianInviteForm';
import { LoadingState } from '@academy/ui/LoadingState';
import { showToast } from '@academy/ui/toast';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';

const t = guardianStrings.admin;
const m = guardianStrings.mypage;
const b = guardianStrings.birthDate;
const done = (answer: { message: string }) => showToast({ color: 'teal', message: answer.message });
const failed = (error: unknown) =>
  showToast({ color: 'red', message: errorMessage(error, t.loadError) });

function LinkForm({ staff }: { staff: ReturnType<typeof useStaffGuardians> }) {
  const form = useForm({
    initialValues: { email: '' },
    validate: contractResolver(GuardianLinkRequest),
  });
  const submit = form.onSubmit((values) =>
    staff.link.mutate(values, { onSuccess: (answer) => (done(answer), form.reset()) }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t.link}>
      <Stack gap="xs" maw={420}>
        <TextInput label={t.linkEmail} type="email" {...form.getInputProps('email')} />
        {staff.link.isError && (
          <Alert color="red" role="alert">
            {errorMessage(staff.link.error, t.loadError)}
          </Alert>
        )}
        <Button type="submit" variant="default" loading={staff.link.isPending} w="fit-content">
          {t.linkSubmit}
        </Button>
      </Stack>
    </form>
  );
}

function BirthDateForm({
  staff,
  birthDate,
}: {
  staff: ReturnType<typeof useStaffGuardians>;
  birthDate: string | null;
}) {
  const form = useForm({
    initialValues: { birthDate: birthDate ?? '' },
    validate: contractResolver<{ birthDate: string }>(BirthDateRequest, {
      toInput: (values) => ({ birthDate: values.birthDate || null }),
    }),
  });
  const submit = form.onSubmit((values) =>
    staff.birthDate.mutate(
      { birthDate: values.birthDate || null },
      { onSuccess: done, onError: failed },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={b.label}>
      <Group align="flex-end" gap="sm">
        <TextInput type="date" label={b.label} {...form.getInputProps('birthDate')} />
        <Button type="submit" variant="default" loading={staff.birthDate.isPending}>
          {b.save}
        </Button>
      </Group>
    </form>
  );
}

export function StudentGuardians({ studentId }: { studentId: number }) {
  const query = useQuery(studentGuardiansQuery(studentId));
  const staff = useStaffGuardians(studentId);
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadError)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <LoadingState variant="skeleton" rows={3} />;
  const { guardians, invitations, birthDate } = query.data;
  const remove = async (guardianId: number, name: string) => {
    if (
      await confirm({ message: t.removeConfirm(name), confirmLabel: t.remove, destructive: true })
    )
      staff.remove.mutate(guardianId, { onSuccess: done, onError: failed });
  };
  const cancel = async (invitationId: number) => {
    if (await confirm({ message: m.cancelConfirm, confirmLabel: t.cancel, destructive: true }))
      staff.cancel.mutate(invitationId, { onSuccess: done, onError: failed });
  };
  return (
    <Stack component="section" aria-label={t.title}>
      <Title order={3} size="h4">
        {t.title}
      </Title>
      {guardians.length === 0 ? (
        <Text c="dimmed">{t.empty}</Text>
      ) : (
        guardians.map((guardian) => (
          <Card key={guardian.guardianId} withBorder radius="md">
            <Group justify="space-between">
              <div>
                <Text fw={600}>{guardian.name}</Text>
                <Text size="sm" c="dimmed">
                  {guardian.email} · {formatDate(guardian.linkedAt)} ·{' '}
                  {guardian.linkedByStaff ? t.linkedBy.staff : t.linkedBy.student}
                </Text>
              </div>
              <Button
                variant="subtle"
                color="red"
                onClick={() => void remove(guardian.guardianId, guardian.name)}
              >
                {t.remove}
              </Button>
            </Group>
          </Card>
        ))
      )}
      {invitations.length > 0 && (
        <Stack gap="xs">
          <Text fw={600}>{t.pending}</Text>
          {invitations.map((invitation) => (
            <Group key={invitation.id} justify="space-between">
              <Text size="sm">
                {invitation.email ?? invitation.phone} ·{' '}
                {invitation.invitedByStaff ? t.invitedBy.staff : t.invitedBy.student} ·{' '}
                {invitation.state === 'EXPIRED' ? (
                  <Badge color="gray" variant="light">
                    {m.expired}
                  </Badge>
                ) : (
                  m.expiresOn(formatDate(invitation.expiresAt))
                )}
              </Text>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => void cancel(invitation.id)}
              >
                {t.cancel}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="xs">
          <Text fw={600}>{t.invite}</Text>
          <Text size="sm" c="dimmed">
            {t.inviteLead}
          </Text>
          <GuardianInviteForm
            label={t.invite}
            pending={staff.invite.isPending}
            error={staff.invite.error}
            onInvite={(body, clear) =>
              staff.invite.mutate(body, { onSuccess: (answer) => (done(answer), clear()) })
            }
          />
        </Stack>
        <Stack gap="xs">
          <Text fw={600}>{t.link}</Text>
          <Text size="sm" c="dimmed">
            {t.linkLead}
          </Text>
          <LinkForm staff={staff} />
        </Stack>
      </SimpleGrid>
      <BirthDateForm staff={staff} birthDate={birthDate} />
    </Stack>
  );
}
