import { EMAIL_DOMAIN_OPTIONS } from '@academy/ui/email-domains';
import { PhoneInput } from '@academy/ui/PhoneInput';
import * as validation from '@academy/strings/validation';
import * as siteStrings from '@academy/strings/site';
import { Group, NativeSelect, PasswordInput, Text, TextInput } from '@mantine/core';
import { emailOf, type SignupForm } from './signup-form.ts';
import { withPlaceholder } from './with-placeholder.ts';

const t = siteStrings.signup;
const m = validation.signup;

/**
 * The wizard's step 1: the account (email, password and confirmation, name, phone)
 * (docs/product/screens.md).
 */
export function AccountStep({ form }: { form: SignupForm }) {
  const values = form.getValues();
  const confirmed = values.passwordConfirm !== '' && values.password === values.passwordConfirm;
  return (
    <>
      <Group grow align="flex-start">
        <TextInput label={t.emailId} {...form.getInputProps('emailId')} />
        <NativeSelect
          label={t.emailDomain}
          data={withPlaceholder(EMAIL_DOMAIN_OPTIONS)}
          {...form.getInputProps('emailDomain')}
        />
      </Group>
      {values.emailDomain === 'custom' && (
        <TextInput label={t.customDomain} {...form.getInputProps('customDomain')} />
      )}
      {values.emailId &&
        ((values.emailDomain && values.emailDomain !== 'custom') || values.customDomain) && (
          <Text size="sm" c="dimmed">
            {t.emailPreview(emailOf(values))}
          </Text>
        )}
      <PasswordInput label={t.password} {...form.getInputProps('password')} />
      {/* Whether the two match shows as the confirmation is typed (docs/product/validation.md) */}
      <PasswordInput
        label={t.passwordConfirm}
        {...form.getInputProps('passwordConfirm')}
        error={
          form.errors.passwordConfirm ??
          (values.passwordConfirm && !confirmed ? m.passwordsMismatch : undefined)
        }
      />
      {confirmed && (
        <Text size="sm" c="teal.9">
          {m.passwordsMatch}
        </Text>
      )}
      <TextInput label={t.name} {...form.getInputProps('name')} />
      <PhoneInput label={t.phone} {...form.getInputProps('phone')} />
    </>
  );
}
