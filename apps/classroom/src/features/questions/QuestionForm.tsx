import {
  QUESTION_IMAGE_MAX_COUNT,
  QUESTION_IMAGE_MAX_MB,
  QUESTION_IMAGE_TYPES,
  QuestionCreateRequest,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  questionLectureOptionsQuery,
  useAttachImages,
  useCreateQuestion,
} from '@academy/api-client/queries/questions';
import { contractResolver } from '@academy/ui/form';
import * as errors from '@academy/strings/errors';
import * as classroomStrings from '@academy/strings/classroom';
import {
  Alert,
  Button,
  Container,
  FileInput,
  Select,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { imagesRefusal } from './question-images.ts';

const t = classroomStrings.questions;
const photoStrings = classroomStrings.questionThread;
interface QuestionDraft {
  /** the Select's value: the lecture id as text, null until one is chosen */
  lectureId: string | null;
  title: string;
  content: string;
  /** photos of the problem, sent once the question exists (at most three) */
  images: File[];
}

/**
 * Lecture, title and content are required, with the spec's words (the contract's)
 * (docs/product/validation.md).
 */
const validateRequest = contractResolver<QuestionDraft>(QuestionCreateRequest, {
  toInput: ({ images: _images, ...draft }) => ({
    ...draft,
    lectureId: draft.lectureId ? Number(draft.lectureId) : null,
  }),
});
export const validateQuestion = (draft: QuestionDraft) => {
  const errors = validateRequest(draft);
  const photos = imagesRefusal(draft.images);
  return photos ? { ...errors, images: photos } : errors;
};

/** A new question; ?lectureId= preselects the lecture (docs/product/screens.md). */
export function QuestionForm({ initialLectureId }: { initialLectureId: number | null }) {
  const options = useQuery(questionLectureOptionsQuery());
  const create = useCreateQuestion();
  const attach = useAttachImages();
  const navigate = useNavigate();
  const form = useForm<QuestionDraft>({
    initialValues: {
      lectureId: initialLectureId ? String(initialLectureId) : null,
      title: '',
      content: '',
      images: [],
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
        onSuccess: ({ data: question }) => {
          showToast({ color: 'teal', message: t.created });
          if (values.images.length === 0) {
            void navigate('/mypage?tab=ask');
            return;
          }
          // The photos follow the question; refused, they can be sent again from its page.
          attach.mutate(
            { id: question.id, images: values.images },
            {
              onSuccess: () => void navigate(`/mypage/questions/${question.id}`),
              onError: (caught) => {
                showToast({
                  color: 'red',
                  message: `${photoStrings.photosFailed} ${errorMessage(caught, '')}`.trim(),
                });
                void navigate(`/mypage/questions/${question.id}`);
              },
            },
          );
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
          <FileInput
            label={photoStrings.photoInput}
            description={photoStrings.photoHint(QUESTION_IMAGE_MAX_COUNT, QUESTION_IMAGE_MAX_MB)}
            multiple
            clearable
            accept={QUESTION_IMAGE_TYPES.join(',')}
            {...form.getInputProps('images')}
          />
          <Button type="submit" loading={create.isPending || attach.isPending} w="fit-content">
            {t.submit}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
