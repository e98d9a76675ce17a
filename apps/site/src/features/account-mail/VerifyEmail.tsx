import { errorMessage } from '@academy/api-client/errors';
import { useConfirmEmailVerification } from '@academy/api-client/queries/account-mail';
import { appUrl } from '@academy/auth/origins';
import * as messagesAccount from '@academy/strings/messages-account';
import { Alert, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

const t = messagesAccount.verifyPage;

/**
 * 이메일 인증, opened from the verification email's link: sends the link's account and token once
 * the page runs in the browser (a mail scanner fetching the address runs no script, so it cannot use
 * the link up), then says whether it worked.
 */
export function VerifyEmail({ user, token }: { user: string; token: string }) {
  const confirm = useConfirmEmailVerification();
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ user, token });
  }, [mutate, user, token]);

  return (
    <Paper withBorder radius="md" p="xl" maw={480} mx="auto">
      <Stack>
        <Title order={1} ta="center">
          {confirm.isSuccess ? t.doneTitle : confirm.isError ? t.failedTitle : t.title}
        </Title>
        {confirm.isSuccess ? (
          <Alert color="green" role="status">
            {confirm.data.message}
          </Alert>
        ) : confirm.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(confirm.error, t.failedTitle)}
          </Alert>
        ) : (
          <Group justify="center" role="status" aria-live="polite">
            <Loader size="sm" />
            {t.working}
          </Group>
        )}
        <Group justify="center">
          <Button component="a" href={appUrl('classroom', '/')}>
            {t.toClassroom}
          </Button>
          <Button component={Link} to="/" variant="default">
            {t.toHome}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
