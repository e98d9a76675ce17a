import { PasswordResetForm } from '@academy/api-client/contract/account-mail';
import { errorMessage } from '@academy/api-client/errors';
import { useConfirmPasswordReset } from '@academy/api-client/queries/account-mail';
import * as messagesAccount from '@academy/strings/messages-account';
import { contractResolver } from '@academy/ui/form';
import { Anchor, Button, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { AccountDoneCard, AccountFormCard } from '../../shared/AccountCard.tsx';

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
      <AccountDoneCard title={t.doneTitle} message={confirm.data.message}>
        <Button component={Link} to="/login">
          {t.toLogin}
        </Button>
      </AccountDoneCard>
    );

  return (
    <AccountFormCard
      title={t.title}
      intro={t.intro}
      error={confirm.isError ? errorMessage(confirm.error, t.failed) : null}
      onSubmit={submit}
    >
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
    </AccountFormCard>
  );
}
