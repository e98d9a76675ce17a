// A quiz lesson's questions with their options (correct flags included: server side only), and
// the student's attempts.
import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import type { QuizReveal } from '@academy/api-client/contract';
import type { Database } from '../../db/client.ts';
import { details, quizOptions, quizzes } from '../../db/schema/lectures.ts';
import { quizAttempts } from '../../db/schema/progress.ts';

type Reader = Pick<Database, 'select'>;

export interface QuestionWithOptions {
  quizId: number;
  question: string;
  explanation: string | null;
  options: { optionId: number; optionText: string; isCorrect: boolean }[];
}

export async function questionsOf(db: Reader, detailId: number): Promise<QuestionWithOptions[]> {
  const rows = await db
    .select({ quiz: quizzes, option: quizOptions })
    .from(quizzes)
    .leftJoin(quizOptions, eq(quizOptions.quizId, quizzes.id))
    .where(eq(quizzes.detailId, detailId))
    .orderBy(asc(quizzes.position), asc(quizzes.id), asc(quizOptions.position));
  const list: QuestionWithOptions[] = [];
  for (const { quiz, option } of rows) {
    let entry = list.at(-1);
    if (entry?.quizId !== quiz.id) {
      entry = {
        quizId: quiz.id,
        question: quiz.question,
        explanation: quiz.explanation,
        options: [],
      };
      list.push(entry);
    }
    if (option) {
      entry.options.push({
        optionId: option.id,
        optionText: option.optionText,
        isCorrect: option.isCorrect,
      });
    }
  }
  return list;
}

export async function attemptsOf(db: Reader, userId: number, detailId: number) {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.detailId, detailId)))
    .orderBy(desc(quizAttempts.createdAt), desc(quizAttempts.id));
}

export async function attemptCount(db: Reader, userId: number, detailId: number) {
  const [row] = await db
    .select({ used: count() })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.detailId, detailId)));
  return row?.used ?? 0;
}

export async function bestScoreOf(db: Reader, userId: number, detailId: number) {
  const [row] = await db
    .select({ best: max(quizAttempts.score) })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.detailId, detailId)));
  return row?.best ?? null;
}

/** Replaces a quiz lesson's whole question set and its settings given (staff's editor). */
export async function replaceQuestions(
  tx: Pick<Database, 'insert' | 'delete' | 'update'>,
  detailId: number,
  {
    passScore,
    maxAttempts,
    revealAnswers,
    questions,
  }: {
    passScore?: number;
    maxAttempts?: number;
    revealAnswers?: QuizReveal;
    questions: {
      question: string;
      explanation?: string | null;
      options: { optionText: string; isCorrect: boolean }[];
    }[];
  },
) {
  const settings = { passScore, maxAttempts, revealAnswers };
  if (Object.values(settings).some((value) => value !== undefined)) {
    await tx.update(details).set(settings).where(eq(details.id, detailId));
  }
  await tx.delete(quizzes).where(eq(quizzes.detailId, detailId));
  for (const [position, item] of questions.entries()) {
    const [created] = await tx
      .insert(quizzes)
      .values({
        detailId,
        question: item.question,
        explanation: item.explanation || null,
        position,
      })
      .returning({ id: quizzes.id });
    await tx.insert(quizOptions).values(
      item.options.map((option, index) => ({
        quizId: created!.id,
        optionText: option.optionText,
        isCorrect: option.isCorrect,
        position: index,
      })),
    );
  }
}
