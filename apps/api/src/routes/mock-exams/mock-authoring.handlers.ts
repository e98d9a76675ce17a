// Staff build a mock (docs/product/mock-exams.md: 출제와 문제은행): created from its subject's
// template, sections edited as a whole ordered list, each section's items picked from the bank with
// their points, a raw-to-scaled table per section, then published to lectures and students. A mock
// is its creator's: a teacher sees and edits only their own and targets only their own lectures;
// an admin any. Once a sitting exists the sections and items are frozen (the answers point at
// them); the scale tables stay editable and re-scale the graded scores in the same transaction.
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  MOCK_TEMPLATES,
  SECTION_SCALE,
  SUBJECT_SECTION_KINDS,
  linearTable,
  scaleTableProblem,
  toScaled,
  type MockSectionKind,
} from '@academy/api-client/contract/eju';
import {
  scaleProblemMessage,
  type MockAuthoringDetail,
  type MockAuthoringSection,
  type MockListRow,
} from '@academy/api-client/contract';
import * as eju from '@academy/strings/eju';
import * as ma from '@academy/strings/mock-authoring';
import type { AppServices, AuthUser, Tx } from '../../app-env.ts';
import { lectures } from '../../db/schema/lectures.ts';
import {
  mockExams,
  mockItems,
  mockSectionScores,
  mockSections,
  mockSittings,
  mockTargets,
  questionBankItems,
  type MockExamRow,
} from '../../db/schema/mock-exams.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import { excerpt } from './question-bank.handlers.ts';
import { ensureMockOpensQueue, notifyOpened, scheduleOpening } from './mock-opening.ts';

const e = ma.errors;
type Reader = Pick<Tx, 'select'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const mayManage = (user: AuthUser, exam: { createdBy: number | null }) =>
  user.role === 'ADMIN' || exam.createdBy === user.id;

/** The mock when the caller may manage it (404 unknown, 403 another teacher's). */
async function managed(db: Reader, user: AuthUser, id: number) {
  const [exam] = await db.select().from(mockExams).where(eq(mockExams.id, id)).limit(1);
  if (!exam) throw notFound(e.mockNotFound);
  if (!mayManage(user, exam)) throw forbidden(e.mockForbidden);
  return exam;
}

async function sittingCount(db: Reader, examId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(mockSittings)
    .where(eq(mockSittings.examId, examId));
  return row?.n ?? 0;
}

async function assertNotFrozen(db: Reader, examId: number, message: string = e.frozen) {
  if ((await sittingCount(db, examId)) > 0) throw conflict(message);
}

export async function mockList(deps: AppServices, user: AuthUser): Promise<MockListRow[]> {
  const { db } = deps.database;
  const sectionCount = sql<number>`(select count(*)::int from ${mockSections} s where s.exam_id = ${mockExams.id})`;
  const itemCount = sql<number>`(select count(*)::int from ${mockItems} i join ${mockSections} s on s.id = i.section_id where s.exam_id = ${mockExams.id})`;
  const sittings = sql<number>`(select count(*)::int from ${mockSittings} t where t.exam_id = ${mockExams.id})`;
  const rows = await db
    .select({
      exam: mockExams,
      authorName: users.name,
      sectionCount,
      itemCount,
      sittings,
    })
    .from(mockExams)
    .leftJoin(users, eq(users.id, mockExams.createdBy))
    .where(user.role === 'ADMIN' ? undefined : eq(mockExams.createdBy, user.id))
    .orderBy(desc(mockExams.id));
  return rows.map((row) => ({
    ...rowView(row.exam, row.authorName),
    sectionCount: row.sectionCount,
    itemCount: row.itemCount,
    sittingCount: row.sittings,
  }));
}

function rowView(exam: MockExamRow, authorName: string | null) {
  return {
    id: exam.id,
    title: exam.title,
    subject: exam.subject,
    status: exam.status,
    opensAt: iso(exam.opensAt),
    closesAt: iso(exam.closesAt),
    author: exam.createdBy === null ? null : { id: exam.createdBy, name: authorName ?? '' },
  };
}

