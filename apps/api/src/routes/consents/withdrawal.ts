// What a withdrawal removes at once and what it keeps (docs/product/privacy.md). The users row
// stays, emptied (users.routes.ts), so what others wrote in the person's threads keeps an author
// shown as 탈퇴한 회원. Removed now: the person's learning records, requests, notifications, login
// tokens, stored answers of retried writes, question photos, data exports, guardian links and
// invitations (either side: docs/product/parents.md). Kept, under the
// withdrawn name: questions, follow-ups and submissions (a teacher's answers and feedback live in
// them), chat messages in lesson rooms, reviews and pass stories. Kept for their legal period: the
// consent records (lib/retention.ts).
import { api } from '@academy/strings/api';
import { eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../app-env.ts';
import { ejuSittings } from '../../db/schema/accounts.ts';
import { accountTokens } from '../../db/schema/account-tokens.ts';
import { messagePreferences } from '../../db/schema/message-preferences.ts';
import { guardianInvitations } from '../../db/schema/guardian-invitations.ts';
import { guardianLinks } from '../../db/schema/guardians.ts';
import { authSessions, refreshTokens } from '../../db/schema/auth.ts';
import {
  enrolmentRequests,
  enrolments,
  questionImages,
  questions,
} from '../../db/schema/learning.ts';
import { notifications } from '../../db/schema/live.ts';
import { notices } from '../../db/schema/notices.ts';
import { idempotencyKeys } from '../../db/schema/operations.ts';
import { dataExports } from '../../db/schema/privacy.ts';
import {
  lessonCompletions,
  lessonOpens,
  liveAttendance,
  quizAttempts,
  studyDays,
  watchProgress,
} from '../../db/schema/progress.ts';
import { passStories, reviews } from '../../db/schema/reviews.ts';

const withdrawnName = api.users.withdrawnName;

/**
 * Deletes and pseudonymises a withdrawing person's rows beyond the profile, in the withdrawal's
 * transaction; answers the stored files to remove once it has committed.
 */
export async function eraseBeyondProfile(tx: Tx, userId: number): Promise<string[]> {
  const photos = await tx
    .select({ id: questionImages.id, fileKey: questionImages.fileKey })
    .from(questionImages)
    .innerJoin(questions, eq(questions.id, questionImages.questionId))
    .where(eq(questions.userId, userId));
  if (photos.length)
    await tx.delete(questionImages).where(
      inArray(
        questionImages.id,
        photos.map((photo) => photo.id),
      ),
    );
  await tx.delete(ejuSittings).where(eq(ejuSittings.userId, userId));
  await tx
    .delete(refreshTokens)
    .where(
      inArray(
        refreshTokens.sessionId,
        tx
          .select({ id: authSessions.id })
          .from(authSessions)
          .where(eq(authSessions.userId, userId)),
      ),
    );
  for (const table of [
    notifications,
    enrolmentRequests,
    enrolments,
    watchProgress,
    lessonOpens,
    lessonCompletions,
    liveAttendance,
    quizAttempts,
    studyDays,
    dataExports,
    // the links sent by email carry the address; the message choices go with the person
    accountTokens,
    messagePreferences,
  ])
    await tx.delete(table).where(eq(table.userId, userId));
  // A withdrawn student is followed by nobody; a withdrawn parent follows nobody.
  await tx
    .delete(guardianLinks)
    .where(or(eq(guardianLinks.studentId, userId), eq(guardianLinks.guardianId, userId)));
  await tx.delete(guardianInvitations).where(eq(guardianInvitations.studentId, userId));
  // The answers kept for retried writes may hold the person's data (a day at most otherwise).
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `user:${userId}`));
  await tx.update(reviews).set({ userName: withdrawnName }).where(eq(reviews.userId, userId));
  await tx
    .update(reviews)
    .set({ replyAuthorName: withdrawnName })
    .where(eq(reviews.replyUserId, userId));
  await tx
    .update(passStories)
    .set({ authorName: withdrawnName })
    .where(eq(passStories.userId, userId));
  await tx.update(notices).set({ authorName: withdrawnName }).where(eq(notices.authorId, userId));
  return photos.map((photo) => photo.fileKey);
}
