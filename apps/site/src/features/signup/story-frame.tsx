// Stories of one sign-up step: the step inside a form with the wizard's rules for that step, and
// a 다음 button that validates it as the wizard does.
import * as siteStrings from '@academy/strings/site';
import { Button, Paper, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import {
  emptySignupValues,
  useSignupForm,
  type SignupForm,
  type SignupValues,
} from './signup-form.ts';

export function StepFrame({
  step,
  Step,
  values,
}: {
  step: number;
  Step: ComponentType<{ form: SignupForm }>;
  values?: Partial<SignupValues>;
}) {
  const form = useSignupForm(step, { ...emptySignupValues(), ...values });
  return (
    <Paper
      withBorder
      p="xl"
      maw={720}
      component="form"
      onSubmit={form.onSubmit(() => {})}
      noValidate
    >
      <Stack>
        <Step form={form} />
        <Button type="submit" w="fit-content">
          {siteStrings.signup.next}
        </Button>
      </Stack>
    </Paper>
  );
}