/** The mock as the editor reads it: sections in order with their items, tables and targets. */
export async function mockDetail(db: Reader, examId: number): Promise<MockAuthoringDetail> {
  const [found] = await db
    .select({ exam: mockExams, authorName: users.name })
    .from(mockExams)
    .leftJoin(users, eq(users.id, mockExams.createdBy))
    .where(eq(mockExams.id, examId))
    .limit(1);
  if (!found) throw notFound(e.mockNotFound);
  const sections = await db
    .select()
    .from(mockSections)
    .where(eq(mockSections.examId, examId))
    .orderBy(asc(mockSections.position));
  const items =
    sections.length === 0
      ? []
      : await db
          .select({ item: mockItems, bank: questionBankItems })
          .from(mockItems)
          .innerJoin(questionBankItems, eq(questionBankItems.id, mockItems.bankItemId))
          .where(
            inArray(
              mockItems.sectionId,
              sections.map((section) => section.id),
            ),
          )
          .orderBy(asc(mockItems.position));
  const [targetLectures, targetUsers, sittings] = await Promise.all([
    db
      .select({ id: lectures.id, title: lectures.title })
      .from(mockTargets)
      .innerJoin(lectures, eq(lectures.id, mockTargets.lectureId))
      .where(eq(mockTargets.examId, examId))
      .orderBy(asc(lectures.title)),
    db
      .select({ id: users.id, name: users.name })
      .from(mockTargets)
      .innerJoin(users, eq(users.id, mockTargets.userId))
      .where(eq(mockTargets.examId, examId))
      .orderBy(asc(users.name)),
    sittingCount(db, examId),
  ]);
  const views: MockAuthoringSection[] = sections.map((section) => {
    const own = items.filter((row) => row.item.sectionId === section.id);
    const rawMax = own.reduce((sum, row) => sum + row.item.points, 0);
    const max = SECTION_SCALE[section.kind].max;
    const custom =
      section.scaleTable && scaleTableProblem(section.scaleTable, rawMax, max) === null
        ? section.scaleTable
        : null;
    return {
      id: section.id,
      position: section.position,
      kind: section.kind,
      timeLimitSeconds: section.timeLimitSeconds,
      items: own.map((row) => ({
        id: row.item.id,
        bankItemId: row.bank.id,
        points: row.item.points,
        kind: row.bank.kind,
        unit: row.bank.unit,
        difficulty: row.bank.difficulty,
        stemExcerpt: excerpt(row.bank.stem),
      })),
      rawMax,
      scaleMax: max,
      scale:
        section.kind === 'WRITING'
          ? null
          : custom
            ? { table: custom, linear: false }
            : { table: linearTable(rawMax, max), linear: true },
    };
  });
  return {
    ...rowView(found.exam, found.authorName),
    sectionCount: sections.length,
    itemCount: items.length,
    sittingCount: sittings,
    publishedAt: iso(found.exam.publishedAt),
    frozen: sittings > 0,
    sections: views,
    targets: { lectures: targetLectures, users: targetUsers },
  };
}

export async function readMock(deps: AppServices, user: AuthUser, id: number) {
  await managed(deps.database.db, user, id);
  return mockDetail(deps.database.db, id);
}

export async function createMock(
  deps: AppServices,
  user: AuthUser,
  input: { title: string; subject: MockExamRow['subject'] },
) {
  return deps.database.db.transaction(async (tx) => {
    const [exam] = await tx
      .insert(mockExams)
      .values({ title: input.title, subject: input.subject, createdBy: user.id })
      .returning();
    await tx.insert(mockSections).values(
      MOCK_TEMPLATES[input.subject].map((template, position) => ({
        examId: exam!.id,
        position,
        kind: template.kind,
        timeLimitSeconds: template.timeLimitSeconds,
      })),
    );
    return mockDetail(tx, exam!.id);
  });
}

