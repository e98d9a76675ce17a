// The password change (docs/product/screens.md: 계정 설정), on my page's settings and in the
// classroom's 설정 panel: the current password, a new one under the sign-up's rules and its
// confirmation. Every other session of the account is signed out; this one stays.
import { PasswordChangeRequest } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useChangePassword } from '@academy/api-client/queries/accounts';
import { allOf, contractResolver } from '@academy/ui/form';
import { showToast } from '@academy/ui/toast';
import * as accounts from '@academy/strings/accounts';
import * as validation from '@academy/strings/validation';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';

const t = accounts.password;

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

/** What the request cannot carry: the confirmation. */
function confirmation(values: PasswordValues) {
  if (!values.newPasswordConfirm)
    return { newPasswordConfirm: validation.signup.passwordConfirmRequired };
  if (values.newPassword !== values.newPasswordConfirm)
    return { newPasswordConfirm: validation.signup.passwordsMismatch };
  return {};
}

export function PasswordChangeForm() {
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
    validate: allOf(
      contractResolver<PasswordValues>(PasswordChangeRequest, {
        toInput: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
      }),
      confirmation,
    ),
  });
  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          showToast({ color: 'teal', message: answer.message });
          form.reset();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t.title}>
      <Stack maw={420}>
        <Text size="sm" c="dimmed">
          {t.hint}
        </Text>
        <PasswordInput
          label={t.current}
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t.next}
          description={t.nextHint}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t.confirm}
          autoComplete="new-password"
          {...form.getInputProps('newPasswordConfirm')}
        />
        {change.isError && (
          <Alert color="red" role="alert">
            {errorMessage(change.error, t.failed)}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending} w="fit-content">
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
