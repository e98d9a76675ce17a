// Everything the product holds about one person, as one readable JSON document (내 정보 내려받기,
// docs/product/privacy.md). A new table holding a person's rows adds its section here (and to the
// withdrawal in withdrawal.ts). Secrets stay out: the password hash, token hashes, encrypted bank
// fields.
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../app-env.ts';
import { ejuSittings } from '../../db/schema/accounts.ts';
import { authSessions } from '../../db/schema/auth.ts';
import { guardianInvitations } from '../../db/schema/guardian-invitations.ts';
import { guardianLinks } from '../../db/schema/guardians.ts';
import {
  answers,
  enrolmentRequests,
  enrolments,
  questionFollowUps,
  questionImages,
  questions,
  submissions,
} from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { chatMessages, notifications } from '../../db/schema/live.ts';
import { consentRecords } from '../../db/schema/privacy.ts';
import {
  lessonCompletions,
  lessonOpens,
  liveAttendance,
  quizAttempts,
  studyDays,
  watchProgress,
} from '../../db/schema/progress.ts';
import { passStories, reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import { toUser } from '../users/users.routes.ts';

/** The file's layout version: a reader can tell later layouts apart. */
const FORMAT = 'academy-personal-data/1';

export async function collectPersonalData(tx: Tx, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);

  const ownQuestions = await tx
    .select()
    .from(questions)
    .where(mine(questions))
    .orderBy(asc(questions.id));
  const questionIds = ownQuestions.map((row) => row.id);
  const ofQuestions = async <T>(read: (ids: number[]) => Promise<T[]>) =>
    questionIds.length ? read(questionIds) : [];

  return {
    format: FORMAT,
    generatedAt: new Date().toISOString(),
    profile: {
      ...toUser(user),
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      teachingSubjects: user.teachingSubjects,
      introduction: user.introduction,
      bankName: user.bankName,
      accountHolder: user.accountHolder,
      birthDate: user.birthDate,
    },
    // whom they follow or who follows them (docs/product/parents.md), and their invitations
    guardianLinks: await tx
      .select({
        studentId: guardianLinks.studentId,
        guardianId: guardianLinks.guardianId,
        createdAt: guardianLinks.createdAt,
      })
      .from(guardianLinks)
      .where(or(eq(guardianLinks.studentId, userId), eq(guardianLinks.guardianId, userId))),
    guardianInvitations: await tx
      .select({
        email: guardianInvitations.email,
        phone: guardianInvitations.phone,
        createdAt: guardianInvitations.createdAt,
        expiresAt: guardianInvitations.expiresAt,
        acceptedAt: guardianInvitations.acceptedAt,
        cancelledAt: guardianInvitations.cancelledAt,
      })
      .from(guardianInvitations)
      .where(eq(guardianInvitations.studentId, userId)),
    ejuSittings: await tx.select().from(ejuSittings).where(mine(ejuSittings)),
    consents: await tx
      .select({
        kind: consentRecords.kind,
        version: consentRecords.version,
        granted: consentRecords.granted,
        source: consentRecords.source,
        recordedAt: consentRecords.recordedAt,
      })
      .from(consentRecords)
      .where(mine(consentRecords))
      .orderBy(asc(consentRecords.id)),
    logins: await tx
      .select({
        createdAt: authSessions.createdAt,
        expiresAt: authSessions.expiresAt,
        revokedAt: authSessions.revokedAt,
        revokedReason: authSessions.revokedReason,
      })
      .from(authSessions)
      .where(mine(authSessions)),
    enrolments: await tx
      .select({
        lectureId: enrolments.lectureId,
        lectureTitle: lectures.title,
        status: enrolments.status,
        source: enrolments.source,
        startsAt: enrolments.startsAt,
        endsAt: enrolments.endsAt,
        createdAt: enrolments.createdAt,
      })
      .from(enrolments)
      .leftJoin(lectures, eq(lectures.id, enrolments.lectureId))
      .where(mine(enrolments)),
    enrolmentRequests: await tx.select().from(enrolmentRequests).where(mine(enrolmentRequests)),
    watchRecords: await tx.select().from(watchProgress).where(mine(watchProgress)),
    lessonOpens: await tx.select().from(lessonOpens).where(mine(lessonOpens)),
    lessonCompletions: await tx.select().from(lessonCompletions).where(mine(lessonCompletions)),
    liveAttendance: await tx.select().from(liveAttendance).where(mine(liveAttendance)),
    studyDays: await tx.select().from(studyDays).where(mine(studyDays)),
    quizAttempts: await tx.select().from(quizAttempts).where(mine(quizAttempts)),
    submissions: await tx.select().from(submissions).where(mine(submissions)),
    questions: ownQuestions,
    answers: await ofQuestions((ids) =>
      tx.select().from(answers).where(inArray(answers.questionId, ids)),
    ),
    questionFollowUps: await ofQuestions((ids) =>
      tx.select().from(questionFollowUps).where(inArray(questionFollowUps.questionId, ids)),
    ),
    questionPhotos: await ofQuestions((ids) =>
      tx
        .select({
          questionId: questionImages.questionId,
          fileKey: questionImages.fileKey,
          createdAt: questionImages.createdAt,
        })
        .from(questionImages)
        .where(inArray(questionImages.questionId, ids)),
    ),
    reviews: await tx.select().from(reviews).where(mine(reviews)),
    passStories: await tx.select().from(passStories).where(mine(passStories)),
    chatMessages: await tx.select().from(chatMessages).where(mine(chatMessages)),
    notifications: await tx.select().from(notifications).where(mine(notifications)),
    /** payments and orders: none are taken yet */
    orders: [],
  };
}