export async function renameMock(deps: AppServices, user: AuthUser, id: number, title: string) {
  await managed(deps.database.db, user, id);
  await deps.database.db.update(mockExams).set({ title }).where(eq(mockExams.id, id));
  return mockDetail(deps.database.db, id);
}

export async function deleteMock(deps: AppServices, user: AuthUser, id: number) {
  return deps.database.db.transaction(async (tx) => {
    await managedForUpdate(tx, user, id);
    await assertNotFrozen(tx, id, e.deleteAfterSitting);
    await tx.delete(mockExams).where(eq(mockExams.id, id));
    return { id };
  });
}

/** The mock locked for this transaction (a sitting starting meanwhile waits for the change). */
async function managedForUpdate(tx: Tx, user: AuthUser, id: number) {
  const [exam] = await tx
    .select()
    .from(mockExams)
    .where(eq(mockExams.id, id))
    .limit(1)
    .for('update');
  if (!exam) throw notFound(e.mockNotFound);
  if (!mayManage(user, exam)) throw forbidden(e.mockForbidden);
  return exam;
}

type SectionInput = { id?: number; kind: MockSectionKind; timeLimitSeconds: number };

export async function saveSections(
  deps: AppServices,
  user: AuthUser,
  id: number,
  input: SectionInput[],
) {
  return deps.database.db.transaction(async (tx) => {
    const exam = await managedForUpdate(tx, user, id);
    await assertNotFrozen(tx, id);
    const allowed = SUBJECT_SECTION_KINDS[exam.subject];
    const seen = new Set<string>();
    for (const [index, section] of input.entries()) {
      if (!allowed.includes(section.kind)) {
        throw badRequest(e.sectionKindNotInSubject, { field: `sections.${index}.kind` });
      }
      if (seen.has(section.kind)) {
        throw badRequest(e.sectionKindTwice, { field: `sections.${index}.kind` });
      }
      seen.add(section.kind);
    }
    const existing = await tx.select().from(mockSections).where(eq(mockSections.examId, id));
    const byId = new Map(existing.map((section) => [section.id, section]));
    const itemCounts = new Map(
      (
        await tx
          .select({ sectionId: mockItems.sectionId, n: count() })
          .from(mockItems)
          .innerJoin(mockSections, eq(mockSections.id, mockItems.sectionId))
          .where(eq(mockSections.examId, id))
          .groupBy(mockItems.sectionId)
      ).map((row) => [row.sectionId, row.n]),
    );
    for (const [index, section] of input.entries()) {
      if (section.id === undefined) continue;
      const before = byId.get(section.id);
      if (!before) throw badRequest(e.sectionNotFound, { field: `sections.${index}.id` });
      if (before.kind !== section.kind && (itemCounts.get(section.id) ?? 0) > 0) {
        throw badRequest(e.sectionKindChanged, { field: `sections.${index}.kind` });
      }
    }
    const kept = new Set(
      input.flatMap((section) => (section.id === undefined ? [] : [section.id])),
    );
    const removed = existing
      .filter((section) => !kept.has(section.id))
      .map((section) => section.id);
    if (removed.length > 0) await tx.delete(mockSections).where(inArray(mockSections.id, removed));
    // Out of the way first: positions are unique per mock.
    await tx
      .update(mockSections)
      .set({ position: sql`${mockSections.position} + 1000` })
      .where(eq(mockSections.examId, id));
    for (const [position, section] of input.entries()) {
      if (section.id === undefined) {
        await tx.insert(mockSections).values({
          examId: id,
          position,
          kind: section.kind,
          timeLimitSeconds: section.timeLimitSeconds,
        });
      } else {
        const before = byId.get(section.id)!;
        await tx
          .update(mockSections)
          .set({
            position,
            kind: section.kind,
            timeLimitSeconds: section.timeLimitSeconds,
            ...(before.kind !== section.kind && { scaleTable: null }),
          })
          .where(eq(mockSections.id, section.id));
      }
    }
    return mockDetail(tx, id);
  });
}

