// An instructor's form, one for both moments: registration (docs/product/screens.md: every field,
// the spec's alerts one at a time) and, given `teacher`, the profile edited after it (name, photo kept when none is chosen, subjects and the introduction the home page's carousel
// shows, each field saying its own problem). Each checks the request the server checks with.
import {
  TeacherRegisterRequest,
  TeacherUpdateRequest,
  type TeacherProfile,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useRegisterTeacher } from '@academy/api-client/queries/admin';
import { useTeacherWrites } from '@academy/api-client/queries/enrolments';
import { INTRODUCTION_MAX, TEACHING_SUBJECTS } from '@academy/api-client/contract/teachers';
import { EMAIL_DOMAIN_OPTIONS } from '@academy/ui/email-domains';
import { allOf, contractResolver, firstError } from '@academy/ui/form';
import { PhoneInput } from '@academy/ui/PhoneInput';
import * as validation from '@academy/strings/validation';
import * as errors from '@academy/strings/errors';
import * as adminStrings from '@academy/strings/admin';
import * as enrolmentStrings from '@academy/strings/enrolments';
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
import { EmailText } from '@academy/ui/EmailText';

const t = adminStrings.instructorCreate;
const te = enrolmentStrings.instructors;
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

/** The draft of a registered instructor: the profile fields, the rest unused. */
const draftOf = (teacher: TeacherProfile): InstructorDraft => ({
  ...empty(),
  name: teacher.name,
  subjects: teacher.teachingSubjects,
  intro: teacher.introduction ?? '',
});

/** The profile update the draft makes (no file: the photo stays). */
const update = (draft: InstructorDraft) => ({
  name: draft.name,
  teachingSubjects: draft.subjects,
  introduction: draft.intro,
  imageFile: draft.photo ?? undefined,
});

/** The field of the draft that shows an issue of the request. */
const FIELD_OF: Record<string, string> = {
  userId: 'emailId',
  imageFile: 'photo',
  teachingSubjects: 'subjects',
  introduction: 'intro',
};

/**
 * The server's rules (the contract's), and the confirmation only the form has
 * (docs/product/validation.md).
 */
const validateRegistration = allOf<InstructorDraft>(
  contractResolver(TeacherRegisterRequest, {
    toInput: registration,
    field: (path) => FIELD_OF[path],
  }),
  (draft): FormErrors =>
    draft.password && draft.password !== draft.passwordConfirm
      ? { passwordConfirm: rules.passwordsMismatch }
      : {},
);

/** The part of the email still missing: the id typed, its message goes where the domain is. */
const missingEmailPart = (draft: InstructorDraft) =>
  !draft.emailId.trim()
    ? 'emailId'
    : !draft.emailDomain
      ? 'emailDomain'
      : draft.emailDomain === 'custom' && !draft.customDomain.trim()
        ? 'customDomain'
        : 'emailId';

const validateInstructor = (draft: InstructorDraft): FormErrors => {
  const { emailId: emailError, ...errors } = validateRegistration(draft);
  return emailError ? { ...errors, [missingEmailPart(draft)]: emailError } : errors;
};

const validateUpdate = contractResolver<InstructorDraft>(TeacherUpdateRequest, {
  toInput: update,
  field: (path) => FIELD_OF[path],
});

