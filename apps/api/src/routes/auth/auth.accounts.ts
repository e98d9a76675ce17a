// Accounts (docs/product/api.md, docs/product/screens.md): student sign-up (always a STUDENT), the
// email check sharing its budget, and the staff's instructor registration with encrypted bank
// details.
import { api } from '@academy/strings/api';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type {
  ProfileUpdateRequest,
  SignupRequest,
  TeacherRegisterRequest,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../../lib/auth/passwords.ts';
import { ok } from '../../lib/envelope.ts';
import { conflict } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { encryptField, maskDigits } from '../../lib/field-encryption.ts';
import { sendVerification } from '../account-mail/account-tokens.ts';
import { checkSignupConsents, recordSignupConsents } from '../consents/consents.handlers.ts';
import { toUser } from '../users/users.routes.ts';
import { takeSignupAttempt } from './auth.limits.ts';
import { emailEquals, emailInUse } from './auth.queries.ts';

type Ctx = Context<AppEnv>;

/**
 * A student's profile as its columns: what sign-up stores and the own-profile edit (PATCH
 * /api/me) replaces, under the same rules. A second subject's score is kept only with its subject.
 */
export function profileColumns(input: v.InferOutput<typeof ProfileUpdateRequest>) {
  const scores = input.ejuScores;
  return {
    email: input.userId,
    name: input.name,
    studentContact: input.studentContact,
    parentContact: input.parentContact,
    address: input.address,
    goalUniversities: input.goalUniversities,
    studyYears: input.studyYears,
    majorType: input.majorType,
    ejuScores: {
      listening: scores.listening,
      reading: scores.reading,
      totalListenRead: scores.totalListenRead,
      science: scores.science,
      subject1: scores.subject1 || null,
      score1: scores.subject1 ? (scores.score1 ?? null) : null,
      subject2: scores.subject2 || null,
      score2: scores.subject2 ? (scores.score2 ?? null) : null,
    },
    note: input.note || null,
  };
}

export async function signup(c: Ctx, input: v.InferOutput<typeof SignupRequest>) {
  const db = c.var.deps.database.db;
  await takeSignupAttempt(c, api.auth.signupAction);
  if (await emailInUse(db, input.userId)) throw conflict(api.auth.emailTaken);
  // The consents first: a refusal there writes nothing (docs/product/privacy.md).
  const documents = await checkSignupConsents(db, input.consents);
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(users)
        .values({
          passwordHash,
          role: 'STUDENT', // sign-up always creates a student (docs/product/roles.md)
          ...profileColumns(input),
          // unverified until the link the sign-up sends is opened (docs/product/security.md)
          emailVerifiedAt: null,
        })
        .returning();
      await recordSignupConsents(tx, inserted!.id, documents, input.consents);
      await sendVerification(tx, c.var.deps.env, inserted!);
      return inserted!;
    });
    return ok(c, toUser(row), api.auth.signedUp, 201);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(api.auth.emailTaken);
    throw error;
  }
}

/** Whether an email is free, counted against the sign-up budget. */
export async function checkEmail(c: Ctx, email: string) {
  const db = c.var.deps.database.db;
  await takeSignupAttempt(c, api.auth.emailCheckAction);
  const [row] = await db.select({ id: users.id }).from(users).where(emailEquals(email)).limit(1);
  return ok(c, { isDuplicate: !!row }, row ? api.auth.emailTaken : api.auth.emailAvailable);
}

/**
 * An instructor account made by staff; the photo is removed again when the insert fails
 * (docs/product/roles.md).
 */
export async function registerTeacher(c: Ctx, input: v.InferOutput<typeof TeacherRegisterRequest>) {
  const { database, env, files } = c.var.deps;
  const db = database.db;
  if (await emailInUse(db, input.userId)) throw conflict(api.auth.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const photo = await files.storeImage(input.imageFile, { maxWidth: 640, maxHeight: 640 });
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: input.userId,
        passwordHash,
        name: input.name,
        role: 'TEACHER',
        image: photo.url,
        teachingSubjects: input.teachingSubjects,
        introduction: input.introduction || null,
        bankName: input.bankName ?? null,
        accountNumberEncrypted: input.accountNumber
          ? encryptField(env.DATA_ENCRYPTION_KEY, 'account_number', input.accountNumber)
          : null,
        accountHolder: input.accountHolder ?? null,
        businessNumberEncrypted: input.businessNumber
          ? encryptField(env.DATA_ENCRYPTION_KEY, 'business_number', input.businessNumber)
          : null,
      })
      .returning();
    const teacher = row!;
    return ok(
      c,
      {
        id: teacher.id,
        name: teacher.name,
        userId: teacher.email,
        image: teacher.image,
        teachingSubjects: teacher.teachingSubjects,
        bankName: teacher.bankName,
        accountNumberMasked: input.accountNumber ? maskDigits(input.accountNumber) : null,
        accountHolder: teacher.accountHolder,
        businessNumberMasked: input.businessNumber ? maskDigits(input.businessNumber) : null,
      },
      api.auth.teacherRegistered,
      201,
    );
  } catch (error) {
    await files.remove(photo.key).catch(() => {});
    if (isUniqueViolation(error)) throw conflict(api.auth.emailTaken);
    throw error;
  }
}