async function sectionOf(tx: Reader, examId: number, sectionId: number) {
  const [section] = await tx
    .select()
    .from(mockSections)
    .where(and(eq(mockSections.id, sectionId), eq(mockSections.examId, examId)))
    .limit(1);
  if (!section) throw notFound(e.sectionNotFound);
  return section;
}

export async function saveItems(
  deps: AppServices,
  user: AuthUser,
  id: number,
  sectionId: number,
  input: { bankItemId: number; points: number }[],
) {
  return deps.database.db.transaction(async (tx) => {
    await managedForUpdate(tx, user, id);
    const section = await sectionOf(tx, id, sectionId);
    await assertNotFrozen(tx, id);
    const ids = input.map((item) => item.bankItemId);
    const seen = new Set<number>();
    for (const [index, bankItemId] of ids.entries()) {
      if (seen.has(bankItemId))
        throw badRequest(e.itemTwice, { field: `items.${index}.bankItemId` });
      seen.add(bankItemId);
    }
    if (section.kind === 'WRITING' && input.length !== 1) {
      throw badRequest(e.writingOneItem, { field: 'items' });
    }
    const bank =
      ids.length === 0
        ? []
        : await tx
            .select({ id: questionBankItems.id, sectionKind: questionBankItems.sectionKind })
            .from(questionBankItems)
            .where(inArray(questionBankItems.id, ids))
            // locked: a delete of one of them waits, then finds it used
            .for('share');
    const kindOf = new Map(bank.map((row) => [row.id, row.sectionKind]));
    for (const [index, bankItemId] of ids.entries()) {
      const kind = kindOf.get(bankItemId);
      if (!kind) throw badRequest(e.itemMissing, { field: `items.${index}.bankItemId` });
      if (kind !== section.kind) {
        throw badRequest(e.itemKindMismatch, { field: `items.${index}.bankItemId` });
      }
    }
    const before = await tx
      .select({ points: mockItems.points })
      .from(mockItems)
      .where(eq(mockItems.sectionId, sectionId));
    const rawBefore = before.reduce((sum, row) => sum + row.points, 0);
    const rawAfter = input.reduce((sum, row) => sum + row.points, 0);
    await tx.delete(mockItems).where(eq(mockItems.sectionId, sectionId));
    if (input.length > 0) {
      await tx.insert(mockItems).values(
        input.map((item, position) => ({
          sectionId,
          position,
          bankItemId: item.bankItemId,
          points: item.points,
        })),
      );
    }
    // A table is for one raw maximum: another maximum starts again from the linear table.
    if (rawBefore !== rawAfter && section.scaleTable) {
      await tx.update(mockSections).set({ scaleTable: null }).where(eq(mockSections.id, sectionId));
    }
    return mockDetail(tx, id);
  });
}

export async function saveScale(
  deps: AppServices,
  user: AuthUser,
  id: number,
  sectionId: number,
  table: number[] | null,
) {
  return deps.database.db.transaction(async (tx) => {
    await managedForUpdate(tx, user, id);
    const section = await sectionOf(tx, id, sectionId);
    if (section.kind === 'WRITING') throw badRequest(e.writingNoScale, { field: 'table' });
    const [points] = await tx
      .select({ rawMax: sql<number>`coalesce(sum(${mockItems.points}), 0)::int` })
      .from(mockItems)
      .where(eq(mockItems.sectionId, sectionId));
    const rawMax = points?.rawMax ?? 0;
    const max = SECTION_SCALE[section.kind].max;
    if (table) {
      const problem = scaleTableProblem(table, rawMax, max);
      if (problem) throw badRequest(scaleProblemMessage(problem, rawMax, max), { field: 'table' });
    }
    await tx.update(mockSections).set({ scaleTable: table }).where(eq(mockSections.id, sectionId));
    // The graded scores of this section read the new table now (one update per raw score).
    const graded = await tx
      .selectDistinct({ raw: mockSectionScores.raw, rawMax: mockSectionScores.rawMax })
      .from(mockSectionScores)
      .where(and(eq(mockSectionScores.sectionId, sectionId), isNotNull(mockSectionScores.scaled)));
    for (const row of graded) {
      const { scaled } = toScaled(row.raw, row.rawMax, section.kind, table);
      await tx
        .update(mockSectionScores)
        .set({ scaled })
        .where(
          and(
            eq(mockSectionScores.sectionId, sectionId),
            eq(mockSectionScores.raw, row.raw),
            eq(mockSectionScores.rawMax, row.rawMax),
            isNotNull(mockSectionScores.scaled),
          ),
        );
    }
    // the mock's kept results are computed again
    if (graded.length > 0) {
      await tx
        .update(mockSittings)
        .set({ resultsAt: new Date() })
        .where(
          inArray(
            mockSittings.id,
            tx
              .select({ id: mockSectionScores.sittingId })
              .from(mockSectionScores)
              .where(eq(mockSectionScores.sectionId, sectionId)),
          ),
        );
    }
    return mockDetail(tx, id);
  });
}

