import { STUDY_YEAR_OPTIONS, TRACKS } from '@academy/ui/constants';
import { PhoneInput } from '@academy/ui/PhoneInput';
import { ko } from '@academy/strings';
import { siteStrings } from '@academy/strings/site';
import { ActionIcon, Button, Group, NativeSelect, Radio, Text, TextInput } from '@mantine/core';
import type { SignupForm } from './signup-form.ts';
import { withPlaceholder } from './with-placeholder.ts';

const t = siteStrings.signup;
const m = ko.validation.signup;
/** spec 9: at most 5 target schools. */
const MAX_SCHOOLS = 5;

const studyYearOptions = withPlaceholder(
  STUDY_YEAR_OPTIONS.map((option) => ({ value: String(option.value), label: option.label })),
);

/** spec 2.5, 5 step 2: parent phone, address, target schools (1 to 5), study years and track. */
export function ProfileStep({ form }: { form: SignupForm }) {
  const schools = form.getValues().targetSchools;
  return (
    <>
      <PhoneInput label={t.parentPhone} {...form.getInputProps('parentPhone')} />
      <TextInput label={t.address} {...form.getInputProps('address')} />
      <TextInput label={t.addressDetail} {...form.getInputProps('addressDetail')} />
      {schools.map((_, index) => (
        <Group key={form.key(`targetSchools.${index}`)} align="flex-end" wrap="nowrap">
          <TextInput
            label={`${t.school} ${index + 1}`}
            style={{ flex: 1 }}
            {...form.getInputProps(`targetSchools.${index}.school`)}
            onChange={(event) => {
              form.setFieldValue(`targetSchools.${index}.school`, event.currentTarget.value);
              form.clearFieldError('targetSchools');
            }}
          />
          <TextInput
            label={`${t.department} ${index + 1}`}
            style={{ flex: 1 }}
            {...form.getInputProps(`targetSchools.${index}.department`)}
            onChange={(event) => {
              form.setFieldValue(`targetSchools.${index}.department`, event.currentTarget.value);
              form.clearFieldError('targetSchools');
            }}
          />
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t.removeSchool(index + 1)}
            disabled={schools.length === 1}
            onClick={() => {
              form.removeListItem('targetSchools', index);
              form.clearFieldError('targetSchools');
            }}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      {form.errors.targetSchools && (
        <Text c="red.8" size="sm" role="alert">
          {form.errors.targetSchools}
        </Text>
      )}
      <Button
        variant="light"
        w="fit-content"
        onClick={() =>
          schools.length >= MAX_SCHOOLS
            ? form.setFieldError('targetSchools', m.targetSchoolMax)
            : form.insertListItem('targetSchools', { school: '', department: '' })
        }
      >
        {t.addSchool}
      </Button>
      <NativeSelect
        label={t.studyYears}
        data={studyYearOptions}
        {...form.getInputProps('studyYears')}
      />
      <Radio.Group label={t.track} {...form.getInputProps('track')}>
        <Group mt="xs">
          {TRACKS.map((track) => (
            <Radio key={track} value={track} label={track} />
          ))}
        </Group>
      </Radio.Group>
    </>
  );
}
