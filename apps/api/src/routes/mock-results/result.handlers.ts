// A student's own result of a mock (docs/product/mock-exams.md: grading and results): each
// section's estimated score, the subject's total, the units to study next, and once the mock's
// window has closed each item with its right answer and explanation. Nothing of the key leaves
// before closesAt, so a student who sat early cannot pass it to one still sitting.
import { and, eq } from 'drizzle-orm';
import { MOCK_TOTAL_KINDS, mockTotalMax, type MockResult } from '@academy/api-client/contract';
import * as mockResultStrings from '@academy/strings/mock-results';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { mockExams, mockSittings } from '../../db/schema/mock-exams.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { iso } from '../../lib/lecture-access.ts';
import {
  examHead,
  itemsWithAnswers,
  reviewItem,
  scoresOf,
  sectionsOf,
  sectionViews,
  wasRight,
  type ItemWithAnswer,
} from './mock-results.queries.ts';

const errors = mockResultStrings.errors;

/** Right answers per unit of the choice items, weakest share first (more items first on a tie). */
export function unitBreakdown(items: ItemWithAnswer[]) {
  const units = new Map<string, { unit: string; right: number; total: number }>();
  for (const row of items) {
    if (row.bank.kind === 'WRITING') continue;
    const unit = units.get(row.bank.unit) ?? { unit: row.bank.unit, right: 0, total: 0 };
    unit.total += 1;
    if (wasRight(row)) unit.right += 1;
    units.set(row.bank.unit, unit);
  }
  return [...units.values()].sort(
    (a, b) =>
      a.right / a.total - b.right / b.total ||
      b.total - a.total ||
      a.unit.localeCompare(b.unit, 'ko'),
  );
}

/** The subject's total where the EJU reports one; null score while a part has none. */
export function subjectTotal(
  subject: MockResult['exam']['subject'],
  sections: MockResult['sections'],
) {
  const kinds = MOCK_TOTAL_KINDS[subject];
  const max = mockTotalMax(subject);
  if (!kinds || max === null) return null;
  const parts = sections.filter((section) => kinds.includes(section.kind));
  if (parts.length === 0) return null;
  const score = parts.some((part) => part.scaled === null)
    ? null
    : parts.reduce((sum, part) => sum + part.scaled!, 0);
  return { score, max, kinds: [...kinds] };
}

export async function studentResult(
  deps: AppServices,
  user: AuthUser,
  examId: number,
  now = new Date(),
): Promise<MockResult> {
  const { db } = deps.database;
  const [found] = await db
    .select({ sitting: mockSittings, exam: mockExams })
    .from(mockSittings)
    .innerJoin(mockExams, eq(mockExams.id, mockSittings.examId))
    .where(and(eq(mockSittings.examId, examId), eq(mockSittings.userId, user.id)))
    .limit(1);
  // another student's sitting is never read: only the caller's own is looked for
  if (!found) throw notFound(errors.noSitting);
  const { sitting, exam } = found;
  if (sitting.state === 'IN_PROGRESS') throw conflict(errors.stillSitting);
  const sections = await sectionsOf(db, examId);
  const [scores, items] = await Promise.all([
    scoresOf(db, [sitting.id]),
    itemsWithAnswers(db, sections, sitting.id),
  ]);
  const views = sectionViews(sections, scores, items);
  const reviewOpen = !!exam.closesAt && exam.closesAt.getTime() <= now.getTime();
  const kindOf = new Map(sections.map((section) => [section.id, section.kind]));
  return {
    exam: examHead(exam),
    sittingId: sitting.id,
    state: sitting.state,
    submittedAt: sitting.submittedAt ? iso(sitting.submittedAt) : null,
    sections: views,
    total: subjectTotal(exam.subject, views),
    units: unitBreakdown(items),
    reviewOpen,
    reviewOpensAt: exam.closesAt ? iso(exam.closesAt) : null,
    items: reviewOpen ? items.map((row) => reviewItem(row, kindOf.get(row.item.sectionId)!)) : [],
  };
}
