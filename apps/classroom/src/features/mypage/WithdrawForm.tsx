import { WithdrawRequest } from '@academy/api-client/contract';
import { useSession } from '@academy/auth/use-session';
import { confirm } from '@academy/ui/ConfirmDialog';
import { contractResolver } from '@academy/ui/form';
import { DANGER_COLOR } from '@academy/ui/theme';
import * as accounts from '@academy/strings/accounts';
import { confirmations } from '@academy/strings/validation';
import { Button, Card, List, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

const t = accounts.withdraw;

/**
 * 회원 탈퇴 (docs/product/screens.md): says what goes, asks for the password, then the spec's
 * confirmation; a refusal (a wrong password) shows the server's message as a toast and keeps the
 * field; the account gone, the site's goodbye page (no session needed).
 */
export function WithdrawForm() {
  const { deleteAccount } = useSession();
  const [pending, setPending] = useState(false);
  const form = useForm({
    initialValues: { password: '' },
    validate: contractResolver(WithdrawRequest),
  });
  async function withdraw(password: string) {
    if (!(await confirm({ message: confirmations.withdraw, destructive: true }))) return;
    setPending(true);
    // Gone, the session guard sends the person to the goodbye page: the one navigation, which a
    // second one here raced (the later of the two won).
    if (!(await deleteAccount(password))) setPending(false);
  }
  const submit = form.onSubmit(({ password }) => void withdraw(password));
  return (
    <Card withBorder radius="md" maw={520}>
      <form onSubmit={submit} noValidate aria-label={t.title}>
        <Stack>
          <Title order={2} size="h4">
            {t.title}
          </Title>
          <Text>{t.intro}</Text>
          <List size="sm">
            {t.removed.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t.kept}
          </Text>
          <PasswordInput
            label={t.password}
            description={t.passwordHint}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" color={DANGER_COLOR} loading={pending} w="fit-content">
            {t.submit}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
