import { register, checkEmail } from '@academy/api-client/endpoints/auth';
import { errorMessage } from '@academy/api-client/errors';
import { STUDY_YEAR_OPTIONS, TRACKS } from '@academy/ui/constants';
import { EMAIL_DOMAIN_OPTIONS } from '@academy/ui/email-domains';
import { PhoneInput } from '@academy/ui/PhoneInput';
import { ko } from '@academy/ui/strings';
import { siteStrings } from '@academy/ui/strings/site';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  emailOf,
  emptySignupForm,
  toSignupPayload,
  validateStep,
  type SignupErrors,
  type SignupForm,
} from './signup-rules.ts';

const t = siteStrings.signup;
const m = ko.validation.signup;
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 3);

/** A native select starts on an empty, unselectable choice so nothing is picked for the person. */
const withPlaceholder = (options: readonly { value: string; label: string }[]) => [
  { value: '', label: ko.common.choose, disabled: true },
  ...options,
];

/** spec 2.5: the 3-step wizard; a step advances only when it validates. */
export function SignupWizard() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<SignupForm>(emptySignupForm);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof SignupForm>(key: K, value: SignupForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  async function next(event: FormEvent) {
    event.preventDefault();
    const found = validateStep(step, form);
    if (step === 0 && !found.emailId && !found.emailDomain) {
      try {
        if ((await checkEmail(emailOf(form))).data.isDuplicate) found.emailId = m.emailTaken;
      } catch (caught) {
        found.emailId = errorMessage(caught, ko.errors.transport.server);
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (step < 2) return setStep(step + 1);
    setBusy(true);
    setFailure(null);
    try {
      await register(toSignupPayload(form));
      notifications.show({ color: 'teal', message: ko.errors.signup.success });
      setForm(emptySignupForm());
      void navigate('/login');
    } catch (caught) {
      // design 4: the server's message, and every value stays in the form.
      setFailure(errorMessage(caught, ko.errors.signup.failed));
    } finally {
      setBusy(false);
    }
  }

  const matchHint =
    form.passwordConfirm && form.password === form.passwordConfirm ? (
      <Text size="sm" c="teal.9">
        {m.passwordsMatch}
      </Text>
    ) : null;

  return (
    <Paper withBorder radius="md" p="xl" maw={720} mx="auto">
      <Title order={1} mb="lg">
        {t.title}
      </Title>
      <Stepper active={step} allowNextStepsSelect={false} mb="xl" size="sm">
        {t.steps.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <form onSubmit={next} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {step === 0 && (
            <>
              <Group grow align="flex-start">
                <TextInput
                  label={t.emailId}
                  value={form.emailId}
                  error={errors.emailId}
                  onChange={(e) => set('emailId', e.currentTarget.value)}
                />
                <NativeSelect
                  label={t.emailDomain}
                  data={withPlaceholder(EMAIL_DOMAIN_OPTIONS)}
                  value={form.emailDomain}
                  error={errors.emailDomain}
                  onChange={(e) => set('emailDomain', e.currentTarget.value)}
                />
              </Group>
              {form.emailDomain === 'custom' && (
                <TextInput
                  label={t.customDomain}
                  value={form.customDomain}
                  onChange={(e) => set('customDomain', e.currentTarget.value)}
                />
              )}
              {form.emailId &&
                ((form.emailDomain && form.emailDomain !== 'custom') || form.customDomain) && (
                  <Text size="sm" c="dimmed">
                    {t.emailPreview(emailOf(form))}
                  </Text>
                )}
              <PasswordInput
                label={t.password}
                value={form.password}
                error={errors.password}
                onChange={(e) => set('password', e.currentTarget.value)}
              />
              <PasswordInput
                label={t.passwordConfirm}
                value={form.passwordConfirm}
                error={
                  errors.passwordConfirm ??
                  (form.passwordConfirm && form.password !== form.passwordConfirm
                    ? m.passwordsMismatch
                    : undefined)
                }
                onChange={(e) => set('passwordConfirm', e.currentTarget.value)}
              />
              {matchHint}
              <TextInput
                label={t.name}
                value={form.name}
                error={errors.name}
                onChange={(e) => set('name', e.currentTarget.value)}
              />
              <PhoneInput
                label={t.phone}
                value={form.phone}
                error={errors.phone}
                onChange={(value) => set('phone', value)}
              />
            </>
          )}
          {step === 1 && (
            <>
              <PhoneInput
                label={t.parentPhone}
                value={form.parentPhone}
                error={errors.parentPhone}
                onChange={(value) => set('parentPhone', value)}
              />
              <TextInput
                label={t.address}
                value={form.address}
                error={errors.address}
                onChange={(e) => set('address', e.currentTarget.value)}
              />
              <TextInput
                label={t.addressDetail}
                value={form.addressDetail}
                onChange={(e) => set('addressDetail', e.currentTarget.value)}
              />
              {form.targetSchools.map((target, index) => (
                <Group key={index} align="flex-end" wrap="nowrap">
                  <TextInput
                    label={`${t.school} ${index + 1}`}
                    value={target.school}
                    style={{ flex: 1 }}
                    onChange={(e) => {
                      const school = e.currentTarget.value;
                      set(
                        'targetSchools',
                        form.targetSchools.map((item, i) =>
                          i === index ? { ...item, school } : item,
                        ),
                      );
                    }}
                  />
                  <TextInput
                    label={`${t.department} ${index + 1}`}
                    value={target.department}
                    style={{ flex: 1 }}
                    onChange={(e) => {
                      const department = e.currentTarget.value;
                      set(
                        'targetSchools',
                        form.targetSchools.map((item, i) =>
                          i === index ? { ...item, department } : item,
                        ),
                      );
                    }}
                  />
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t.removeSchool(index + 1)}
                    disabled={form.targetSchools.length === 1}
                    onClick={() =>
                      set(
                        'targetSchools',
                        form.targetSchools.filter((_, i) => i !== index),
                      )
                    }
                  >
                    ✕
                  </ActionIcon>
                </Group>
              ))}
              {errors.targetSchools && (
                <Text c="red.8" size="sm" role="alert">
                  {errors.targetSchools}
                </Text>
              )}
              <Button
                variant="light"
                w="fit-content"
                onClick={() =>
                  form.targetSchools.length >= 5
                    ? setErrors((current) => ({ ...current, targetSchools: m.targetSchoolMax }))
                    : set('targetSchools', [...form.targetSchools, { school: '', department: '' }])
                }
              >
                {t.addSchool}
              </Button>
              <NativeSelect
                label={t.studyYears}
                data={withPlaceholder(
                  STUDY_YEAR_OPTIONS.map((option) => ({
                    value: String(option.value),
                    label: option.label,
                  })),
                )}
                value={form.studyYears}
                error={errors.studyYears}
                onChange={(e) => set('studyYears', e.currentTarget.value)}
              />
              <Radio.Group
                label={t.track}
                value={form.track}
                error={errors.track}
                onChange={(value) => set('track', value)}
              >
                <Group mt="xs">
                  {TRACKS.map((track) => (
                    <Radio key={track} value={track} label={track} />
                  ))}
                </Group>
              </Radio.Group>
            </>
          )}
          {step === 2 && (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {(['listening', 'reading', 'totalListenRead', 'science'] as const).map((key) => (
                  <TextInput
                    key={key}
                    label={t[key]}
                    inputMode="numeric"
                    maxLength={3}
                    value={form[key]}
                    error={errors[key]}
                    onChange={(e) => set(key, digits(e.currentTarget.value))}
                  />
                ))}
              </SimpleGrid>
              {form.electives.map((elective, index) => (
                <Group key={index} grow align="flex-start">
                  <TextInput
                    label={t.elective(index + 1)}
                    value={elective.subject}
                    error={errors[`elective${index}`]}
                    onChange={(e) => {
                      const subject = e.currentTarget.value;
                      set(
                        'electives',
                        form.electives.map((item, i) =>
                          i === index ? { ...item, subject } : item,
                        ),
                      );
                    }}
                  />
                  <TextInput
                    label={t.electiveScore(index + 1)}
                    inputMode="numeric"
                    maxLength={3}
                    value={elective.score}
                    onChange={(e) => {
                      const score = digits(e.currentTarget.value);
                      set(
                        'electives',
                        form.electives.map((item, i) => (i === index ? { ...item, score } : item)),
                      );
                    }}
                  />
                </Group>
              ))}
              <Textarea
                label={t.additionalMessage}
                value={form.additionalMessage}
                onChange={(e) => set('additionalMessage', e.currentTarget.value)}
              />
              <Checkbox
                label={t.agree}
                checked={form.agreeToTerms}
                error={errors.agreeToTerms}
                onChange={(e) => set('agreeToTerms', e.currentTarget.checked)}
              />
            </>
          )}
          <Group justify="space-between">
            {step > 0 ? (
              <Button variant="default" onClick={() => setStep(step - 1)}>
                {t.back}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={busy} disabled={step === 2 && !form.agreeToTerms}>
              {step < 2 ? t.next : t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
