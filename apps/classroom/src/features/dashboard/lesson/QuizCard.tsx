import type { ClassroomDetailContent } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { quizAttemptsQuery, useGradeQuiz } from '@academy/api-client/queries/learning';
import { StatusBadge } from '@academy/ui/StatusBadge';
import * as classroomStrings from '@academy/strings/classroom';
import { learningStrings } from '@academy/strings/learning';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { CollapsibleCard } from './CollapsibleCard.tsx';

const t = classroomStrings.viewer;
const q = learningStrings.quiz;

/** Attempts so far: the best score against the pass score, how many tries, how many are left. */
function QuizStanding({ detailId }: { detailId: number }) {
  const attempts = useQuery(quizAttemptsQuery(detailId));
  if (!attempts.data) {
    // While the attempts load, their line is held empty: the questions below do not jump when it
    // arrives (a click aimed at an option landed on another one).
    return attempts.isError ? (
      <Text size="sm" c="dimmed">
        {q.attemptsError}
      </Text>
    ) : (
      <Text size="sm" aria-hidden>
        {'\u00a0'}
      </Text>
    );
  }
  const { passScore, bestScore, isCompleted } = attempts.data;
  return (
    <Group gap="xs">
      <Text size="sm">{q.passScore(passScore)}</Text>
      {bestScore !== null && <Text size="sm">· {q.best(bestScore)}</Text>}
      <Text size="sm">· {q.attempts(attempts.data.attempts.length)}</Text>
      <Text size="sm">· {q.attemptsLeft(attempts.data.attemptsLeft)}</Text>
      {isCompleted && <StatusBadge tone="success">{q.passed}</StatusBadge>}
    </Group>
  );
}

/**
 * docs/product/screens.md + docs/product/learning.md: the student picks one option per question and
 * the server grades the attempt. Each question shows whether it was right; the correct options and
 * explanations only when the quiz reveals them (after a pass or the last attempt by default:
 * docs/decisions/037). 다시 풀기 clears the answers for another attempt while attempts are left (every
 * attempt is kept; the best one counts).
 */
export function QuizCard({ content }: { content: ClassroomDetailContent }) {
  const mutation = useGradeQuiz(content.lectureId, content.detailId);
  const attempts = useQuery(quizAttemptsQuery(content.detailId));
  const noneLeft = attempts.data?.attemptsLeft === 0;
  // One chosen option per question (the question's id as the key): the rule that every question is
  // answered is this lesson's own, so it is checked here; the contract checks the request's shape.
  const form = useForm<{ answers: Record<string, string | null> }>({
    initialValues: {
      answers: Object.fromEntries(content.quizzes.map((quiz) => [String(quiz.quizId), null])),
    },
    validate: {
      answers: (answers) => {
        const missing = Object.values(answers).filter((answer) => answer === null).length;
        return missing > 0 ? q.unanswered(missing) : null;
      },
    },
  });
  // The grade is the mutation's answer: 다시 풀기 resets both.
  const grade = mutation.data?.data ?? null;

  if (content.quizzes.length === 0) {
    // Without questions, 제출 and 다시 풀기 alone would offer something to do.
    return (
      <CollapsibleCard title={t.quizCard}>
        <Text c="dimmed">{t.noQuizzes}</Text>
      </CollapsibleCard>
    );
  }

  const results = new Map(grade?.results.map((result) => [result.quizId, result]));
  const submit = form.onSubmit(({ answers }) =>
    mutation.mutate(
      content.quizzes.map((quiz) => ({
        quizId: quiz.quizId,
        optionId: Number(answers[String(quiz.quizId)]),
      })),
    ),
  );
  const retry = () => {
    form.reset();
    mutation.reset();
  };

  return (
    <CollapsibleCard title={t.quizCard}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <QuizStanding detailId={content.detailId} />
          {content.quizzes.map((quiz, index) => {
            const result = results.get(quiz.quizId);
            const optionText = (id: number) =>
              quiz.options.find((option) => option.optionId === id)?.optionText ?? '';
            return (
              <Stack key={quiz.quizId} gap={6}>
                <Radio.Group
                  label={`${index + 1}. ${quiz.question}`}
                  {...form.getInputProps(`answers.${quiz.quizId}`)}
                  readOnly={grade !== null}
                >
                  <Stack gap={6} mt={6}>
                    {quiz.options.map((option) => (
                      <Radio
                        key={option.optionId}
                        value={String(option.optionId)}
                        label={option.optionText}
                        disabled={grade !== null}
                        color={
                          result && option.optionId === result.correctOptionId ? 'teal' : undefined
                        }
                      />
                    ))}
                  </Stack>
                </Radio.Group>
                {result && (
                  <Alert
                    color={result.isCorrect ? 'teal' : 'red'}
                    variant="light"
                    title={result.isCorrect ? q.correct : q.wrong}
                    aria-label={`${q.pick(index + 1)} ${result.isCorrect ? q.correct : q.wrong}`}
                  >
                    {!result.isCorrect && result.correctOptionId !== null && (
                      <Text size="sm">{q.correctOption(optionText(result.correctOptionId))}</Text>
                    )}
                    {result.explanation && (
                      <Text size="sm">
                        <b>{q.explanation}</b> {result.explanation}
                      </Text>
                    )}
                  </Alert>
                )}
              </Stack>
            );
          })}
          {grade && (
            <Alert
              color={grade.passed ? 'teal' : 'orange'}
              title={grade.passed ? q.passed : q.failed}
              role="status"
            >
              {q.result(grade.correctAnswers, grade.totalQuestions, grade.score)}
              {!grade.answersRevealed && (
                <Text size="sm">{q.answersHidden[grade.revealAnswers]}</Text>
              )}
            </Alert>
          )}
          {noneLeft && !grade && (
            <Text size="sm" c="dimmed">
              {q.noAttemptsLeft}
            </Text>
          )}
          {form.errors.answers && !grade && (
            <Text size="sm" c="red" role="alert">
              {form.errors.answers}
            </Text>
          )}
          {mutation.isError && (
            <Text size="sm" c="red" role="alert">
              {errorMessage(mutation.error, q.gradeError)}
            </Text>
          )}
          <Group>
            <Button
              type="submit"
              loading={mutation.isPending}
              disabled={grade !== null || noneLeft}
            >
              {t.quizSubmit}
            </Button>
            <Button
              type="button"
              variant="default"
              onClick={retry}
              disabled={grade === null || grade.attemptsLeft === 0}
            >
              {t.quizRetry}
            </Button>
          </Group>
        </Stack>
      </form>
    </CollapsibleCard>
  );
}
