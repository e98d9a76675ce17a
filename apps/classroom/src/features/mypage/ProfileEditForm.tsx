import { MAX_TARGET_SCHOOLS, STUDY_YEARS, TRACKS, type User } from '@academy/api-client/contract';
import { useUpdateProfile } from '@academy/api-client/queries/accounts';
import { useSession } from '@academy/auth/use-session';
import { PhoneInput } from '@academy/ui/PhoneInput';
import { showToast } from '@academy/ui/toast';
import * as accounts from '@academy/strings/accounts';
import * as classroomStrings from '@academy/strings/classroom';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { EJU_SCORE_KEYS } from '@academy/ui/form';
import { EditFormActions } from '../../shared/EditFormActions.tsx';
import {
  profileRequest,
  profileValues,
  validateProfile,
  type ProfileValues,
} from './profile-form.ts';

const t = accounts.mypage;
const fields = classroomStrings.mypage.fields;
/** Scores are typed as digits only, at most 3 (docs/product/validation.md). */
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 3);

/**
 * My page's profile edit (docs/product/screens.md): contacts, address, goal universities, track,
 * study years and the sign-up's four scores, under the sign-up's rules. A refusal shows the
 * server's message and keeps what was typed; a save refreshes the session's profile.
 */
export function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { checkAuth } = useSession();
  const save = useUpdateProfile();
  const form = useForm<ProfileValues>({
    initialValues: profileValues(user),
    validate: validateProfile,
  });
  const digitsOf = (path: string) => ({
    inputMode: 'numeric' as const,
    maxLength: 3,
    ...form.getInputProps(path),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(path, digits(event.currentTarget.value)),
  });
  const goals = form.getValues().goals;

  const submit = form.onSubmit((values) =>
    save.mutate(profileRequest(values) as Parameters<typeof save.mutate>[0], {
      onSuccess: () => {
        showToast({ color: 'teal', message: t.saved });
        // The session holds the profile the page shows: read it again, then leave the form.
        void checkAuth().finally(onDone);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t.editProfile}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t.email} type="email" {...form.getInputProps('userId')} />
          <TextInput label={t.name} {...form.getInputProps('name')} />
          <PhoneInput label={t.studentContact} {...form.getInputProps('studentContact')} />
          <PhoneInput label={t.parentContact} {...form.getInputProps('parentContact')} />
        </SimpleGrid>
        <TextInput label={t.address} {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t.majorType}
            data={[...TRACKS]}
            allowDeselect={false}
            {...form.getInputProps('majorType')}
          />
          <Select
            label={t.studyYears}
            data={STUDY_YEARS.map((years) => ({
              value: String(years),
              label: classroomStrings.mypage.studyYears(years),
            }))}
            allowDeselect={false}
            {...form.getInputProps('studyYears')}
          />
        </SimpleGrid>
        <Card withBorder radius="md">
          <Text fw={700} mb="xs">
            {t.goals}
          </Text>
          <Stack gap="xs">
            {goals.map((_, index) => (
              <Group key={index} grow align="flex-end" wrap="nowrap">
                <TextInput label={t.school} {...form.getInputProps(`goals.${index}.school`)} />
                <TextInput label={t.major} {...form.getInputProps(`goals.${index}.major`)} />
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t.removeGoal(index + 1)}
                  disabled={goals.length <= 1}
                  onClick={() => form.removeListItem('goals', index)}
                  style={{ flexGrow: 0 }}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            {form.errors.goals && (
              <Text size="sm" c="red">
                {form.errors.goals}
              </Text>
            )}
            <Button
              variant="default"
              w="fit-content"
              disabled={goals.length >= MAX_TARGET_SCHOOLS}
              onClick={() => form.insertListItem('goals', { school: '', major: '' })}
            >
              {t.addGoal}
            </Button>
          </Stack>
        </Card>
        <Card withBorder radius="md">
          <Text fw={700}>{t.scores}</Text>
          <Text size="sm" c="dimmed" mb="xs">
            {t.scoresHint}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {EJU_SCORE_KEYS.map((key) => (
              <TextInput key={key} label={fields[key]} {...digitsOf(key)} />
            ))}
          </SimpleGrid>
          {[0, 1].map((index) => (
            <Group key={index} grow align="flex-start" mt="xs">
              <TextInput
                label={t.elective(index + 1)}
                {...form.getInputProps(`electives.${index}.subject`)}
              />
              <TextInput
                label={t.electiveScore(index + 1)}
                {...digitsOf(`electives.${index}.score`)}
              />
            </Group>
          ))}
        </Card>
        <Textarea label={t.note} {...form.getInputProps('note')} />
        <EditFormActions save={save} failedText={t.saveFailed} labels={t} onCancel={onDone} />
      </Stack>
    </form>
  );
}
