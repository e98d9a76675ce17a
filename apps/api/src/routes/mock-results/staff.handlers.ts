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
import { keptResults, resultsStamp } from './results-cache.ts';
import {
  assertReadsMock,
  characterCount,
  examHead,
  itemsWithAnswers,
  reviewItem,
  scoresOf,
  sectionScores,
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

/** Korean order of names; one collator (localeCompare with a locale builds one per call). */
const byName = new Intl.Collator('ko').compare;

/**
 * Every finished sitting of the mock with its scores, total and percentile (numbers only: what a
 * mock's kept results hold, results-cache.ts).
 */
async function scoredSittings(db: Reader, exam: MockExamRow, sections: MockSectionRow[]) {
  const [sittings, scores] = await Promise.all([
    db
      .select({ id: mockSittings.id, state: mockSittings.state })
      .from(mockSittings)
      .where(and(eq(mockSittings.examId, exam.id), ne(mockSittings.state, 'IN_PROGRESS'))),
    // by the mock's sections (mock_section_scores_section_idx), not by thousands of sitting ids
    sectionScores(
      db,
      sections.map((section) => section.id),
    ),
  ]);
  const scaledOf = new Map(
    scores.map((score) => [`${score.sittingId}:${score.sectionId}`, score.scaled]),
  );
  const summed = new Set(totalSections(exam, sections).map((section) => section.id));
  const rows = sittings.map((sitting) => {
    const rowScores = sections.map((section) => ({
      sectionId: section.id,
      scaled: scaledOf.get(`${sitting.id}:${section.id}`) ?? null,
    }));
    const parts = rowScores.filter((score) => summed.has(score.sectionId));
    const total =
      parts.length === 0 || parts.some((part) => part.scaled === null)
        ? null
        : parts.reduce((sum, part) => sum + part.scaled!, 0);
    return { sittingId: sitting.id, state: sitting.state, scores: rowScores, total };
  });
  const ranks = percentileRanks(
    rows.map((row) => row.total).filter((total): total is number => total !== null),
  );
  return rows.map((row) => ({
    ...row,
    percentile: row.total === null ? null : ranks.get(row.total)!,
  }));
}
type Scored = Awaited<ReturnType<typeof scoredSittings>>[number];

/** Sittings whose students are read in one statement. */
const STUDENTS_BATCH = 2_000;

/** Who sat these sittings (name, email) and when they submitted, by sitting. */
async function studentsOf(db: Reader, sittingIds: number[]) {
  const people = new Map<
    number,
    { student: { id: number; name: string; email: string }; submittedAt: Date | null }
  >();
  for (let at = 0; at < sittingIds.length; at += STUDENTS_BATCH) {
    const found = await db
      .select({
        sittingId: mockSittings.id,
        submittedAt: mockSittings.submittedAt,
        student: { id: users.id, name: users.name, email: users.email },
      })
      .from(mockSittings)
      .innerJoin(users, eq(users.id, mockSittings.userId))
      .where(inArray(mockSittings.id, sittingIds.slice(at, at + STUDENTS_BATCH)));
    for (const { sittingId, ...person } of found) people.set(sittingId, person);
  }
  return people;
}

/**
 * These sittings with who sat them, in the table's order: best total first (none last), equal
 * totals by name in Korean order, then by sitting. A sitting gone meanwhile is left out.
 */
async function inTableOrder(db: Reader, rows: Scored[]) {
  const people = await studentsOf(
    db,
    rows.map((row) => row.sittingId),
  );
  return rows
    .flatMap((row) => {
      const person = people.get(row.sittingId);
      return person ? [{ ...row, ...person }] : [];
    })
    .sort(
      (a, b) =>
        (b.total ?? -1) - (a.total ?? -1) ||
        byName(a.student.name, b.student.name) ||
        a.sittingId - b.sittingId,
    );
}
type ScoredRow = Awaited<ReturnType<typeof inTableOrder>>[number];

const studentRow = (row: ScoredRow): MockStudentRow => ({
  sittingId: row.sittingId,
  student: { id: row.student.id, name: row.student.name, userId: maskEmail(row.student.email) },
  state: row.state,
  submittedAt: row.submittedAt ? iso(row.submittedAt) : null,
  scores: row.scores,
  total: row.total,
  percentile: row.percentile,
});

/** One page of the kept table, its students (names, emails) read now. */
async function tablePage(db: Reader, rows: Scored[], paging: { page: number; size: number }) {
  const from = paging.page * paging.size;
  const shown = rows.slice(from, from + paging.size);
  const people = await studentsOf(
    db,
    shown.map((row) => row.sittingId),
  );
  return shown.flatMap((row) => {
    const person = people.get(row.sittingId);
    return person ? [studentRow({ ...row, ...person })] : [];
  });
}

/** What the results page shows above the table, from the sittings' numbers. */
function figuresOf(exam: MockExamRow, sections: MockSectionRow[], rows: Scored[]) {
  const writing = sections.find((section) => section.kind === 'WRITING');
  const scoresOfSection = (section: MockSectionRow) =>
    rows
      .map((row) => row.scores.find((score) => score.sectionId === section.id)?.scaled ?? null)
      .filter((score): score is number => score !== null);
  const totals = rows.map((row) => row.total).filter((total): total is number => total !== null);
  const summed = totalSections(exam, sections);
  return {
    counts: {
      submitted: rows.length,
      graded: rows.filter((row) => row.state === 'GRADED').length,
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
  };
}

/**
 * The mock's results page: counts, distributions, and one page of the students' table. The
 * figures and the order are kept per mock until a sitting closes or a score changes
 * (results-cache.ts); the page's names and emails are read each time.
 */
export async function mockResults(
  deps: AppServices,
  user: AuthUser,
  examId: number,
  paging: { page: number; size: number },
): Promise<MockResults> {
  const { db } = deps.database;
  const exam = await staffExam(db, user, examId);
  const [sections, stamp] = await Promise.all([sectionsOf(db, examId), resultsStamp(db, examId)]);
  const key = `${stamp.key}:${sections.map((section) => section.id).join(',')}`;
  const kept = await keptResults(db, examId, key, async () => {
    const rows = await scoredSittings(db, exam, sections);
    // the order is kept with the numbers (a student renamed since keeps their place among equal
    // totals until the next change); the page's names are read fresh
    const ordered = (await inTableOrder(db, rows)).map(
      ({ student: _student, submittedAt: _submitted, ...numbers }) => numbers,
    );
    return { rows: ordered, figures: figuresOf(exam, sections, rows) };
  });
  return {
    exam: examHead(exam),
    counts: { sat: stamp.sat, ...kept.figures.counts },
    sections: kept.figures.sections,
    total: kept.figures.total,
    students: {
      rows: await tablePage(db, kept.rows, paging),
      total: kept.rows.length,
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
  const rows = await inTableOrder(db, await scoredSittings(db, exam, sections));
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
      mockResultStrings.states[row.state],
      ...row.scores.map((score) => score.scaled),
      row.total,
      row.percentile,
      seoulDateTime(row.submittedAt ? iso(row.submittedAt) : null),
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
