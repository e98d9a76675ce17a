// The page a guardian's invitation link opens (docs/product/parents.md): which student invited
// them; a visitor makes a PARENT account there (name, email, password, the sign-up's consents) and
// is signed in, a signed-in parent accepts into their account. A student's or staff's session, an
// address already taken, and an expired, used or cancelled link each get their Korean message.
import { NewParentAccount, type InvitationPreview } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { invitationQuery, useAcceptInvitation } from '@academy/api-client/queries/guardians';
import { appUrl } from '@academy/auth/origins';
import { loginUrl } from '@academy/auth/return-to';
import { isParent } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import * as guardianStrings from '@academy/strings/messages-guardians';
import { contractResolver, FormError, HydratedFieldset } from '@academy/ui/form';
import { formatDate } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsentChecks } from '../../shared/ConsentChecks.tsx';

const t = guardianStrings.accept;

interface AccountValues {
  name: string;
  userId: string;
  password: string;
  consents: { kind: string; version: number; granted: boolean }[];
}

function NewAccountForm({
  invitation,
  onAccepted,
  token,
}: {
  invitation: InvitationPreview;
  onAccepted: () => void;
  token: string;
}) {
  const accept = useAcceptInvitation(token);
  const { login } = useSession();
  const form = useForm<AccountValues>({
    initialValues: { name: '', userId: invitation.email ?? '', password: '', consents: [] },
    validate: contractResolver<AccountValues>(NewParentAccount),
  });
  const submit = form.onSubmit((values) =>
    accept.mutate(values as never, {
      // the new account signs in at once, so /children opens without another login
      // accepted whatever the sign-in answers: the account and the link exist now
      onSuccess: () =>
        void login(values.userId.trim(), values.password)
          .catch(() => false)
          .then(onAccepted),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t.newAccount}>
      <HydratedFieldset>
        <Stack>
          <Title order={2} size="h4">
            {t.newAccount}
          </Title>
          <Text size="sm" c="dimmed">
            {t.newAccountLead}
          </Text>
          <TextInput label={t.name} autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label={t.email}
            type="email"
            autoComplete="email"
            {...form.getInputProps('userId')}
          />
          <PasswordInput
            label={t.password}
            description={t.passwordDescription}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <ConsentChecks form={form as never} />
          {accept.isError && <FormError>{errorMessage(accept.error, t.loadError)}</FormError>}
          <Button type="submit" loading={accept.isPending}>
            {t.createAndAccept}
          </Button>
        </Stack>
      </HydratedFieldset>
    </form>
  );
}

function AcceptAsParent({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const accept = useAcceptInvitation(token);
  const { user } = useSession();
  return (
    <Stack>
      <Text>{t.signedInAs(user?.name ?? '')}</Text>
      {accept.isError && <FormError>{errorMessage(accept.error, t.loadError)}</FormError>}
      <Button
        loading={accept.isPending}
        onClick={() => accept.mutate({}, { onSuccess: onAccepted })}
      >
        {t.acceptAsMe}
      </Button>
    </Stack>
  );
}

export function AcceptInvitation({ token }: { token: string | null }) {
  const valid = !!token && /^[A-Za-z0-9_-]{43}$/.test(token);
  const query = useQuery({ ...invitationQuery(token ?? ''), enabled: valid });
  const { user, isAuthenticated } = useSession();
  const [accepted, setAccepted] = useState(false);
  const here = appUrl('site', `/guardian/accept?token=${token ?? ''}`);

  let body;
  if (!valid)
    body = (
      <Alert color="red" role="alert">
        {t.missingToken}
      </Alert>
    );
  else if (query.isError)
    body = (
      <Alert color="red" role="alert">
        {errorMessage(query.error, t.loadError)}
      </Alert>
    );
  else if (!query.data) body = <LoadingState />;
  else if (accepted)
    body = (
      <Stack>
        <Title order={2} size="h4">
          {t.done}
        </Title>
        <Text>{t.doneLead(query.data.studentName)}</Text>
        <Button component="a" href={appUrl('classroom', '/children')} w="fit-content">
          {t.goChildren}
        </Button>
      </Stack>
    );
  else {
    const invitation = query.data;
    const done = () => setAccepted(true);
    body = (
      <Stack>
        <Text fw={600}>{t.invitedBy(invitation.studentName)}</Text>
        <Text size="sm">{t.lead}</Text>
        <Text size="sm" c="dimmed">
          {t.validUntil(formatDate(invitation.expiresAt))}
        </Text>
        <Divider />
        {isAuthenticated && isParent(user) ? (
          <AcceptAsParent token={token} onAccepted={done} />
        ) : isAuthenticated ? (
          <Alert color="orange" role="alert">
            {t.wrongRole}
          </Alert>
        ) : (
          <>
            <NewAccountForm invitation={invitation} token={token} onAccepted={done} />
            <Text size="sm">
              {t.haveAccount}{' '}
              <Anchor href={loginUrl(here)} underline="always">
                {t.loginToAccept}
              </Anchor>
            </Text>
          </>
        )}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="xl" maw={480} mx="auto" my="xl" component="main">
      <Stack>
        <Title order={1} ta="center">
          {t.title}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
