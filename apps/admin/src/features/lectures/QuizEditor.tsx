// A quiz lesson's questions in the lesson builder: each with 2 to 5 options and
// exactly one correct, an optional explanation, in an order staff set; the pass score (default
// 60), the attempts each student has (default 3) and when the correct options are shown
// (docs/decisions/037). Saved whole through the contract's QuizEditRequest, which the server
// checks the same way.
import {
  QUIZ_REVEALS,
  QuizEditRequest,
  type QuizForStaff,
  type QuizReveal,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useSaveStaffQuiz } from '@academy/api-client/queries/authoring';
import { staffQuizQuery } from '@academy/api-client/queries/learning';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { contractResolver } from '@academy/ui/form';
import { authoringStrings } from '@academy/strings/authoring';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { useQuery } from '@tanstack/react-query';

const t = authoringStrings.quiz;
const MAX_OPTIONS = 5;

interface QuizDraft {
  passScore: number | string;
  maxAttempts: number | string;
  revealAnswers: QuizReveal;
  questions: {
    question: string;
    explanation: string;
    options: { optionText: string; isCorrect: boolean }[];
  }[];
}

const blankQuestion = () => ({
  question: '',
  explanation: '',
  options: [
    { optionText: '', isCorrect: true },
    { optionText: '', isCorrect: false },
  ],
});

function draftOf(quiz: QuizForStaff): QuizDraft {
  return {
    passScore: quiz.passScore,
    maxAttempts: quiz.maxAttempts,
    revealAnswers: quiz.revealAnswers,
    questions: quiz.questions.length
      ? quiz.questions.map((question) => ({
          question: question.question,
          explanation: question.explanation ?? '',
          options: question.options.map(({ optionText, isCorrect }) => ({ optionText, isCorrect })),
        }))
      : [blankQuestion()],
  };
}

const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

const requestOf = (draft: QuizDraft) => ({
  passScore: numberOf(draft.passScore),
  maxAttempts: numberOf(draft.maxAttempts),
  revealAnswers: draft.revealAnswers,
  questions: draft.questions.map((question) => ({
    ...question,
    explanation: question.explanation.trim() || null,
  })),
});

/** The first message, as one alert: the fields it names are marked. */
const firstMessage = (errors: Record<string, unknown>) =>
  Object.values(errors).find((message): message is string => typeof message === 'string') ?? null;

function QuizForm({
  lectureId,
  quiz,
  onSaved,
}: {
  lectureId: number;
  quiz: QuizForStaff;
  onSaved: () => void;
}) {
  const save = useSaveStaffQuiz(lectureId, quiz.detailId);
  const form = useForm<QuizDraft>({
    initialValues: draftOf(quiz),
    validate: contractResolver<QuizDraft>(QuizEditRequest, { toInput: requestOf }),
    onValuesChange: () => save.reset(),
  });
  const error =
    firstMessage(form.errors) ?? (save.isError ? errorMessage(save.error, t.failed) : null);
  const questions = form.values.questions;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(requestOf(values), {
          onSuccess: () => {
            showToast({ color: 'teal', message: t.saved });
            onSaved();
          },
        }),
      )}
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <NumberInput
          label={t.passScore}
          min={0}
          max={100}
          clampBehavior="none"
          suffix=" %"
          w={160}
          {...form.getInputProps('passScore')}
          error={Boolean(form.errors.passScore)}
        />
        <Group align="flex-end">
          <NumberInput
            label={t.maxAttempts}
            min={1}
            clampBehavior="none"
            w={160}
            {...form.getInputProps('maxAttempts')}
            error={Boolean(form.errors.maxAttempts)}
          />
          <Select
            label={t.revealAnswers}
            data={QUIZ_REVEALS.map((value) => ({ value, label: t.reveals[value] }))}
            allowDeselect={false}
            w={240}
            {...form.getInputProps('revealAnswers')}
            error={Boolean(form.errors.revealAnswers)}
          />
        </Group>
        {questions.map((question, q) => (
          <Card key={q} withBorder component="fieldset" aria-label={t.question(q + 1)}>
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{t.question(q + 1)}</Text>
              <Group gap={4}>
                <Button
                  size="compact-xs"
                  variant="default"
                  disabled={q === 0}
                  onClick={() => form.reorderListItem('questions', { from: q, to: q - 1 })}
                  aria-label={`${t.question(q + 1)} ${authoringStrings.builder.moveUp}`}
                >
                  {authoringStrings.builder.moveUp}
                </Button>
                <Button
                  size="compact-xs"
                  variant="default"
                  disabled={q === questions.length - 1}
                  onClick={() => form.reorderListItem('questions', { from: q, to: q + 1 })}
                  aria-label={`${t.question(q + 1)} ${authoringStrings.builder.moveDown}`}
                >
                  {authoringStrings.builder.moveDown}
                </Button>
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  disabled={questions.length === 1}
                  onClick={() => form.removeListItem('questions', q)}
                  aria-label={`${t.question(q + 1)} ${t.removeQuestion}`}
                >
                  {t.removeQuestion}
                </Button>
              </Group>
            </Group>
            <Stack gap="xs">
              <Textarea
                label={t.questionText}
                autosize
                minRows={2}
                {...form.getInputProps(`questions.${q}.question`)}
                error={Boolean(form.errors[`questions.${q}.question`])}
              />
              <Radio.Group
                label={t.correct}
                value={String(question.options.findIndex((option) => option.isCorrect))}
                onChange={(value) =>
                  form.setFieldValue(
                    `questions.${q}.options`,
                    question.options.map((option, index) => ({
                      ...option,
                      isCorrect: String(index) === value,
                    })),
                  )
                }
              >
                <Stack gap={6} mt={4}>
                  {question.options.map((_, o) => (
                    <Group key={o} wrap="nowrap" align="center">
                      <Radio value={String(o)} aria-label={`${t.option(o + 1)} ${t.correct}`} />
                      <TextInput
                        flex={1}
                        aria-label={`${t.question(q + 1)} ${t.option(o + 1)}`}
                        placeholder={t.option(o + 1)}
                        {...form.getInputProps(`questions.${q}.options.${o}.optionText`)}
                        error={Boolean(form.errors[`questions.${q}.options.${o}.optionText`])}
                      />
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        disabled={question.options.length <= 2}
                        onClick={() => form.removeListItem(`questions.${q}.options`, o)}
                        aria-label={`${t.question(q + 1)} ${t.option(o + 1)} ${t.removeOption}`}
                      >
                        {t.removeOption}
                      </Button>
                    </Group>
                  ))}
                </Stack>
              </Radio.Group>
              <Button
                size="xs"
                variant="default"
                w="fit-content"
                disabled={question.options.length >= MAX_OPTIONS}
                onClick={() =>
                  form.insertListItem(`questions.${q}.options`, {
                    optionText: '',
                    isCorrect: false,
                  })
                }
              >
                {t.addOption}
              </Button>
              <Textarea
                label={t.explanation}
                autosize
                minRows={1}
                {...form.getInputProps(`questions.${q}.explanation`)}
              />
            </Stack>
          </Card>
        ))}
        <Group>
          <Button
            variant="default"
            onClick={() => form.insertListItem('questions', blankQuestion())}
          >
            {t.addQuestion}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function QuizEditor({
  lectureId,
  detailId,
  onSaved,
}: {
  lectureId: number;
  detailId: number;
  onSaved: () => void;
}) {
  const query = useQuery(staffQuizQuery(detailId));
  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  return <QuizForm lectureId={lectureId} quiz={query.data} onSaved={onSaved} />;
}
