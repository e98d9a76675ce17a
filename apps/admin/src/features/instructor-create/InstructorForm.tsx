import { TeacherRegisterRequest } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useRegisterTeacher } from '@academy/api-client/queries/admin';
import { TEACHING_SUBJECTS } from '@academy/api-client/contract/teachers';
import { EMAIL_DOMAIN_OPTIONS } from '@academy/ui/email-domains';
import { allOf, contractResolver, firstError } from '@academy/ui/form';
import { PhoneInput } from '@academy/ui/PhoneInput';
import * as validation from '@academy/strings/validation';
import * as errors from '@academy/strings/errors';
import * as adminStrings from '@academy/strings/admin';
import {
  Alert,
  Avatar,
  Button,
  FileInput,
  Group,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';

const t = adminStrings.instructorCreate;
const rules = validation.instructor;

export interface InstructorDraft {
  photo: File | null;
  name: string;
  contact: string;
  emailId: string;
  emailDomain: string;
  customDomain: string;
  password: string;
  passwordConfirm: string;
  subjects: string[];
  intro: string;
  bankName: string;
  accountNumber: string;
  accountHolder: string;
  businessNumber: string;
}

const empty = (): InstructorDraft => ({
  photo: null,
  name: '',
  contact: '',
  emailId: '',
  emailDomain: '',
  customDomain: '',
  password: '',
  passwordConfirm: '',
  subjects: [],
  intro: '',
  bankName: '',
  accountNumber: '',
  accountHolder: '',
  businessNumber: '',
});

export const instructorEmail = (draft: InstructorDraft) => {
  const domain = draft.emailDomain === 'custom' ? draft.customDomain : draft.emailDomain;
  return draft.emailId.trim() && domain.trim() ? `${draft.emailId.trim()}@${domain.trim()}` : '';
};

/** The registration the draft makes (the contact is collected but not sent). */
const registration = (draft: InstructorDraft) => ({
  userId: instructorEmail(draft),
  password: draft.password,
  name: draft.name,
  imageFile: draft.photo ?? undefined,
  teachingSubjects: draft.subjects,
  bankName: draft.bankName,
  accountNumber: draft.accountNumber,
  accountHolder: draft.accountHolder,
  businessNumber: draft.businessNumber,
  introduction: draft.intro,
});

/** The field of the draft that shows an issue of the request. */
const FIELD_OF: Record<string, string> = {
  userId: 'emailId',
  imageFile: 'photo',
  teachingSubjects: 'subjects',
  introduction: 'intro',
};

/** spec 5: the server's rules (the contract's), and the confirmation only the form has. */
const validateInstructor = allOf<InstructorDraft>(
  contractResolver(TeacherRegisterRequest, {
    toInput: registration,
    field: (path) => FIELD_OF[path],
  }),
  (draft): FormErrors =>
    draft.password && draft.password !== draft.passwordConfirm
      ? { passwordConfirm: rules.passwordsMismatch }
      : {},
);

/** spec 5: the alerts come one at a time, in this order. */
const ALERT_ORDER = [
  'name',
  'emailId',
  'password',
  'passwordConfirm',
  'photo',
  'subjects',
  'intro',
  'bankName',
  'accountNumber',
  'accountHolder',
  'businessNumber',
] as const;

/** spec 5: the instructor form's alerts, the first that applies. */
export function firstInstructorError(draft: InstructorDraft) {
  return firstError(validateInstructor(draft), ALERT_ORDER);
}

/** spec 2.11: instructor registration (the contact is collected but not sent). */
export function InstructorForm() {
  const register = useRegisterTeacher();
  const navigate = useNavigate();
  const form = useForm<InstructorDraft>({
    initialValues: empty(),
    validate: validateInstructor,
    onValuesChange: () => register.reset(),
  });
  const draft = form.values;
  const photo = useMemo(
    () => (draft.photo ? URL.createObjectURL(draft.photo) : null),
    [draft.photo],
  );
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo) : undefined), [photo]);
  const submit = form.onSubmit((values) => {
    if (!values.photo) return;
    register.mutate(
      {
        userId: instructorEmail(values),
        password: values.password,
        name: values.name.trim(),
        imageFile: values.photo,
        teachingSubjects: values.subjects as (typeof TEACHING_SUBJECTS)[number][],
        bankName: values.bankName || undefined,
        accountNumber: values.accountNumber || undefined,
        accountHolder: values.accountHolder || undefined,
        businessNumber: values.businessNumber || undefined,
      },
      {
        onSuccess: () => {
          showToast({ color: 'teal', message: t.created });
          form.reset();
          void navigate('/admin/instructors');
        },
      },
    );
  });
  // spec 5: one alert, the first problem; then the server's refusal, values kept.
  const error =
    firstError(form.errors, ALERT_ORDER) ??
    (register.isError ? errorMessage(register.error, errors.transport.server) : null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={720}>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group align="flex-end">
          <Avatar src={photo} alt="" size={96} radius={999} />
          <FileInput
            label={t.photo}
            placeholder={t.photoPlaceholder}
            accept="image/*"
            {...form.getInputProps('photo')}
            error={Boolean(form.errors.photo)}
            clearable
            style={{ flex: 1 }}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.name}
            {...form.getInputProps('name')}
            error={Boolean(form.errors.name)}
          />
          <PhoneInput label={t.contact} {...form.getInputProps('contact')} />
          <TextInput
            label={t.emailId}
            {...form.getInputProps('emailId')}
            error={Boolean(form.errors.emailId)}
          />
          <Select
            label={t.emailDomain}
            data={EMAIL_DOMAIN_OPTIONS as { value: string; label: string }[]}
            value={draft.emailDomain || null}
            onChange={(value) => form.setFieldValue('emailDomain', value ?? '')}
          />
        </SimpleGrid>
        {draft.emailDomain === 'custom' && (
          <TextInput
            label={t.customDomain}
            {...form.getInputProps('customDomain')}
            error={Boolean(form.errors.customDomain)}
          />
        )}
        {instructorEmail(draft) && (
          <Text size="sm" c="dimmed">
            {t.emailPreview(instructorEmail(draft))}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t.password}
            {...form.getInputProps('password')}
            error={Boolean(form.errors.password)}
          />
          <PasswordInput
            label={t.passwordConfirm}
            {...form.getInputProps('passwordConfirm')}
            error={Boolean(form.errors.passwordConfirm)}
          />
        </SimpleGrid>
        {draft.passwordConfirm && (
          <Text size="sm" c={draft.password === draft.passwordConfirm ? 'teal.9' : 'red.8'}>
            {draft.password === draft.passwordConfirm ? t.passwordsMatch : rules.passwordsMismatch}
          </Text>
        )}
        <MultiSelect
          label={t.subjects}
          data={[...TEACHING_SUBJECTS]}
          {...form.getInputProps('subjects')}
          error={Boolean(form.errors.subjects)}
          clearable
        />
        <Textarea
          label={t.intro}
          autosize
          minRows={3}
          {...form.getInputProps('intro')}
          error={Boolean(form.errors.intro)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.bankName}
            {...form.getInputProps('bankName')}
            error={Boolean(form.errors.bankName)}
          />
          <TextInput
            label={t.accountNumber}
            {...form.getInputProps('accountNumber')}
            error={Boolean(form.errors.accountNumber)}
          />
          <TextInput
            label={t.accountHolder}
            {...form.getInputProps('accountHolder')}
            error={Boolean(form.errors.accountHolder)}
          />
          <TextInput
            label={t.businessNumber}
            {...form.getInputProps('businessNumber')}
            error={Boolean(form.errors.businessNumber)}
          />
        </SimpleGrid>
        <Group>
          <Button variant="default" type="button" onClick={() => form.reset()}>
            {t.reset}
          </Button>
          <Button type="submit" loading={register.isPending}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
