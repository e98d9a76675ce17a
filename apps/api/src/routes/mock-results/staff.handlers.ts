// Staff's view of a mock's results (docs/product/mock-exams.md: grading and results): counts, each
// section's distribution, the students' table with their percentile rank, the CSV, the 記述 queue
// and one sitting's answers. A teacher reads only the mocks they made; an admin every one.
// A mock's sittings are read whole (a few numbers each): the percentile needs every total anyway.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SECTION_SCALE } from '@academy/api-client/contract/eju';
import {
  MOCK_TOTAL_KINDS,
  type MockResults,
  type MockSittingDetail,
  type MockStudentRow,
  type MockWritingQueue,
  type MockWritingRow,
} from '@academy/api-client/contract';
import * as eju from '@academy/strings/eju';
import * as mockResultStrings from '@academy/strings/mock-results';
import type { AppServices, AuthUser } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import {
  mockAnswers,
  mockExams,
  mockItems,
  mockSectionScores,
  mockSittings,
  type MockExamRow,
  type MockSectionRow,
} from '../../db/schema/mock-exams.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/errors.ts';
import { iso } from '../../lib/lecture-access.ts';
import { maskEmail } from '../../lib/masking.ts';
import { csvField, seoulDateTime } from '../roster/roster.handlers.ts';
import { average, binsOf, median, percentileRanks } from './figures.ts';
import {
  assertReadsMock,
  characterCount,
  examHead,
  itemsWithAnswers,
  reviewItem,
  scoresOf,
  sectionsOf,
  sectionViews,
  staffExam,
} from './mock-results.queries.ts';

type Reader = Pick<Database, 'select'>;
const errors = mockResultStrings.errors;

/** The sections a row's total adds: the subject's (MOCK_TOTAL_KINDS), else every section. */
function totalSections(exam: MockExamRow, sections: MockSectionRow[]) {
  const kinds = MOCK_TOTAL_KINDS[exam.subject];
  return kinds ? sections.filter((section) => kinds.includes(section.kind)) : sections;
}

/** Every finished sitting of the mock with its scores, total and percentile, best total first. */
async function scoredRows(db: Reader, exam: MockExamRow, sections: MockSectionRow[]) {
  const sittings = await db
    .select({
      sitting: mockSittings,
      student: { id: users.id, name: users.name, email: users.email },
    })
    .from(mockSittings)
    .innerJoin(users, eq(users.id, mockSittings.userId))
    .where(and(eq(mockSittings.examId, exam.id), ne(mockSittings.state, 'IN_PROGRESS')));
  const scores = await scoresOf(
    db,
    sittings.map((row) => row.sitting.id),
  );
  const scaledOf = new Map(
    scores.map((score) => [`${score.sittingId}:${score.sectionId}`, score.scaled]),
  );
  const summed = totalSections(exam, sections);
  const rows = sittings.map(({ sitting, student }) => {
    const rowScores = sections.map((section) => ({
      sectionId: section.id,
      scaled: scaledOf.get(`${sitting.id}:${section.id}`) ?? null,
    }));
    const parts = rowScores.filter((score) =>
      summed.some((section) => section.id === score.sectionId),
    );
    const total =
      parts.length === 0 || parts.some((part) => part.scaled === null)
        ? null
        : parts.reduce((sum, part) => sum + part.scaled!, 0);
    return { sitting, student, scores: rowScores, total };
  });
  const ranks = percentileRanks(
    rows.map((row) => row.total).filter((total): total is number => total !== null),
  );
  return rows
    .map((row) => ({ ...row, percentile: row.total === null ? null : ranks.get(row.total)! }))
    .sort(
      (a, b) =>
        (b.total ?? -1) - (a.total ?? -1) ||
        a.student.name.localeCompare(b.student.name, 'ko') ||
        a.sitting.id - b.sitting.id,
    );
}
type ScoredRow = Awaited<ReturnType<typeof scoredRows>>[number];

const studentRow = (row: ScoredRow): MockStudentRow => ({
  sittingId: row.sitting.id,
  student: { id: row.student.id, name: row.student.name, userId: maskEmail(row.student.email) },
  state: row.sitting.state,
  submittedAt: row.sitting.submittedAt ? iso(row.sitting.submittedAt) : null,
  scores: row.scores,
  total: row.total,
  percentile: row.percentile,
});

