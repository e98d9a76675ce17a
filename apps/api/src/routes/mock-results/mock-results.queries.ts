// What the results read (docs/product/mock-exams.md: grading and results): a mock and who may
// read its results, its sections, a sitting's scores and its items with the answers given. Scores
// are read as grading kept them (mock_section_scores), never graded again here.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { SECTION_SCALE, toScaled } from '@academy/api-client/contract/eju';
import type { MockResultSection, MockReviewItem } from '@academy/api-client/contract';
import * as mockResultStrings from '@academy/strings/mock-results';
import type { AuthUser } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import {
  mockAnswers,
  mockExams,
  mockItems,
  mockSectionScores,
  mockSections,
  questionBankItems,
  type MockExamRow,
  type MockSectionRow,
  type MockSectionScoreRow,
} from '../../db/schema/mock-exams.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { iso } from '../../lib/lecture-access.ts';

type Reader = Pick<Database, 'select'>;
const errors = mockResultStrings.errors;

/** A mock as its results name it. */
export const examHead = (exam: MockExamRow) => ({
  id: exam.id,
  title: exam.title,
  subject: exam.subject,
  opensAt: exam.opensAt ? iso(exam.opensAt) : null,
  closesAt: exam.closesAt ? iso(exam.closesAt) : null,
});

/** Staff read a mock's results when an admin, or the teacher who made it (404, else 403). */
export function assertReadsMock(user: AuthUser, exam: Pick<MockExamRow, 'createdBy'>) {
  if (user.role !== 'ADMIN' && exam.createdBy !== user.id) throw forbidden(errors.notOwnMock);
}

export async function staffExam(db: Reader, user: AuthUser, examId: number) {
  const [exam] = await db.select().from(mockExams).where(eq(mockExams.id, examId)).limit(1);
  if (!exam) throw notFound(errors.examNotFound);
  assertReadsMock(user, exam);
  return exam;
}

export const sectionsOf = (db: Reader, examId: number) =>
  db
    .select()
    .from(mockSections)
    .where(eq(mockSections.examId, examId))
    .orderBy(asc(mockSections.position));

export const scoresOf = (db: Reader, sittingIds: number[]) =>
  sittingIds.length === 0
    ? Promise.resolve([] as MockSectionScoreRow[])
    : db.select().from(mockSectionScores).where(inArray(mockSectionScores.sittingId, sittingIds));

/** Every score in these sections (a mock's results: all its sittings at once). */
export const sectionScores = (db: Reader, sectionIds: number[]) =>
  sectionIds.length === 0
    ? Promise.resolve([] as Pick<MockSectionScoreRow, 'sittingId' | 'sectionId' | 'scaled'>[])
    : db
        .select({
          sittingId: mockSectionScores.sittingId,
          sectionId: mockSectionScores.sectionId,
          scaled: mockSectionScores.scaled,
        })
        .from(mockSectionScores)
        .where(inArray(mockSectionScores.sectionId, sectionIds));

/** Every item of the sections, in the mock's order, with the sitting's answer to it (if any). */
export async function itemsWithAnswers(db: Reader, sections: MockSectionRow[], sittingId: number) {
  if (sections.length === 0) return [];
  const rows = await db
    .select({ item: mockItems, bank: questionBankItems, answer: mockAnswers })
    .from(mockItems)
    .innerJoin(questionBankItems, eq(questionBankItems.id, mockItems.bankItemId))
    .leftJoin(
      mockAnswers,
      and(eq(mockAnswers.itemId, mockItems.id), eq(mockAnswers.sittingId, sittingId)),
    )
    .where(
      inArray(
        mockItems.sectionId,
        sections.map((section) => section.id),
      ),
    );
  const order = new Map(sections.map((section) => [section.id, section.position]));
  return rows.sort(
    (a, b) =>
      order.get(a.item.sectionId)! - order.get(b.item.sectionId)! ||
      a.item.position - b.item.position,
  );
}
export type ItemWithAnswer = Awaited<ReturnType<typeof itemsWithAnswers>>[number];

/** Whether a choice was right: as grading kept it, else the choice against the key. */
export const wasRight = ({ bank, answer }: ItemWithAnswer) =>
  answer?.correct ?? (answer?.choice != null && answer.choice === bank.answerIndex);

/** A section's result: the kept score (a section without one reads as nothing scored yet). */
export function sectionView(
  section: MockSectionRow,
  score: MockSectionScoreRow | undefined,
  pointsOfSection: number,
): MockResultSection {
  const raw = score?.raw ?? 0;
  const rawMax = score?.rawMax ?? pointsOfSection;
  const scaled = score?.scaled ?? null;
  const writing = section.kind === 'WRITING';
  return {
    sectionId: section.id,
    kind: section.kind,
    raw,
    rawMax,
    scaled,
    max: SECTION_SCALE[section.kind].max,
    estimated: true,
    linear: !writing && toScaled(raw, rawMax, section.kind, section.scaleTable).linear,
    writingLevel: score?.writingLevel ?? null,
    comment: score?.comment ?? null,
    pending: writing && scaled === null,
  };
}

/** The sections of a sitting as its result shows them. */
export function sectionViews(
  sections: MockSectionRow[],
  scores: MockSectionScoreRow[],
  items: ItemWithAnswer[],
) {
  return sections.map((section) =>
    sectionView(
      section,
      scores.find((score) => score.sectionId === section.id),
      items
        .filter((row) => row.item.sectionId === section.id)
        .reduce((sum, row) => sum + row.item.points, 0),
    ),
  );
}

/** One item with the answer given, the key and the explanation (after the window, or staff). */
export function reviewItem(row: ItemWithAnswer, sectionKind: MockResultSection['kind']) {
  const { item, bank, answer } = row;
  const writing = bank.kind === 'WRITING';
  return {
    itemId: item.id,
    sectionKind,
    position: item.position + 1,
    kind: bank.kind,
    unit: bank.unit,
    stem: bank.stem,
    options: bank.options ?? null,
    choice: answer?.choice ?? null,
    answerIndex: writing ? null : bank.answerIndex,
    correct: writing ? null : answer ? wasRight(row) : false,
    explanation: bank.explanation,
    prompts: bank.prompts ?? null,
    promptIndex: answer?.promptIndex ?? null,
    text: answer?.text ?? null,
  } satisfies MockReviewItem;
}

/** Characters of a 記述 text as the EJU counts them (each character once, surrogate pairs too). */
export const characterCount = (text: string | null | undefined) => [...(text ?? '')].length;
