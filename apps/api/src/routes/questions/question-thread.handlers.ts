// A question's thread after its answer and its photos (docs/product/states.md: Question;
// docs/product/security.md: private files): the student adds a follow-up once the question is
// answered, staff answer it, and until they do the question waits for them again. Photos are
// attached and removed by the asker while the question is unanswered and served only to the asker
// and the lecture's staff.
import { and, eq, isNull, notExists } from 'drizzle-orm';
import {
  QUESTION_IMAGE_MAX_BYTES,
  QUESTION_IMAGE_MAX_COUNT,
  QUESTION_IMAGE_TYPES,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { answers, questionFollowUps, questionImages, questions } from '../../db/schema/learning.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { ApiError, conflict, notFound } from '../../lib/errors.ts';
import type { StoredFile } from '../../lib/files.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import {
  notify,
  questionAnswered,
  questionAsked,
} from '../notifications/notifications.handlers.ts';
import {
  askedLecture,
  ownQuestion,
  shown,
  takeQuestionAttempt,
  taughtQuestion,
} from './questions.handlers.ts';

const m = validation.followUp;
const imageMessages = validation.questionImages;

/** Follow-ups one question may carry: a thread, not a chat. */
export const MAX_FOLLOW_UPS = 10;

export async function addFollowUp(
  deps: AppServices,
  user: AuthUser,
  id: number,
  { content }: { content: string },
) {
  const { db } = deps.database;
  const question = await ownQuestion(db, user, id);
  const lecture = await askedLecture(db, user, question.lectureId);
  if (!question.isAnswered) throw conflict(m.notAnswered);
  if (question.followUps.length >= MAX_FOLLOW_UPS) throw conflict(m.tooMany(MAX_FOLLOW_UPS));
  await takeQuestionAttempt(db, user);
  try {
    // The lecture's teacher is told in the same transaction (docs/decisions/016-live-channel.md).
    await liveTransaction(deps, async (tx, emit) => {
      const [followUp] = await tx
        .insert(questionFollowUps)
        .values({ questionId: id, content })
        .returning({ createdAt: questionFollowUps.createdAt });
      // The follow-up waits for staff from now on.
      await tx
        .update(questions)
        .set({ waitingSince: followUp!.createdAt })
        .where(eq(questions.id, id));
      await notify(tx, emit, [
        questionAsked({ id, teacherId: lecture.teacherId, lectureTitle: lecture.title }),
      ]);
    });
  } catch (error) {
    // Two at once: the partial unique index keeps one open follow-up.
    if (isUniqueViolation(error)) throw conflict(m.notAnswered);
    throw error;
  }
  return shown(db, id);
}

export async function answerFollowUp(
  deps: AppServices,
  user: AuthUser,
  { id, followUpId }: { id: number; followUpId: number },
  { content }: { content: string },
) {
  const { db } = deps.database;
  const question = await taughtQuestion(db, user, id);
  const followUp = question.followUps.find((candidate) => candidate.id === followUpId);
  if (!followUp) throw notFound(m.notFound);
  if (followUp.answer) throw conflict(m.alreadyAnswered);
  // Only a follow-up still without its answer is updated: two staff at once, one wins. The
  // student is told in the same transaction.
  await liveTransaction(deps, async (tx, emit) => {
    const updated = await tx
      .update(questionFollowUps)
      .set({ answerContent: content, answeredBy: user.id, answeredAt: new Date() })
      .where(and(eq(questionFollowUps.id, followUpId), isNull(questionFollowUps.answeredAt)))
      .returning({ id: questionFollowUps.id });
    if (updated.length === 0) throw conflict(m.alreadyAnswered);
    // Its follow-up answered (the only one that could wait), the question waits no more.
    await tx.update(questions).set({ waitingSince: null }).where(eq(questions.id, id));
    await notify(tx, emit, [questionAnswered(question)], deps);
  });
  return shown(db, id);
}

