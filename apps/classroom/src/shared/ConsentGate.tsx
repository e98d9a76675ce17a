import { errorMessage } from '@academy/api-client/errors';
import { CONSENT_DOCUMENT_PATHS, type ConsentState } from '@academy/api-client/contract';
import { useChangeConsents } from '@academy/api-client/queries/consents';
import { appUrl } from '@academy/auth/origins';
import { useSession } from '@academy/auth/use-session';
import { FormError } from '@academy/ui/form';
import * as consents from '@academy/strings/consents';
import * as errors from '@academy/strings/errors';
import {
  Anchor,
  Button,
  Paper,
  Checkbox,
  Container,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';

const t = consents.gate;

/**
 * The screen a student sees instead of the classroom when a required document has a version they
 * have not agreed to (docs/product/privacy.md): each one to tick, with its text a click away, then
 * 동의하고 계속하기; or sign out.
 */
export function ConsentGate({
  pending,
  onAgreed,
}: {
  pending: ConsentState[];
  onAgreed: () => void;
}) {
  const { logout } = useSession();
  const change = useChangeConsents();
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const all = pending.every((state) => ticked[state.kind]);
  const agree = () =>
    change.mutate(
      {
        consents: pending.map((state) => ({
          kind: state.kind,
          version: state.currentVersion!,
          granted: true,
        })),
      },
      { onSuccess: onAgreed },
    );
  return (
    <Container component="main" size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack>
          <Title order={1} size="h2">
            {t.title}
          </Title>
          <Text>{t.body}</Text>
          {pending.map((state) => {
            const name = consents.kinds[state.kind];
            const version = consents.versionLabel(state.currentVersion!);
            return (
              <Group key={state.kind} justify="space-between" wrap="nowrap" align="flex-start">
                <Checkbox
                  label={t.check(name, version)}
                  checked={!!ticked[state.kind]}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setTicked((before) => ({ ...before, [state.kind]: checked }));
                  }}
                />
                <Anchor
                  href={appUrl('site', CONSENT_DOCUMENT_PATHS[state.kind])}
                  target="_blank"
                  size="sm"
                  aria-label={consents.signup.viewOf(name)}
                  style={{ flex: 'none' }}
                >
                  {consents.signup.view}
                </Anchor>
              </Group>
            );
          })}
          {change.isError && (
            <FormError>{errorMessage(change.error, errors.transport.server)}</FormError>
          )}
          <Group>
            <Button onClick={agree} disabled={!all} loading={change.isPending}>
              {t.agree}
            </Button>
            <Button variant="default" onClick={() => void logout()}>
              {t.logout}
            </Button>
          </Group>
          {!all && (
            <Text size="sm" c="dimmed">
              {t.checkAll}
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