export async function publishMock(
  deps: AppServices,
  user: AuthUser,
  id: number,
  input: { opensAt: string; closesAt: string; lectureIds: number[]; userIds: number[] },
) {
  const opensAt = new Date(input.opensAt);
  const closesAt = new Date(input.closesAt);
  if (closesAt.getTime() <= Date.now()) throw badRequest(e.closesInPast, { field: 'closesAt' });
  const lectureIds = [...new Set(input.lectureIds)];
  const userIds = [...new Set(input.userIds)];
  // Before the transaction: the queue is made on its own connection.
  if (opensAt.getTime() > Date.now()) await ensureMockOpensQueue();
  return liveTransaction(deps, async (tx, emit) => {
    const exam = await managedForUpdate(tx, user, id);
    const detail = await mockDetail(tx, id);
    const empty = detail.sections.find((section) => section.items.length === 0);
    if (detail.sections.length === 0) throw badRequest(e.sectionsRequired);
    if (empty) throw badRequest(e.emptySection(eju.sections[empty.kind]));
    if (lectureIds.length > 0) {
      const found = await tx
        .select({ id: lectures.id, teacherId: lectures.teacherId })
        .from(lectures)
        .where(inArray(lectures.id, lectureIds));
      if (found.length !== lectureIds.length) {
        throw badRequest(e.lectureNotFound, { field: 'lectureIds' });
      }
      if (user.role !== 'ADMIN' && found.some((lecture) => lecture.teacherId !== user.id)) {
        throw forbidden(e.lectureForbidden);
      }
    }
    if (userIds.length > 0) {
      const students = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.id, userIds),
            eq(users.role, 'STUDENT'),
            sql`${users.withdrawnAt} is null`,
          ),
        );
      if (students.length !== userIds.length) {
        throw badRequest(e.notStudent, { field: 'userIds' });
      }
    }
    await tx
      .update(mockExams)
      .set({
        status: 'PUBLISHED',
        opensAt,
        closesAt,
        publishedAt: exam.publishedAt ?? new Date(),
      })
      .where(eq(mockExams.id, id));
    await tx.delete(mockTargets).where(eq(mockTargets.examId, id));
    await tx
      .insert(mockTargets)
      .values([
        ...lectureIds.map((lectureId) => ({ examId: id, lectureId })),
        ...userIds.map((userId) => ({ examId: id, userId })),
      ]);
    if (opensAt.getTime() <= Date.now()) {
      await notifyOpened(tx, emit, { id, title: exam.title });
    } else {
      await scheduleOpening(tx, id, opensAt);
    }
    return mockDetail(tx, id);
  });
}

export async function unpublishMock(deps: AppServices, user: AuthUser, id: number) {
  return deps.database.db.transaction(async (tx) => {
    await managedForUpdate(tx, user, id);
    await assertNotFrozen(tx, id, e.unpublishAfterSitting);
    await tx
      .update(mockExams)
      .set({ status: 'DRAFT', opensAt: null, closesAt: null, publishedAt: null })
      .where(eq(mockExams.id, id));
    await tx.delete(mockTargets).where(eq(mockTargets.examId, id));
    return mockDetail(tx, id);
  });
}
