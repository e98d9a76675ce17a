// What the question routes do (docs/product/screens.md, docs/product/api.md): a student edits and
// deletes only an unanswered question of their own; staff answer a question about a lecture they
// teach (an admin, any), and the other side is told in the same transaction
// (docs/decisions/016-live-channel.md).
import { and, count, eq, notExists } from 'drizzle-orm';
import {
  BOARD_PAGE_SIZE,
  type AnswerRequest,
  type QuestionBoardQuery,
  type QuestionCreateRequest,
} from '@academy/api-client/contract';
import type * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import type { AppServices, AuthUser } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { answers, questionImages, questions } from '../../db/schema/learning.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { assertManages, assertMayRecordLearning } from '../../lib/lecture-access.ts';
import { takeAttempts, tooManyRequests, type LimitRule } from '../../lib/rate-limit.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import { requestedPage } from '../../lib/paging.ts';
import {
  notify,
  questionAnswered,
  questionAsked,
} from '../notifications/notifications.handlers.ts';
import { boardQuestions, groupedQuestions, publicQuestion, questionView } from './question-view.ts';
import { lectureAsked } from './questions.queries.ts';

const messages = validation.question;

/**
 * Per student, across lectures and processes: enough for a study session, too few to flood a
 * teacher (docs/decisions/037).
 */
export const QUESTION_RATE_LIMIT = { limit: 20, windowSeconds: 60 * 60 };
/** Unanswered questions a student may have open in one lecture at once. */
export const MAX_OPEN_QUESTIONS = 5;

/** The lecture a question is asked about, when the learning rule lets the caller write in it. */
export async function askedLecture(db: Database, user: AuthUser, lectureId: number) {
  const lecture = await lectureAsked(db, lectureId);
  if (!lecture) throw notFound(validation.lecture.notFound);
  await assertMayRecordLearning(db, user, lecture);
  return lecture;
}

async function openQuestions(db: Database, userId: number, lectureId: number) {
  const [row] = await db
    .select({ open: count() })
    .from(questions)
    .where(
      and(
        eq(questions.userId, userId),
        eq(questions.lectureId, lectureId),
        notExists(db.select().from(answers).where(eq(answers.questionId, questions.id))),
      ),
    );
  return row?.open ?? 0;
}

/** A student's own question; someone else's answers 404, as if it did not exist. */
export async function ownQuestion(db: Database, user: AuthUser, id: number) {
  const question = await questionView(db, id);
  if (!question || question.ownerId !== user.id) throw notFound(messages.notFound);
  return question;
}

/** A question about a lecture the caller teaches (or any, for an admin). */
export async function taughtQuestion(db: Database, user: AuthUser, id: number) {
  const question = await questionView(db, id);
  if (!question) throw notFound(messages.notFound);
  assertManages(user, question);
  return question;
}

/** The question as it is now, as every screen shows it. */
export const shown = async (db: Database, id: number) =>
  publicQuestion((await questionView(db, id))!);

/**
 * One of the student's questions or follow-ups, counted before the write, atomically, so parallel
 * writes cannot pass the limit.
 */
export async function takeQuestionAttempt(db: Database, user: AuthUser) {
  const rule: LimitRule = { key: `questions:user:${user.id}`, ...QUESTION_RATE_LIMIT };
  const taken = (await takeAttempts(db, [rule])).get(rule.key);
  if (taken && taken.count > rule.limit) {
    throw tooManyRequests(messages.rateLimitedAction, taken.wait);
  }
}

export const myQuestions = (db: Database, user: AuthUser) =>
  groupedQuestions(db, eq(questions.userId, user.id));

export async function askQuestion(
  deps: AppServices,
  user: AuthUser,
  { lectureId, title, content }: v.InferOutput<typeof QuestionCreateRequest>,
) {
  const { db } = deps.database;
  const lecture = await askedLecture(db, user, lectureId);
  if ((await openQuestions(db, user.id, lectureId)) >= MAX_OPEN_QUESTIONS) {
    throw conflict(messages.tooManyOpen(MAX_OPEN_QUESTIONS));
  }
  await takeQuestionAttempt(db, user);
  // The lecture's teacher is told in the same transaction (docs/decisions/016-live-channel.md).
  const created = await liveTransaction(deps, async (tx, emit) => {
    const [row] = await tx
      .insert(questions)
      .values({ userId: user.id, lectureId, title, content })
      .returning({ id: questions.id });
    await notify(tx, emit, [
      questionAsked({ id: row!.id, teacherId: lecture.teacherId, lectureTitle: lecture.title }),
    ]);
    return row;
  });
  return shown(db, created!.id);
}

export const myQuestion = async (db: Database, user: AuthUser, id: number) =>
  publicQuestion(await ownQuestion(db, user, id));

export async function editMyQuestion(
  db: Database,
  user: AuthUser,
  id: number,
  { title, content }: { title: string; content: string },
) {
  const question = await ownQuestion(db, user, id);
  await askedLecture(db, user, question.lectureId);
  if (question.answer) throw conflict(messages.answeredLocked);
  await db.update(questions).set({ title, content }).where(eq(questions.id, id));
  return shown(db, id);
}

export async function deleteMyQuestion(
  { database: { db }, files }: Pick<AppServices, 'database' | 'files'>,
  user: AuthUser,
  id: number,
) {
  const question = await ownQuestion(db, user, id);
  if (question.answer) throw conflict(messages.answeredLocked);
  const keys = await db
    .select({ key: questionImages.fileKey })
    .from(questionImages)
    .where(eq(questionImages.questionId, id));
  await db.delete(questions).where(eq(questions.id, id));
  // The photos' rows went with the question (cascade); their files go after it.
  await Promise.all(keys.map(({ key }) => files.remove(key).catch(() => {})));
}

export const taughtQuestions = (
  db: Database,
  user: AuthUser,
  query: v.InferOutput<typeof QuestionBoardQuery>,
) => {
  // a cursor asks for the page after it: paged even without page or size
  const paging = requestedPage(query.after ? { ...query, page: 0 } : query, BOARD_PAGE_SIZE);
  return boardQuestions(db, user, query, paging && { ...paging, after: query.after });
};

export const taughtQuestionDetail = async (db: Database, user: AuthUser, id: number) =>
  publicQuestion(await taughtQuestion(db, user, id));

export async function answerQuestion(
  deps: AppServices,
  user: AuthUser,
  id: number,
  { content }: v.InferOutput<typeof AnswerRequest>,
) {
  const { db } = deps.database;
  const question = await taughtQuestion(db, user, id);
  if (question.answer) throw conflict(validation.answer.alreadyAnswered);
  try {
    // The student is told in the same transaction (docs/decisions/016-live-channel.md).
    await liveTransaction(deps, async (tx, emit) => {
      await tx.insert(answers).values({ questionId: id, teacherId: user.id, content });
      // Answered: it waits no more (a follow-up comes only after the answer).
      await tx.update(questions).set({ waitingSince: null }).where(eq(questions.id, id));
      await notify(tx, emit, [questionAnswered(question)], deps);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(validation.answer.alreadyAnswered);
    throw error;
  }
  return shown(db, id);
}

export async function editAnswer(
  db: Database,
  user: AuthUser,
  id: number,
  { content }: v.InferOutput<typeof AnswerRequest>,
) {
  const question = await taughtQuestion(db, user, id);
  if (!question.answer) throw conflict(validation.answer.notAnswered);
  await db.update(answers).set({ content }).where(eq(answers.questionId, id));
  return shown(db, id);
}
