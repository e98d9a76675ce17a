import { errorMessage } from '@academy/api-client/errors';
import { useRegisterTeacher } from '@academy/api-client/queries/admin';
import { TEACHING_SUBJECTS } from '@academy/ui/constants';
import { EMAIL_DOMAIN_OPTIONS } from '@academy/ui/email-domains';
import { PhoneInput } from '@academy/ui/PhoneInput';
import { ko } from '@academy/ui/strings';
import { adminStrings } from '@academy/ui/strings/admin';
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
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

const t = adminStrings.instructorCreate;
const rules = ko.validation.instructor;

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

/** spec 5: the instructor form's alerts, the first that applies. */
export function firstInstructorError(draft: InstructorDraft): string | null {
  if (!draft.name.trim()) return rules.nameRequired;
  if (!instructorEmail(draft)) return rules.emailRequired;
  if (!draft.password) return rules.passwordRequired;
  if (draft.password !== draft.passwordConfirm) return rules.passwordsMismatch;
  if (!draft.photo) return rules.photoRequired;
  if (draft.subjects.length === 0) return rules.subjectRequired;
  return null;
}

/** spec 2.11: instructor registration (contact and intro are collected but not sent). */
export function InstructorForm() {
  const register = useRegisterTeacher();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<InstructorDraft>(empty);
  const [error, setError] = useState<string | null>(null);
  const photo = useMemo(
    () => (draft.photo ? URL.createObjectURL(draft.photo) : null),
    [draft.photo],
  );
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo) : undefined), [photo]);
  const set = <K extends keyof InstructorDraft>(key: K, value: InstructorDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = firstInstructorError(draft);
    if (problem) return setError(problem);
    try {
      await register.mutateAsync({
        userId: instructorEmail(draft),
        password: draft.password,
        name: draft.name.trim(),
        imageFile: draft.photo!,
        teachingSubjects: draft.subjects as (typeof TEACHING_SUBJECTS)[number][],
        bankName: draft.bankName || undefined,
        accountNumber: draft.accountNumber || undefined,
        accountHolder: draft.accountHolder || undefined,
        businessNumber: draft.businessNumber || undefined,
      });
      notifications.show({ color: 'teal', message: t.created });
      setDraft(empty());
      void navigate('/admin/instructors');
    } catch (caught) {
      setError(errorMessage(caught, ko.errors.transport.server));
    }
  }

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
            value={draft.photo}
            onChange={(file) => set('photo', file)}
            clearable
            style={{ flex: 1 }}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.name}
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <PhoneInput
            label={t.contact}
            value={draft.contact}
            onChange={(value) => set('contact', value)}
          />
          <TextInput
            label={t.emailId}
            value={draft.emailId}
            onChange={(e) => set('emailId', e.currentTarget.value)}
          />
          <Select
            label={t.emailDomain}
            data={EMAIL_DOMAIN_OPTIONS as { value: string; label: string }[]}
            value={draft.emailDomain || null}
            onChange={(value) => set('emailDomain', value ?? '')}
          />
        </SimpleGrid>
        {draft.emailDomain === 'custom' && (
          <TextInput
            label={t.customDomain}
            value={draft.customDomain}
            onChange={(e) => set('customDomain', e.currentTarget.value)}
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
            value={draft.password}
            onChange={(e) => set('password', e.currentTarget.value)}
          />
          <PasswordInput
            label={t.passwordConfirm}
            value={draft.passwordConfirm}
            onChange={(e) => set('passwordConfirm', e.currentTarget.value)}
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
          value={draft.subjects}
          onChange={(value) => set('subjects', value)}
          clearable
        />
        <Textarea
          label={t.intro}
          autosize
          minRows={3}
          value={draft.intro}
          onChange={(e) => set('intro', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.bankName}
            value={draft.bankName}
            onChange={(e) => set('bankName', e.currentTarget.value)}
          />
          <TextInput
            label={t.accountNumber}
            value={draft.accountNumber}
            onChange={(e) => set('accountNumber', e.currentTarget.value)}
          />
          <TextInput
            label={t.accountHolder}
            value={draft.accountHolder}
            onChange={(e) => set('accountHolder', e.currentTarget.value)}
          />
          <TextInput
            label={t.businessNumber}
            value={draft.businessNumber}
            onChange={(e) => set('businessNumber', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group>
          <Button variant="default" type="button" onClick={() => setDraft(empty())}>
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
