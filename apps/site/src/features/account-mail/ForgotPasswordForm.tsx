import { PasswordResetRequest } from '@academy/api-client/contract/account-mail';
import { errorMessage } from '@academy/api-client/errors';
import { useRequestPasswordReset } from '@academy/api-client/queries/account-mail';
import * as messagesAccount from '@academy/strings/messages-account';
import { contractResolver, FormError, HydratedFieldset } from '@academy/ui/form';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';

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
      <Paper withBorder radius="md" p="xl" maw={420} mx="auto">
        <Stack>
          <Title order={1} ta="center">
            {t.sentTitle}
          </Title>
          <Alert color="green" role="status">
            {reset.data.message}
          </Alert>
          <Button component={Link} to="/login">
            {t.toLogin}
          </Button>
          <Button variant="subtle" onClick={() => reset.reset()}>
            {t.again}
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
          {reset.isError && <FormError>{errorMessage(reset.error, t.failed)}</FormError>}
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
        </Stack>
      </HydratedFieldset>
    </Paper>
  );
}
