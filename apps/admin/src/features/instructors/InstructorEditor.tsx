// issue 20 item 7: an instructor's profile edited after registration: name, photo (optional: the
// current one stays when none is chosen), subjects and the short introduction the home page's
// instructors carousel shows. The contract's TeacherUpdateRequest validates, as on the server.
import { TeacherUpdateRequest, type TeacherProfile } from '@academy/api-client/contract';
import { INTRODUCTION_MAX, TEACHING_SUBJECTS } from '@academy/api-client/contract/teachers';
import { errorMessage } from '@academy/api-client/errors';
import { useTeacherWrites } from '@academy/api-client/queries/enrolments';
import { contractResolver } from '@academy/ui/form';
import * as adminStrings from '@academy/strings/admin';
import * as enrolmentStrings from '@academy/strings/enrolments';
import {
  Alert,
  Avatar,
  Button,
  FileInput,
  Group,
  MultiSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useEffect, useMemo } from 'react';

const t = enrolmentStrings.instructors;
const labels = adminStrings.instructorCreate;

export interface InstructorEdit {
  name: string;
  teachingSubjects: string[];
  introduction: string;
  imageFile: File | null;
}

const editOf = (teacher: TeacherProfile): InstructorEdit => ({
  name: teacher.name,
  teachingSubjects: teacher.teachingSubjects,
  introduction: teacher.introduction ?? '',
  imageFile: null,
});

/** The request the values make (no file: the photo stays). */
const requestOf = (values: InstructorEdit) => ({
  name: values.name,
  teachingSubjects: values.teachingSubjects,
  introduction: values.introduction,
  imageFile: values.imageFile ?? undefined,
});

/** The edit form; `onDone` after saving or on 취소. */
export function InstructorEditor({
  teacher,
  onDone,
}: {
  teacher: TeacherProfile;
  onDone: () => void;
}) {
  const { update } = useTeacherWrites();
  const form = useForm<InstructorEdit>({
    initialValues: editOf(teacher),
    validate: contractResolver<InstructorEdit>(TeacherUpdateRequest, { toInput: requestOf }),
    onValuesChange: () => update.reset(),
  });
  const { imageFile } = form.values;
  const preview = useMemo(() => (imageFile ? URL.createObjectURL(imageFile) : null), [imageFile]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        update.mutate(
          {
            id: teacher.id,
            fields: { ...requestOf(values), name: values.name.trim() },
          },
          {
            onSuccess: (response) => {
              showToast({ color: 'teal', message: response.message });
              onDone();
            },
          },
        ),
      )}
    >
      <Stack>
        {/* the server's refusal; the values stay for another try */}
        {update.isError && (
          <Alert color="red" role="alert">
            {errorMessage(update.error, t.failed)}
          </Alert>
        )}
        <Group align="flex-end" wrap="nowrap">
          <Avatar src={preview ?? teacher.image} alt="" size={80} radius={999}>
            {teacher.name.slice(0, 1)}
          </Avatar>
          <FileInput
            label={labels.photo}
            placeholder={t.photoPlaceholder}
            description={t.photoKeep}
            accept="image/*"
            clearable
            {...form.getInputProps('imageFile')}
            style={{ flex: 1, minWidth: 0 }}
          />
        </Group>
        <TextInput label={labels.name} {...form.getInputProps('name')} />
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t.email}: {teacher.userId}
        </Text>
        <MultiSelect
          label={labels.subjects}
          data={[...TEACHING_SUBJECTS]}
          clearable
          {...form.getInputProps('teachingSubjects')}
        />
        <Textarea
          label={labels.intro}
          description={t.introductionHint(INTRODUCTION_MAX)}
          autosize
          minRows={3}
          {...form.getInputProps('introduction')}
        />
        <Group justify="flex-end">
          <Button variant="default" type="button" onClick={onDone}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
