// The signed-in student's own account (docs/product/api.md: /api/me): the profile edit under the
// sign-up's rules, the password change that signs out every other session, and the learning summary
// counted from the records the classroom keeps (docs/product/learning.md).
import * as accounts from '@academy/strings/accounts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type {
  LearningSummary,
  PasswordChangeRequest,
  ProfileUpdateRequest,
} from '@academy/api-client/contract';
import type { AppEnv, AuthUser } from '../../app-env.ts';
import { authSessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../../lib/auth/passwords.ts';
import { callersChanged } from '../../lib/auth/signed-in.ts';
import { announceLive } from '../../lib/live/hub.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { ok } from '../../lib/envelope.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { api } from '@academy/strings/api';
import { sendVerification } from '../account-mail/account-tokens.ts';
import { profileColumns } from '../auth/auth.accounts.ts';
import { emailEquals } from '../auth/auth.queries.ts';
import { achievements } from '../learning/achievements.handlers.ts';
import { myLectures, myQuizzes } from '../learning/learning.handlers.ts';
import { submissionRows, watchRows } from '../learning/learning.queries.ts';
import { toUser } from '../users/users.routes.ts';
import { checkOwnPassword } from './own-password.ts';

type Ctx = Context<AppEnv>;
const say = accounts.answers;

/** The own-profile routes are a student's: staff have no student profile to edit. */
export function studentOnly(user: AuthUser) {
  if (user.role !== 'STUDENT') throw forbidden(say.studentsOnly);
}

/** PATCH /api/me: the sign-up's fields but the password; the email stays unique (any case). */
export async function updateProfile(c: Ctx, input: v.InferOutput<typeof ProfileUpdateRequest>) {
  const db = c.var.deps.database.db;
  const id = c.var.user.id;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(emailEquals(input.userId), ne(users.id, id)))
    .limit(1);
  if (taken) throw conflict(api.auth.emailTaken);
  try {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
      if (!before) throw notFound();
      // A new email is unverified until its own link is opened (docs/product/security.md).
      const emailChanged = before.email.toLowerCase() !== input.userId.toLowerCase();
      const [updated] = await tx
        .update(users)
        .set({ ...profileColumns(input), ...(emailChanged ? { emailVerifiedAt: null } : {}) })
        .where(eq(users.id, id))
        .returning();
      if (emailChanged) await sendVerification(tx, c.var.deps.env, updated!);
      return updated!;
    });
    // The signed-in callers kept in memory carry the email and name (signed-in.ts).
    callersChanged();
    return ok(c, toUser(row), say.profileUpdated);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(api.auth.emailTaken);
    throw error;
  }
}

/** POST /api/me/password: the new hash, and every session but the caller's is signed out. */
export async function changePassword(c: Ctx, input: v.InferOutput<typeof PasswordChangeRequest>) {
  const db = c.var.deps.database.db;
  const { id, sid } = c.var.user;
  await checkOwnPassword(db, id, input.currentPassword, say.currentPasswordWrong);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    await tx
      .update(authSessions)
      .set({ revokedAt: sql`now()`, revokedReason: 'password' })
      .where(
        and(eq(authSessions.userId, id), ne(authSessions.id, sid), isNull(authSessions.revokedAt)),
      );
  });
  callersChanged();
  // Their open live channels check their session now and close (the caller's stays).
  await announceLive(db, { k: 'revoke', userId: id });
  return ok(c, null, say.passwordChanged);
}

/** GET /api/me/learning-summary: the caller's lectures, lessons, watching, quizzes, assignments. */
export async function learningSummary(c: Ctx): Promise<LearningSummary> {
  const deps = c.var.deps;
  const user = c.var.user;
  const db = deps.database.db;
  const [lectures, quizzes, watches, submissions, earned] = await Promise.all([
    myLectures(deps, user),
    myQuizzes(deps, user),
    watchRows(db, user.id),
    submissionRows(db, user.id),
    achievements(deps, user),
  ]);
  const taken = quizzes.filter((quiz) => quiz.attemptCount > 0);
  const best = taken.map((quiz) => quiz.bestScore ?? 0);
  return {
    lectures: lectures.length,
    completedLessons: lectures.reduce((sum, lecture) => sum + lecture.completedLessons, 0),
    totalLessons: lectures.reduce((sum, lecture) => sum + lecture.totalLessons, 0),
    watchedSeconds: Math.floor(watches.reduce((sum, row) => sum + row.watchedMs, 0) / 1000),
    quizzesTaken: taken.length,
    quizzesPassed: quizzes.filter((quiz) => quiz.isCompleted).length,
    quizAverageBestScore: best.length
      ? Math.round(best.reduce((sum, score) => sum + score, 0) / best.length)
      : null,
    assignmentsSubmitted: new Set(submissions.map((row) => row.detailId)).size,
    assignmentsPassed: submissions.filter((row) => row.isCompleted).length,
    currentStreakDays: earned.currentStreakDays,
  };
}