/** The mock's results page: counts, distributions, and one page of the students' table. */
export async function mockResults(
  deps: AppServices,
  user: AuthUser,
  examId: number,
  paging: { page: number; size: number },
): Promise<MockResults> {
  const { db } = deps.database;
  const exam = await staffExam(db, user, examId);
  const sections = await sectionsOf(db, examId);
  const [rows, [sat]] = await Promise.all([
    scoredRows(db, exam, sections),
    db.$count(mockSittings, eq(mockSittings.examId, examId)).then((count) => [count]),
  ]);
  const writing = sections.find((section) => section.kind === 'WRITING');
  const scoresOfSection = (section: MockSectionRow) =>
    rows
      .map((row) => row.scores.find((score) => score.sectionId === section.id)?.scaled ?? null)
      .filter((score): score is number => score !== null);
  const totals = rows.map((row) => row.total).filter((total): total is number => total !== null);
  const summed = totalSections(exam, sections);
  const from = paging.page * paging.size;
  return {
    exam: examHead(exam),
    counts: {
      sat: sat ?? 0,
      submitted: rows.length,
      graded: rows.filter((row) => row.sitting.state === 'GRADED').length,
      writingWaiting: writing
        ? rows.filter(
            (row) => row.scores.find((score) => score.sectionId === writing.id)?.scaled === null,
          ).length
        : 0,
    },
    sections: sections.map((section) => {
      const max = SECTION_SCALE[section.kind].max;
      const scores = scoresOfSection(section);
      return {
        sectionId: section.id,
        kind: section.kind,
        max,
        count: scores.length,
        average: average(scores),
        median: median(scores),
        bins: binsOf(section.kind, max, scores),
      };
    }),
    total: {
      max: summed.reduce((sum, section) => sum + SECTION_SCALE[section.kind].max, 0),
      kinds: summed.map((section) => section.kind),
      average: average(totals),
      median: median(totals),
    },
    students: {
      rows: rows.slice(from, from + paging.size).map(studentRow),
      total: rows.length,
      page: paging.page,
      size: paging.size,
    },
  };
}

/** CSV rows are written this many at a time (the stream's chunks). */
const CSV_BATCH = 500;
const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * The results as CSV, UTF-8 with a BOM for Excel (as the roster's): every finished sitting, emails
 * whole, best total first. The mock is checked before the first byte.
 */
export async function mockResultsCsv(deps: AppServices, user: AuthUser, examId: number) {
  const { db } = deps.database;
  const exam = await staffExam(db, user, examId);
  const sections = await sectionsOf(db, examId);
  const rows = await scoredRows(db, exam, sections);
  const c = mockResultStrings.admin.csvColumns;
  const header = csvLine([
    c.student,
    c.email,
    c.state,
    ...sections.map((section) => `${eju.sections[section.kind]} (${eju.estimated})`),
    c.total,
    c.percentile,
    c.submittedAt,
  ]);
  const line = (row: ScoredRow) =>
    csvLine([
      row.student.name,
      row.student.email,
      mockResultStrings.states[row.sitting.state],
      ...row.scores.map((score) => score.scaled),
      row.total,
      row.percentile,
      seoulDateTime(row.sitting.submittedAt ? iso(row.sitting.submittedAt) : null),
    ]);
  const encoder = new TextEncoder();
  let next = -1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < 0) {
        controller.enqueue(encoder.encode(`\uFEFF${header}`));
        next = 0;
        return;
      }
      if (next >= rows.length) {
        controller.close();
        return;
      }
      controller.enqueue(
        encoder.encode(
          rows
            .slice(next, next + CSV_BATCH)
            .map(line)
            .join(''),
        ),
      );
      next += CSV_BATCH;
    },
  });
  return { title: exam.title, body };
}

const gradersTable = alias(users, 'graders');

/** The finished sittings of a mock with their 記述 score and text length. */
async function writingRows(db: Reader, examId: number, writing: MockSectionRow) {
  const rows = await db
    .select({
      sitting: mockSittings,
      student: { id: users.id, name: users.name, email: users.email },
      score: mockSectionScores,
      gradedBy: gradersTable.name,
    })
    .from(mockSittings)
    .innerJoin(users, eq(users.id, mockSittings.userId))
    .leftJoin(
      mockSectionScores,
      and(
        eq(mockSectionScores.sittingId, mockSittings.id),
        eq(mockSectionScores.sectionId, writing.id),
      ),
    )
    .leftJoin(gradersTable, eq(gradersTable.id, mockSectionScores.gradedBy))
    .where(and(eq(mockSittings.examId, examId), ne(mockSittings.state, 'IN_PROGRESS')))
    .orderBy(asc(mockSittings.submittedAt), asc(mockSittings.id));
  const texts =
    rows.length === 0
      ? []
      : await db
          .select({ sittingId: mockAnswers.sittingId, text: mockAnswers.text })
          .from(mockAnswers)
          .innerJoin(mockItems, eq(mockItems.id, mockAnswers.itemId))
          .where(
            and(
              eq(mockItems.sectionId, writing.id),
              inArray(
                mockAnswers.sittingId,
                rows.map((row) => row.sitting.id),
              ),
            ),
          );
  const lengthOf = new Map<number, number>();
  for (const { sittingId, text } of texts) {
    lengthOf.set(sittingId, (lengthOf.get(sittingId) ?? 0) + characterCount(text));
  }
  return rows.map(({ sitting, student, score, gradedBy }): MockWritingRow => ({
    sittingId: sitting.id,
    student: { id: student.id, name: student.name, userId: maskEmail(student.email) },
    submittedAt: sitting.submittedAt ? iso(sitting.submittedAt) : null,
    length: lengthOf.get(sitting.id) ?? 0,
    writingLevel: score?.scaled == null ? null : (score.writingLevel ?? score.scaled),
    gradedAt: score?.scaled != null && score.gradedAt ? iso(score.gradedAt) : null,
    gradedBy: score?.scaled != null ? (gradedBy ?? null) : null,
  }));
}

