import { errorMessage } from '@academy/api-client/errors';
import {
  questionLectureOptionsQuery,
  useCreateQuestion,
} from '@academy/api-client/queries/questions';
import { ko } from '@academy/ui/strings';
import { classroomStrings } from '@academy/ui/strings/classroom';
import { Alert, Button, Container, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

const t = classroomStrings.questions;
const rules = ko.validation.question;

type Errors = Partial<Record<'lecture' | 'title' | 'content', string>>;

/** spec 5: lecture, title and content are required, with the spec's words. */
export function validateQuestion(input: {
  lectureId: string | null;
  title: string;
  content: string;
}): Errors {
  const errors: Errors = {};
  if (!input.lectureId) errors.lecture = rules.lectureRequired;
  if (!input.title.trim()) errors.title = rules.titleRequired;
  if (!input.content.trim()) errors.content = rules.contentRequired;
  return errors;
}

/** spec 2.9: a new question; ?lectureId= preselects the lecture. */
export function QuestionForm({ initialLectureId }: { initialLectureId: number | null }) {
  const options = useQuery(questionLectureOptionsQuery());
  const create = useCreateQuestion();
  const navigate = useNavigate();
  const [lectureId, setLectureId] = useState<string | null>(
    initialLectureId ? String(initialLectureId) : null,
  );
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateQuestion({ lectureId, title, content });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await create.mutateAsync({
        lectureId: Number(lectureId),
        title: title.trim(),
        content: content.trim(),
      });
      notifications.show({ color: 'teal', message: t.created });
      void navigate('/mypage?tab=ask');
    } catch (caught) {
      setFailure(errorMessage(caught, ko.errors.transport.server));
    }
  }

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        {t.newTitle}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Select
            label={t.lecture}
            placeholder={t.lecturePlaceholder}
            data={(options.data ?? []).map((option) => ({
              value: String(option.lectureId),
              label: t.option(option.teacherName, option.lectureTitle),
            }))}
            value={lectureId}
            onChange={setLectureId}
            error={errors.lecture}
            searchable
          />
          <TextInput
            label={t.title}
            value={title}
            error={errors.title}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <Textarea
            label={t.content}
            autosize
            minRows={5}
            value={content}
            error={errors.content}
            onChange={(event) => setContent(event.currentTarget.value)}
          />
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t.submit}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
