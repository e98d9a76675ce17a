import { PasswordResetRequest } from '@academy/api-client/contract/account-mail';
import { errorMessage } from '@academy/api-client/errors';
import { useRequestPasswordReset } from '@academy/api-client/queries/account-mail';
import * as messagesAccount from '@academy/strings/messages-account';
import { contractResolver } from '@academy/ui/form';
import { Anchor, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { AccountDoneCard, AccountFormCard } from '../../shared/AccountCard.tsx';

const t = messagesAccount.forgotPage;

/**
 * 비밀번호 찾기 (docs/product/screens.md): the account's email; the answer is the same whether an
 * account has it or not, so the page only says to read the mailbox. The email stays in the field
 * after a failed request.
 */
export function ForgotPasswordForm() {
  const reset = useRequestPasswordReset();
  const form = useForm<PasswordResetRequest>({
    initialValues: { email: '' },
    validate: contractResolver(PasswordResetRequest),
    onValuesChange: () => {
      if (reset.isError) reset.reset();
    },
  });
  const submit = form.onSubmit((values) => reset.mutate({ email: values.email.trim() }));

  if (reset.isSuccess)
    return (
      <AccountDoneCard title={t.sentTitle} message={reset.data.message}>
        <Button component={Link} to="/login">
          {t.toLogin}
        </Button>
        <Button variant="subtle" onClick={() => reset.reset()}>
          {t.again}
        </Button>
      </AccountDoneCard>
    );

  return (
    <AccountFormCard
      title={t.title}
      intro={t.intro}
      error={reset.isError ? errorMessage(reset.error, t.failed) : null}
      onSubmit={submit}
    >
      <TextInput
        label={t.email}
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('email')}
      />
      <Button type="submit" loading={reset.isPending} fullWidth>
        {t.submit}
      </Button>
      <Anchor component={Link} to="/login" size="sm" ta="center" underline="always">
        {t.toLogin}
      </Anchor>
    </AccountFormCard>
  );
}
