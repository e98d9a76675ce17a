// Inviting a guardian by email or phone (docs/product/parents.md): my page's 보호자 tab and the
// admin's student page. The request's rules are the contract's; the server's refusal (an address
// that is a student's account...) shows under the form, which keeps what was typed.
import { GuardianInviteRequest } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import * as guardianStrings from '@academy/strings/messages-guardians';
import { Alert, Button, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contractResolver } from '../form/contract-resolver.ts';
import { PhoneInput } from '../PhoneInput/PhoneInput.tsx';

const t = guardianStrings.mypage;

type Channel = 'email' | 'phone';
interface InviteValues {
  channel: Channel;
  email: string;
  phone: string;
}

const toInput = (values: InviteValues): GuardianInviteRequest =>
  values.channel === 'email' ? { email: values.email } : { phone: values.phone };

export interface GuardianInviteFormProps {
  /** sends the invitation; `done` clears the form once it was sent */
  onInvite: (body: GuardianInviteRequest, done: () => void) => void;
  pending: boolean;
  /** the last refusal, shown under the form */
  error: unknown;
  label?: string;
}

export function GuardianInviteForm({
  onInvite,
  pending,
  error,
  label = t.inviteTitle,
}: GuardianInviteFormProps) {
  const form = useForm<InviteValues>({
    initialValues: { channel: 'email', email: '', phone: '' },
    validate: contractResolver<InviteValues>(GuardianInviteRequest, {
      toInput,
      // a rule of the whole request (no address) shows under the field in use
      field: (path) => (path === '' ? undefined : path),
    }),
  });
  const submit = form.onSubmit((values) => onInvite(toInput(values), () => form.reset()));
  const channel = form.values.channel;
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack maw={420} gap="sm">
        <SegmentedControl
          aria-label={t.channel}
          data={[
            { value: 'email', label: t.byEmail },
            { value: 'phone', label: t.byPhone },
          ]}
          {...form.getInputProps('channel')}
          w="fit-content"
        />
        {channel === 'email' ? (
          <TextInput
            label={t.email}
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
            error={form.errors.email ?? form.errors['']}
          />
        ) : (
          <PhoneInput
            label={t.phone}
            autoComplete="off"
            {...form.getInputProps('phone')}
            error={form.errors.phone ?? form.errors['']}
          />
        )}
        {error ? (
          <Alert color="red" role="alert">
            {errorMessage(error, t.sendFailed)}
          </Alert>
        ) : null}
        <Button type="submit" loading={pending} w="fit-content">
          {t.send}
        </Button>
      </Stack>
    </form>
  );
}
