import { navigateAfterLogin } from '@academy/auth/guards';
import { useSession } from '@academy/auth/use-session';
import { ko } from '@academy/ui/strings';
import { siteStrings } from '@academy/ui/strings/site';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

const t = siteStrings.login;
const rules = ko.validation.login;

/**
 * spec 2.4: email and password (both required). On failure the session's error text shows and
 * clears when a field is edited; on success the form clears and the user goes home, or back to
 * the return address another app passed (followed only to our own origins).
 */
export function LoginForm() {
  const { login, error, clearError, isLoading } = useSession();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setFieldErrors({});
    if (error) clearError();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      email: email.trim() ? undefined : rules.emailRequired,
      password: password ? undefined : rules.passwordRequired,
    };
    if (missing.email || missing.password) {
      setFieldErrors(missing);
      return;
    }
    if (await login(email.trim(), password)) {
      setEmail('');
      setPassword('');
      navigateAfterLogin(searchParams, (to) => void navigate(to));
    }
  }

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
      <Stack>
        <Title order={1} ta="center">
          {t.title}
        </Title>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t.email}
          type="email"
          autoComplete="username"
          required
          value={email}
          error={fieldErrors.email}
          onChange={(event) => edit(setEmail)(event.currentTarget.value)}
        />
        <PasswordInput
          label={t.password}
          autoComplete="current-password"
          required
          value={password}
          error={fieldErrors.password}
          onChange={(event) => edit(setPassword)(event.currentTarget.value)}
        />
        <Button type="submit" loading={isLoading} fullWidth>
          {t.submit}
        </Button>
        <Group justify="space-between">
          {/* spec 2.4: find-id and find-password have no behaviour yet */}
          <Button variant="subtle" size="compact-sm" type="button">
            {t.findId}
          </Button>
          <Button variant="subtle" size="compact-sm" type="button">
            {t.findPassword}
          </Button>
        </Group>
        <Text size="sm" ta="center">
          {t.noAccount}{' '}
          <Anchor component={Link} to="/signup" underline="always">
            {t.toSignup}
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/" underline="always">
            {t.toHome}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
