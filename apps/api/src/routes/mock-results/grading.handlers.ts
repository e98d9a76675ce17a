// A teacher grades a sitting's 記述 (docs/product/mock-exams.md: grading and results): a JASSO
// level and a comment on the WRITING section's score; the sitting is GRADED once no section's
// score is missing. The student is told once, in the grade's transaction (the live channel,
// docs/decisions/016-live-channel.md); a regrade changes the score without telling again.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import * as mockResultStrings from '@academy/strings/mock-results';
import type { AppServices, AuthUser } from '../../app-env.ts';
import {
  mockSectionScores,
  mockSections,
  mockSittings,
  type MockExamRow,
} from '../../db/schema/mock-exams.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import { notify } from '../notifications/notifications.handlers.ts';
import type { NewNotification } from '../notifications/notifications.queries.ts';
import { sectionsOf } from './mock-results.queries.ts';
import { staffSitting } from './staff.handlers.ts';

const errors = mockResultStrings.errors;

/** The student's notice that their 記述 was graded, linking to their result page. */
export const writingGraded = (sitting: {
  userId: number;
  exam: Pick<MockExamRow, 'id' | 'title'>;
}): NewNotification => ({
  userId: sitting.userId,
  kind: 'MOCK_WRITING_GRADED',
  text: mockResultStrings.messages.writingGraded(sitting.exam.title),
  link: { app: 'classroom', path: `/mock-exams/${sitting.exam.id}/result` },
});

/** Sets the 記述's level and comment; answers the student's id (for the access log). */
export async function gradeWriting(
  deps: AppServices,
  user: AuthUser,
  sittingId: number,
  grade: { level: number; comment: string },
) {
  const { db } = deps.database;
  const { sitting, exam } = await staffSitting(db, user, sittingId);
  if (sitting.state === 'IN_PROGRESS') throw conflict(errors.gradingInProgress);
  const writing = (await sectionsOf(db, exam.id)).find((section) => section.kind === 'WRITING');
  if (!writing) throw badRequest(errors.noWriting);
  const now = new Date();
  await liveTransaction(deps, async (tx, emit) => {
    // the row locked: two teachers grading at once tell the student once
    const [before] = await tx
      .select()
      .from(mockSectionScores)
      .where(
        and(
          eq(mockSectionScores.sittingId, sitting.id),
          eq(mockSectionScores.sectionId, writing.id),
        ),
      )
      .for('update');
    const values = {
      writingLevel: grade.level,
      scaled: grade.level,
      comment: grade.comment,
      gradedBy: user.id,
      gradedAt: now,
    };
    if (before) {
      await tx
        .update(mockSectionScores)
        .set(values)
        .where(
          and(
            eq(mockSectionScores.sittingId, sitting.id),
            eq(mockSectionScores.sectionId, writing.id),
          ),
        );
    } else {
      await tx
        .insert(mockSectionScores)
        .values({ sittingId: sitting.id, sectionId: writing.id, ...values });
    }
    // the mock's kept results are computed again (a regrade too)
    await tx.update(mockSittings).set({ resultsAt: now }).where(eq(mockSittings.id, sitting.id));
    // every section scored: the sitting is graded (a regrade leaves its first gradedAt)
    const [unscored] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(mockSections)
      .where(
        and(
          eq(mockSections.examId, exam.id),
          sql`not exists (select 1 from ${mockSectionScores} where ${mockSectionScores.sittingId} = ${sitting.id} and ${mockSectionScores.sectionId} = ${mockSections.id} and ${isNotNull(mockSectionScores.scaled)})`,
        ),
      );
    if ((unscored?.count ?? 0) === 0) {
      await tx
        .update(mockSittings)
        .set({ state: 'GRADED', gradedAt: now })
        .where(and(eq(mockSittings.id, sitting.id), eq(mockSittings.state, 'SUBMITTED')));
    }
    // told once: when no teacher had graded it before (a blank 記述 scored 0 on submission counts
    // as not graded by a teacher)
    const firstGrade = !before || before.gradedBy === null || before.writingLevel === null;
    if (firstGrade) await notify(tx, emit, [writingGraded({ userId: sitting.userId, exam })]);
  });
  return { studentId: sitting.userId };
}