/** The alerts come one at a time, in this order (docs/product/validation.md). */
const ALERT_ORDER = [
  'name',
  'emailId',
  'emailDomain',
  'customDomain',
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

/** The instructor form's alerts, the first that applies (docs/product/validation.md). */
export function firstInstructorError(draft: InstructorDraft) {
  return firstError(validateInstructor(draft), ALERT_ORDER);
}

/**
 * docs/product/screens.md: instructor registration (the contact is collected but not sent); with
 * `teacher`, that instructor's profile edited, `onDone` after saving or on 취소.
 */
export function InstructorForm({
  teacher,
  onDone,
}: {
  teacher?: TeacherProfile;
  onDone?: () => void;
}) {
  const register = useRegisterTeacher();
  const { update: save } = useTeacherWrites();
  const writing = teacher ? save : register;
  const navigate = useNavigate();
  const form = useForm<InstructorDraft>({
    initialValues: teacher ? draftOf(teacher) : empty(),
    validate: teacher ? validateUpdate : validateInstructor,
    onValuesChange: () => writing.reset(),
  });
  const draft = form.values;
  const photo = useMemo(
    () => (draft.photo ? URL.createObjectURL(draft.photo) : null),
    [draft.photo],
  );
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo) : undefined), [photo]);
  const submit = form.onSubmit((values) => {
    if (teacher) {
      save.mutate(
        { id: teacher.id, fields: { ...update(values), name: values.name.trim() } },
        {
          onSuccess: (response) => {
            showToast({ color: 'teal', message: response.message });
            onDone?.();
          },
        },
      );
      return;
    }
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
  // Registration (docs/product/validation.md): one alert, the first problem, and every invalid
  // field says its own message beside it (a long form's alert may sit out of view). Editing:
  // each field says its own problem. Both: then the server's refusal, values kept.
  const fieldError = (field: keyof InstructorDraft) => form.errors[field];
  const refusal = writing.isError
    ? errorMessage(writing.error, teacher ? te.failed : errors.transport.server)
    : null;
  const error = (teacher ? null : firstError(form.errors, ALERT_ORDER)) ?? refusal;
  const name = (
    <TextInput label={t.name} {...form.getInputProps('name')} error={fieldError('name')} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={teacher ? undefined : 720}>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group align="flex-end" wrap={teacher ? 'nowrap' : undefined}>
          <Avatar src={photo ?? teacher?.image} alt="" size={teacher ? 80 : 96} radius={999}>
            {teacher?.name.slice(0, 1)}
          </Avatar>
          <FileInput
            label={t.photo}
            placeholder={teacher ? te.photoPlaceholder : t.photoPlaceholder}
            description={teacher ? te.photoKeep : undefined}
            accept="image/*"
            {...form.getInputProps('photo')}
            error={fieldError('photo')}
            clearable
            style={teacher ? { flex: 1, minWidth: 0 } : { flex: 1 }}
          />
        </Group>
        {teacher ? (
          <>
            {name}
            <Text size="sm" c="dimmed">
              {te.email}: <EmailText email={teacher.userId} />
            </Text>
          </>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {name}
              <PhoneInput label={t.contact} {...form.getInputProps('contact')} />
              <TextInput
                label={t.emailId}
                {...form.getInputProps('emailId')}
                error={fieldError('emailId')}
              />
              <Select
                label={t.emailDomain}
                data={EMAIL_DOMAIN_OPTIONS as { value: string; label: string }[]}
                value={draft.emailDomain || null}
                onChange={(value) => form.setFieldValue('emailDomain', value ?? '')}
                error={fieldError('emailDomain')}
              />
            </SimpleGrid>
            {draft.emailDomain === 'custom' && (
              <TextInput
                label={t.customDomain}
                {...form.getInputProps('customDomain')}
                error={fieldError('customDomain')}
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
                error={fieldError('password')}
              />
              <PasswordInput
                label={t.passwordConfirm}
                {...form.getInputProps('passwordConfirm')}
                error={fieldError('passwordConfirm')}
              />
            </SimpleGrid>
            {draft.passwordConfirm && !form.errors.passwordConfirm && (
              <Text size="sm" c={draft.password === draft.passwordConfirm ? 'teal.9' : 'red.8'}>
                {draft.password === draft.passwordConfirm
                  ? t.passwordsMatch
                  : rules.passwordsMismatch}
              </Text>
            )}
          </>
        )}
        <MultiSelect
          label={t.subjects}
          data={[...TEACHING_SUBJECTS]}
          {...form.getInputProps('subjects')}
          error={fieldError('subjects')}
          clearable
        />
        <Textarea
          label={t.intro}
          description={teacher ? te.introductionHint(INTRODUCTION_MAX) : undefined}
          autosize
          minRows={3}
          {...form.getInputProps('intro')}
          error={fieldError('intro')}
        />
        {teacher ? (
          <Group justify="flex-end">
            <Button variant="default" type="button" onClick={onDone}>
              {te.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {te.save}
            </Button>
          </Group>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t.bankName}
                {...form.getInputProps('bankName')}
                error={fieldError('bankName')}
              />
              <TextInput
                label={t.accountNumber}
                {...form.getInputProps('accountNumber')}
                error={fieldError('accountNumber')}
              />
              <TextInput
                label={t.accountHolder}
                {...form.getInputProps('accountHolder')}
                error={fieldError('accountHolder')}
              />
              {/* A resident number is entered hidden (it can be shown with the eye button), and
                  the form says why it is collected (docs/product/security.md). */}
              <PasswordInput
                label={t.businessNumber}
                description={t.businessNumberPurpose}
                autoComplete="off"
                inputMode="numeric"
                {...form.getInputProps('businessNumber')}
                error={fieldError('businessNumber')}
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
          </>
        )}
      </Stack>
    </form>
  );
}
