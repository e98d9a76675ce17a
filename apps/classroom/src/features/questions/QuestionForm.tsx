import { QuestionCreateRequest } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  questionLectureOptionsQuery,
  useCreateQuestion,
} from '@academy/api-client/queries/questions';
import { contractResolver } from '@academy/ui/form';
import * as errors from '@academy/strings/errors';
import * as classroomStrings from '@academy/strings/classroom';
import { Alert, Button, Container, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

const t = classroomStrings.questions;
interface QuestionDraft {
  /** the Select's value: the lecture id as text, null until one is chosen */
  lectureId: string | null;
  title: string;
  content: string;
}

/**
 * Lecture, title and content are required, with the spec's words (the contract's)
 * (docs/product/validation.md).
 */
export const validateQuestion = contractResolver<QuestionDraft>(QuestionCreateRequest, {
  toInput: (draft) => ({ ...draft, lectureId: draft.lectureId ? Number(draft.lectureId) : null }),
});

/** A new question; ?lectureId= preselects the lecture (docs/product/screens.md). */
export function QuestionForm({ initialLectureId }: { initialLectureId: number | null }) {
  const options = useQuery(questionLectureOptionsQuery());
  const create = useCreateQuestion();
  const navigate = useNavigate();
  const form = useForm<QuestionDraft>({
    initialValues: {
      lectureId: initialLectureId ? String(initialLectureId) : null,
      title: '',
      content: '',
    },
    validate: validateQuestion,
  });

  const submit = form.onSubmit((values) =>
    create.mutate(
      {
        lectureId: Number(values.lectureId),
        title: values.title.trim(),
        content: values.content.trim(),
      },
      {
        onSuccess: () => {
          showToast({ color: 'teal', message: t.created });
          void navigate('/mypage?tab=ask');
        },
      },
    ),
  );

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        {t.newTitle}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          {create.isError && (
            <Alert color="red" role="alert">
              {errorMessage(create.error, errors.transport.server)}
            </Alert>
          )}
          <Select
            label={t.lecture}
            placeholder={t.lecturePlaceholder}
            data={(options.data ?? []).map((option) => ({
              value: String(option.lectureId),
              label: t.option(option.teacherName, option.lectureTitle),
            }))}
            {...form.getInputProps('lectureId')}
            searchable
          />
          <TextInput label={t.title} {...form.getInputProps('title')} />
          <Textarea label={t.content} autosize minRows={5} {...form.getInputProps('content')} />
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t.submit}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
