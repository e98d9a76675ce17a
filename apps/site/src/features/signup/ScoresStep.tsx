import * as accounts from '@academy/strings/accounts';
import * as siteStrings from '@academy/strings/site';
import { EJU_SCORE_KEYS } from '@academy/ui/form';
import { Alert, Group, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { ConsentChecks } from '../../shared/ConsentChecks.tsx';
import { type SignupForm } from './signup-form.ts';

const t = siteStrings.signup;
/** docs/product/validation.md step 3: scores are typed as digits only, at most 3. */
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 3);

/**
 * The wizard's step 3: the four EJU scores, two optional electives, a note and the consents
 * (docs/product/screens.md).
 */
export function ScoresStep({ form }: { form: SignupForm }) {
  const digitsOf = (path: string) => ({
    inputMode: 'numeric' as const,
    maxLength: 3,
    ...form.getInputProps(path),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(path, digits(event.currentTarget.value)),
  });
  return (
    <>
      {/* What the four numbers are: not the official EJU scale (each 0-100 here). */}
      <Alert variant="light" title={accounts.signupScores.title}>
        {accounts.signupScores.body}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {EJU_SCORE_KEYS.map((key) => (
          <TextInput key={key} label={t[key]} {...digitsOf(key)} />
        ))}
      </SimpleGrid>
      {form.getValues().electives.map((_, index) => (
        <Group key={index} grow align="flex-start">
          <TextInput
            label={t.elective(index + 1)}
            {...form.getInputProps(`electives.${index}.subject`)}
          />
          <TextInput label={t.electiveScore(index + 1)} {...digitsOf(`electives.${index}.score`)} />
        </Group>
      ))}
      <Textarea label={t.additionalMessage} {...form.getInputProps('additionalMessage')} />
      <ConsentChecks form={form} />
    </>
  );
}