/** The 記述 queue: waiting (no score yet) oldest first, then the graded ones latest first. */
export async function writingQueue(
  deps: AppServices,
  user: AuthUser,
  examId: number,
): Promise<MockWritingQueue> {
  const { db } = deps.database;
  const exam = await staffExam(db, user, examId);
  const sections = await sectionsOf(db, examId);
  const writing = sections.find((section) => section.kind === 'WRITING');
  const rows = writing ? await writingRows(db, examId, writing) : [];
  return {
    exam: examHead(exam),
    waiting: rows.filter((row) => row.writingLevel === null),
    graded: rows
      .filter((row) => row.writingLevel !== null)
      .sort((a, b) => (b.gradedAt ?? '').localeCompare(a.gradedAt ?? '')),
  };
}

/** A sitting with its mock, checked for the caller (404 unknown, 403 another teacher's mock). */
export async function staffSitting(db: Reader, user: AuthUser, sittingId: number) {
  const [found] = await db
    .select({
      sitting: mockSittings,
      exam: mockExams,
      student: { id: users.id, name: users.name, email: users.email },
    })
    .from(mockSittings)
    .innerJoin(mockExams, eq(mockExams.id, mockSittings.examId))
    .innerJoin(users, eq(users.id, mockSittings.userId))
    .where(eq(mockSittings.id, sittingId))
    .limit(1);
  if (!found) throw notFound(errors.sittingNotFound);
  assertReadsMock(user, found.exam);
  return found;
}

/** One sitting for staff: every answer, the 記述 with its length, the next one waiting. */
export async function sittingDetail(
  deps: AppServices,
  user: AuthUser,
  sittingId: number,
): Promise<MockSittingDetail> {
  const { db } = deps.database;
  const { sitting, exam, student } = await staffSitting(db, user, sittingId);
  const sections = await sectionsOf(db, exam.id);
  const [scores, items] = await Promise.all([
    scoresOf(db, [sitting.id]),
    itemsWithAnswers(db, sections, sitting.id),
  ]);
  const kindOf = new Map(sections.map((section) => [section.id, section.kind]));
  const writingSection = sections.find((section) => section.kind === 'WRITING');
  const writingItem = items.find((row) => row.bank.kind === 'WRITING');
  const writingScore = scores.find((score) => score.sectionId === writingSection?.id);
  const queue = writingSection ? await writingRows(db, exam.id, writingSection) : [];
  const next = queue.find((row) => row.writingLevel === null && row.sittingId !== sitting.id);
  const text = writingItem?.answer?.text ?? '';
  return {
    exam: examHead(exam),
    sittingId: sitting.id,
    student: { id: student.id, name: student.name, userId: maskEmail(student.email) },
    state: sitting.state,
    startedAt: iso(sitting.startedAt),
    submittedAt: sitting.submittedAt ? iso(sitting.submittedAt) : null,
    sections: sectionViews(sections, scores, items),
    writing:
      writingSection && writingItem
        ? {
            sectionId: writingSection.id,
            stem: writingItem.bank.stem,
            prompts: writingItem.bank.prompts ?? [],
            promptIndex: writingItem.answer?.promptIndex ?? null,
            text,
            characters: characterCount(text),
            writingLevel: writingScore?.scaled == null ? null : writingScore.writingLevel,
            comment: writingScore?.comment ?? null,
            gradedAt: writingScore?.gradedAt ? iso(writingScore.gradedAt) : null,
          }
        : null,
    answers: items
      .filter((row) => row.bank.kind !== 'WRITING')
      .map((row) => reviewItem(row, kindOf.get(row.item.sectionId)!)),
    nextWaitingSittingId: next?.sittingId ?? null,
  };
}
