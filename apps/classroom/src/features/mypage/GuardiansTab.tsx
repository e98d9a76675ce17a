// My page's 보호자 tab (docs/product/parents.md): who follows the student, the invitations still
// open (each may be cancelled), an invitation by email or phone, and the optional birth date that
// decides whether the student removes a guardian themselves (19 or more) or asks the academy.
import {
  BirthDateRequest,
  type GuardianInvitation,
  type GuardianLink,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  myGuardiansQuery,
  useCancelInvitation,
  useInviteGuardian,
  useRemoveGuardian,
  useSetMyBirthDate,
} from '@academy/api-client/queries/guardians';
import * as guardianStrings from '@academy/strings/messages-guardians';
import { confirm } from '@academy/ui/ConfirmDialog';
import { ErrorState } from '@academy/ui/ErrorState';
import { contractResolver } from '@academy/ui/form';
import { formatDate } from '@academy/ui/format/date';
import { GuardianInviteForm } from '@academy/ui/GuardianInviteForm';
import { LoadingState } from '@academy/ui/LoadingState';
import { showToast } from '@academy/ui/toast';
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';

const t = guardianStrings.mypage;
const b = guardianStrings.birthDate;
const done = (answer: { message: string }) => showToast({ color: 'teal', message: answer.message });
const failed = (error: unknown) =>
  showToast({ color: 'red', message: errorMessage(error, t.loadError) });

function Guardian({ guardian, canRemove }: { guardian: GuardianLink; canRemove: boolean }) {
  const remove = useRemoveGuardian();
  const ask = async () => {
    const sure = await confirm({
      title: t.removeTitle,
      message: t.removeConfirm(guardian.name),
      confirmLabel: t.remove,
      destructive: true,
    });
    if (sure) remove.mutate(guardian.guardianId, { onSuccess: done, onError: failed });
  };
  return (
    <Card withBorder radius="md" component="li">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={600}>{guardian.name}</Text>
          <Text size="sm" c="dimmed">
            {guardian.email} · {t.linkedOn(formatDate(guardian.linkedAt))}
          </Text>
        </div>
        {canRemove && (
          <Button
            variant="subtle"
            color="red"
            onClick={() => void ask()}
            loading={remove.isPending}
          >
            {t.remove}
          </Button>
        )}
      </Group>
    </Card>
  );
}

function Invitation({ invitation }: { invitation: GuardianInvitation }) {
  const cancel = useCancelInvitation();
  const ask = async () => {
    const sure = await confirm({
      title: t.cancelTitle,
      message: t.cancelConfirm,
      destructive: true,
    });
    if (sure) cancel.mutate(invitation.id, { onSuccess: done, onError: failed });
  };
  return (
    <Card withBorder radius="md" component="li">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={600}>{invitation.email ?? invitation.phone}</Text>
          <Text size="sm" c="dimmed">
            {invitation.state === 'EXPIRED' ? (
              <Badge color="gray" variant="light">
                {t.expired}
              </Badge>
            ) : (
              t.expiresOn(formatDate(invitation.expiresAt))
            )}
          </Text>
        </div>
        <Button variant="default" onClick={() => void ask()} loading={cancel.isPending}>
          {t.cancel}
        </Button>
      </Group>
    </Card>
  );
}

/** The birth date: the student sets it while no guardian is linked; after, the academy does. */
function BirthDateForm({ birthDate }: { birthDate: string | null }) {
  const save = useSetMyBirthDate();
  const form = useForm({
    initialValues: { birthDate: birthDate ?? '' },
    validate: contractResolver<{ birthDate: string }>(BirthDateRequest, {
      toInput: (values) => ({ birthDate: values.birthDate || null }),
    }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate({ birthDate: values.birthDate || null }, { onSuccess: done }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={b.label}>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={b.label}
          description={b.description}
          {...form.getInputProps('birthDate')}
        />
        <Button type="submit" variant="default" loading={save.isPending}>
          {b.save}
        </Button>
      </Group>
      {save.isError && (
        <Alert color="red" role="alert" mt="xs">
          {errorMessage(save.error, t.loadError)}
        </Alert>
      )}
    </form>
  );
}

export function GuardiansTab() {
  const query = useQuery(myGuardiansQuery());
  const invite = useInviteGuardian();
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadError)}
        onRetry={() => void query.refetch()}
        retryLabel={t.retry}
      />
    );
  if (!query.data) return <LoadingState variant="skeleton" rows={4} />;
  const { guardians, invitations, canRemove, birthDate } = query.data;
  const list = { listStyle: 'none', padding: 0, margin: 0 } as const;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.lead}
        </Text>
        {guardians.length === 0 ? (
          <Text c="dimmed">{t.empty}</Text>
        ) : (
          <Stack component="ul" gap="xs" style={list}>
            {guardians.map((guardian) => (
              <Guardian key={guardian.guardianId} guardian={guardian} canRemove={canRemove} />
            ))}
          </Stack>
        )}
        {guardians.length > 0 && !canRemove && (
          <Alert color="blue" variant="light">
            {t.askAcademy}
          </Alert>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t.pendingTitle}
        </Title>
        {invitations.length === 0 ? (
          <Text c="dimmed">{t.pendingEmpty}</Text>
        ) : (
          <Stack component="ul" gap="xs" style={list}>
            {invitations.map((invitation) => (
              <Invitation key={invitation.id} invitation={invitation} />
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t.inviteTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {t.inviteLead}
        </Text>
        <GuardianInviteForm
          pending={invite.isPending}
          error={invite.error}
          onInvite={(body, clear) =>
            invite.mutate(body, { onSuccess: (answer) => (done(answer), clear()) })
          }
        />
      </Stack>
      {guardians.length === 0 && <BirthDateForm birthDate={birthDate} />}
      {guardians.length > 0 && (
        <Text size="sm" c="dimmed">
          {b.label}: {birthDate ?? b.unknown}
        </Text>
      )}
    </Stack>
  );
}
