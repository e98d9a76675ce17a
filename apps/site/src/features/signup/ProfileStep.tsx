import { MAX_TARGET_SCHOOLS, STUDY_YEARS, TRACKS } from '@academy/api-client/contract/auth';
import { PhoneInput } from '@academy/ui/PhoneInput';
import * as ko from '@academy/strings';
import * as validation from '@academy/strings/validation';
import * as siteStrings from '@academy/strings/site';
import { ActionIcon, Button, Group, Input, NativeSelect, Radio, TextInput } from '@mantine/core';
import IconX from '@tabler/icons-react/icons/IconX';
import type { SignupForm } from './signup-form.ts';
import { withPlaceholder } from './with-placeholder.ts';

const t = siteStrings.signup;
const m = validation.signup;
const MAX_SCHOOLS = MAX_TARGET_SCHOOLS;

/** 0 is "first start", 4 is "4 years or more" (docs/product/limits.md). */
const studyYearLabel = (years: number) =>
  years === 0
    ? ko.studyYears.first
    : years === STUDY_YEARS.length - 1
      ? ko.studyYears.fourOrMore
      : ko.studyYears.years(years);

const studyYearOptions = withPlaceholder(
  STUDY_YEARS.map((years) => ({ value: String(years), label: studyYearLabel(years) })),
);

/**
 * The wizard's step 2: parent phone, address, target schools (1 to 5), study years and track
 * (docs/product/screens.md).
 */
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
            <IconX aria-hidden size={18} stroke={1.75} />
          </ActionIcon>
        </Group>
      ))}
      {form.errors.targetSchools && (
        // The list's message in the style of the fields' own.
        <Input.Error role="alert">{form.errors.targetSchools}</Input.Error>
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