/** Photos join an unanswered question of the asker's, up to three in all. */
export async function attachImages(deps: AppServices, user: AuthUser, id: number, images: File[]) {
  const { db } = deps.database;
  const question = await ownQuestion(db, user, id);
  await askedLecture(db, user, question.lectureId);
  if (question.answer) throw conflict(validation.question.answeredLocked);
  if (question.images.length + images.length > QUESTION_IMAGE_MAX_COUNT) {
    throw conflict(imageMessages.tooMany(QUESTION_IMAGE_MAX_COUNT));
  }
  const stored: StoredFile[] = [];
  try {
    for (const image of images) {
      stored.push(
        await deps.files.storeImage(image, {
          maxWidth: 2000,
          maxHeight: 2000,
          maxBytes: QUESTION_IMAGE_MAX_BYTES,
          private: true,
          mimes: QUESTION_IMAGE_TYPES,
          typeMessage: imageMessages.type,
        }),
      );
    }
    await db.transaction(async (tx) => {
      // Counted again inside the write, so two uploads at once cannot pass three together.
      await tx
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.id, id))
        .for('update');
      const present = await tx
        .select({ id: questionImages.id })
        .from(questionImages)
        .where(eq(questionImages.questionId, id));
      if (present.length + stored.length > QUESTION_IMAGE_MAX_COUNT) {
        throw conflict(imageMessages.tooMany(QUESTION_IMAGE_MAX_COUNT));
      }
      await tx
        .insert(questionImages)
        .values(stored.map((file) => ({ questionId: id, fileKey: file.key })));
    });
  } catch (error) {
    await Promise.all(stored.map((file) => deps.files.remove(file.key).catch(() => {})));
    throw error;
  }
  return shown(db, id);
}

/**
 * The asker removes one photo of their unanswered question; a photo of another question, or of
 * another's, answers 404 as if it did not exist.
 */
export async function removeImage(
  deps: AppServices,
  user: AuthUser,
  { id, imageId }: { id: number; imageId: number },
) {
  const { db } = deps.database;
  const question = await ownQuestion(db, user, id);
  await askedLecture(db, user, question.lectureId);
  if (!question.images.some((image) => image.id === imageId)) {
    throw notFound(imageMessages.notFound);
  }
  if (question.answer) throw conflict(validation.question.answeredLocked);
  // Removed only while no answer exists, in the same statement: an answer that lands first wins.
  const [removed] = await db
    .delete(questionImages)
    .where(
      and(
        eq(questionImages.id, imageId),
        eq(questionImages.questionId, id),
        notExists(db.select().from(answers).where(eq(answers.questionId, id))),
      ),
    )
    .returning({ key: questionImages.fileKey });
  if (!removed) {
    const now = await ownQuestion(db, user, id);
    if (now.answer) throw conflict(validation.question.answeredLocked);
    throw notFound(imageMessages.notFound);
  }
  // The row is gone, so no one is served the photo; its file follows.
  await deps.files.remove(removed.key).catch(() => {});
  return shown(db, id);
}

/**
 * A question's photo for the asker or the lecture's staff; anyone else is answered 404, as if it
 * did not exist.
 */
export async function questionImageFile(deps: AppServices, user: AuthUser, imageId: number) {
  const { db } = deps.database;
  const [image] = await db
    .select({ key: questionImages.fileKey, questionId: questionImages.questionId })
    .from(questionImages)
    .where(eq(questionImages.id, imageId));
  if (!image) throw notFound(imageMessages.notFound);
  const staff = user.role === 'ADMIN' || user.role === 'TEACHER';
  try {
    if (staff) await taughtQuestion(db, user, image.questionId);
    else await ownQuestion(db, user, image.questionId);
  } catch (error) {
    // Refused (another's question, another teacher's lecture): as if it did not exist. A failed
    // read (the database away) stays what it is.
    if (error instanceof ApiError) throw notFound(imageMessages.notFound);
    throw error;
  }
  const file = await deps.files.storage.open(image.key);
  if (!file) throw notFound(imageMessages.notFound);
  return file;
}
