import { LoginRequest } from '@academy/api-client/contract';
import { navigateAfterLogin, returnToSearch } from '@academy/auth/return-to';
import { useSession } from '@academy/auth/use-session';
import { contractResolver } from '@academy/ui/form';
import * as siteStrings from '@academy/strings/site';
import { Anchor, Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AccountFormCard } from '../../shared/AccountCard.tsx';

const t = siteStrings.login;

/**
 * Email and password (both required) (docs/product/screens.md). On failure the session's error text
 * shows and clears when a field is edited; on success the form clears and the user goes home, or
 * back to the return address another app passed (followed only to our own origins).
 */
export function LoginForm() {
  const { login, error, clearError, isLoading } = useSession();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Both required, nothing else checked before the server answers (the contract's rules)
  // (docs/product/validation.md).
  const form = useForm<LoginRequest>({
    initialValues: { username: '', password: '' },
    validate: contractResolver(LoginRequest),
    onValuesChange: () => {
      if (error) clearError();
    },
  });

  async function signIn({ username, password }: LoginRequest) {
    if (await login(username.trim(), password)) {
      form.reset();
      navigateAfterLogin(searchParams, (to) => void navigate(to));
    }
  }
  const submit = form.onSubmit((values) => void signIn(values));

  // Arriving from the sign-up, the new account's email is filled in (the navigation's state; set
  // after hydration, so the page the server drew and the first render agree).
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const signedUpEmail = typeof state?.email === 'string' ? state.email : '';
  const { setFieldValue } = form;
  useEffect(() => {
    if (signedUpEmail) setFieldValue('username', signedUpEmail);
  }, [signedUpEmail, setFieldValue]);

  return (
    <AccountFormCard title={t.title} error={error || null} onSubmit={submit}>
      <TextInput
        label={t.email}
        type="email"
        autoComplete="username"
        required
        {...form.getInputProps('username')}
      />
      <PasswordInput
        label={t.password}
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
      <Button type="submit" loading={isLoading} fullWidth>
        {t.submit}
      </Button>
      <Group justify="space-between">
        {/* find-id has no behaviour yet (docs/product/screens.md) */}
        <Button variant="subtle" size="compact-sm" type="button">
          {t.findId}
        </Button>
        <Button component={Link} to="/forgot-password" variant="subtle" size="compact-sm">
          {t.findPassword}
        </Button>
      </Group>
      <Text size="sm" ta="center">
        {t.noAccount}{' '}
        {/* A visitor sent here to log in (returnTo) who signs up first comes back to it too */}
        <Anchor
          component={Link}
          to={{ pathname: '/signup', search: returnToSearch(searchParams) }}
          underline="always"
        >
          {t.toSignup}
        </Anchor>
        {' · '}
        <Anchor component={Link} to="/" underline="always">
          {t.toHome}
        </Anchor>
      </Text>
    </AccountFormCard>
  );
}
