import { PasswordResetForm } from '@academy/api-client/contract/account-mail';
import { errorMessage } from '@academy/api-client/errors';
import { useConfirmPasswordReset } from '@academy/api-client/queries/account-mail';
import * as messagesAccount from '@academy/strings/messages-account';
import { contractResolver, FormError, HydratedFieldset } from '@academy/ui/form';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';

const t = messagesAccount.resetPage;

/**
 * 새 비밀번호 설정, opened from the reset email's link (`user`, `token`): the new password twice
 * under the sign-up's rules. A refused link (used, expired, another account's) shows the server's
 * Korean message and keeps what was typed; success signs out every session and says to sign in.
 */
export function ResetPasswordForm({ user, token }: { user: string; token: string }) {
  const confirm = useConfirmPasswordReset();
  const form = useForm<PasswordResetForm>({
    initialValues: { newPassword: '', newPasswordConfirm: '' },
    validate: contractResolver(PasswordResetForm),
    onValuesChange: () => {
      if (confirm.isError) confirm.reset();
    },
  });
  const submit = form.onSubmit((values) =>
    confirm.mutate({ user, token, newPassword: values.newPassword }),
  );

  if (confirm.isSuccess)
    return (
      <Paper withBorder radius="md" p="xl" maw={420} mx="auto">
        <Stack>
          <Title order={1} ta="center">
            {t.doneTitle}
          </Title>
          <Alert color="green" role="status">
            {confirm.data.message}
          </Alert>
          <Button component={Link} to="/login">
            {t.toLogin}
          </Button>
        </Stack>
      </Paper>
    );

  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      maw={420}
      mx="auto"
      component="form"
      onSubmit={submit}
      noValidate
    >
      <HydratedFieldset>
        <Stack>
          <Title order={1} ta="center">
            {t.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
          {confirm.isError && <FormError>{errorMessage(confirm.error, t.failed)}</FormError>}
          <PasswordInput
            label={t.password}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t.passwordConfirm}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPasswordConfirm')}
          />
          <Button type="submit" loading={confirm.isPending} fullWidth>
            {t.submit}
          </Button>
          <Anchor component={Link} to="/forgot-password" size="sm" ta="center" underline="always">
            {t.forgotAgain}
          </Anchor>
        </Stack>
      </HydratedFieldset>
    </Paper>
  );
}
