import { errorMessage } from '@academy/api-client/errors';
import { useResendEmailVerification } from '@academy/api-client/queries/account-mail';
import { isStudent } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import * as messagesAccount from '@academy/strings/messages-account';
import { Alert, Button, Stack, Text } from '@mantine/core';

const t = messagesAccount.verifyNotice;

/**
 * A gentle notice to a student whose email is not verified yet (docs/product/security.md: email
 * verification): studying goes on as usual; 인증 메일 다시 보내기 sends a new link (limited on the
 * server, whose Korean 429 is shown as it is).
 */
export function VerifyEmailNotice() {
  const { user } = useSession();
  const resend = useResendEmailVerification();
  if (!user || !isStudent(user) || user.emailVerified !== false) return null;
  return (
    <Alert variant="light" title={t.title} mb="lg">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t.body(user.userId ?? '')}</Text>
        {resend.isSuccess ? (
          <Text size="sm" role="status" c="teal">
            {t.sent}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="default"
            loading={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {t.resend}
          </Button>
        )}
        {resend.isError && (
          <Text size="sm" role="alert" c="red">
            {errorMessage(resend.error, t.failed)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
