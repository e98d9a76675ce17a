import { errorMessage } from '@academy/api-client/errors';
import { checkEmail, useRegister } from '@academy/api-client/queries/auth';
import { returnToSearch } from '@academy/auth/return-to';
import * as ko from '@academy/strings';
import * as validation from '@academy/strings/validation';
import * as errors from '@academy/strings/errors';
import * as siteStrings from '@academy/strings/site';
import { Button, Group, Loader, Paper, Stack, Stepper, Title } from '@mantine/core';
import { FormError, HydratedFieldset } from '@academy/ui/form';
import { showToast } from '@academy/ui/toast';
import { Suspense, lazy, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountStep } from './AccountStep.tsx';
import classes from './SignupWizard.module.css';
import {
  emailOf,
  requiredConsentsGiven,
  toSignupPayload,
  useSignupForm,
  type SignupValues,
} from './signup-form.ts';

const t = siteStrings.signup;
const m = validation.signup;
// Steps 2 and 3 are fetched while step 1's email is checked, not with the page: the first visit
// stays within its JavaScript budget (apps/e2e budget.spec.ts).
const loadProfileStep = () =>
  import('./ProfileStep.tsx').then((module) => ({ default: module.ProfileStep }));
const loadScoresStep = () =>
  import('./ScoresStep.tsx').then((module) => ({ default: module.ScoresStep }));
const STEPS = [AccountStep, lazy(loadProfileStep), lazy(loadScoresStep)];
const LAST = STEPS.length - 1;

/** The 3-step wizard; a step advances only when it validates (docs/product/screens.md). */
export function SignupWizard() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState(0);
  const form = useSignupForm(step);
  const register = useRegister();
  const [checking, setChecking] = useState(false);
  const Step = STEPS[step]!;

  /**
   * A taken email is refused on step 1, before the person fills in the rest (docs/product/api.md).
   */
  async function emailTaken(values: SignupValues) {
    setChecking(true);
    try {
      if ((await checkEmail(emailOf(values))).data.isDuplicate) return m.emailTaken;
    } catch (caught) {
      return errorMessage(caught, errors.transport.server);
    } finally {
      setChecking(false);
    }
    return null;
  }

  async function advance(values: SignupValues) {
    if (step === 0) {
      void loadProfileStep();
      void loadScoresStep();
      const taken = await emailTaken(values);
      if (taken) return form.setFieldError('emailId', taken);
    }
    if (step < LAST) return setStep(step + 1);
    const payload = toSignupPayload(values);
    register.mutate(payload, {
      onSuccess: () => {
        showToast({ color: 'teal', message: errors.signup.success });
        form.reset();
        // The login form opens with the new email filled in (LoginForm reads it), and sends the
        // visitor back where the login was asked for (a course's 수강 신청) when there was one.
        void navigate(
          { pathname: '/login', search: returnToSearch(searchParams) },
          { state: { email: payload.userId } },
        );
      },
    });
  }
  const next = form.onSubmit((values) => void advance(values));

  return (
    <Paper withBorder radius="md" p="xl" maw={720} mx="auto">
      <Title order={1} mb="lg">
        {t.title}
      </Title>
      {/* Labels under the icons: the three steps fit a 360 px phone without scrolling sideways. */}
      <Stepper
        active={step}
        allowNextStepsSelect={false}
        mb="xl"
        size="sm"
        labelPosition="bottom"
        classNames={{ separator: classes.separator }}
      >
        {t.steps.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <form onSubmit={next} noValidate>
        <HydratedFieldset>
          <Stack>
            {/* The server's message, and every value stays in the form (docs/product/screens.md) */}
            {register.isError && (
              <FormError>{errorMessage(register.error, errors.signup.failed)}</FormError>
            )}
            <Suspense fallback={<Loader size="sm" aria-label={ko.common.loading} />}>
              <Step form={form} />
            </Suspense>
            <Group justify="space-between">
              {step > 0 ? (
                <Button variant="default" onClick={() => setStep(step - 1)}>
                  {t.back}
                </Button>
              ) : (
                <span />
              )}
              <Button
                type="submit"
                loading={checking || register.isPending}
                disabled={step === LAST && !requiredConsentsGiven(form.getValues())}
              >
                {step < LAST ? t.next : t.submit}
              </Button>
            </Group>
          </Stack>
        </HydratedFieldset>
      </form>
    </Paper>
  );
}
