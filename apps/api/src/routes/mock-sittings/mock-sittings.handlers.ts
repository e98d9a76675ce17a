// A student's sitting of a mock exam (docs/product/mock-exams.md#sitting). Who may sit: a student
// targeted by the published mock (by name, or through an open enrolment in a targeted lecture),
// while now is within its window; anyone else is answered as if the mock did not exist. Every read
// and write locks the sitting's row and catches its clock up first (lib/mock-grading.ts), so two
// devices and the closing job agree on one clock.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type {
  MockWindowState,
  SavedAnswer,
  SaveSittingAnswerRequest,
  Sitting,
  StudentMock,
} from '@academy/api-client/contract';
import * as sittingStrings from '@academy/strings/mock-sitting';
import type { AppServices, AuthUser, Tx } from '../../app-env.ts';
import {
  mockAnswers,
  mockExams,
  mockItems,
  mockSectionRuns,
  mockSections,
  mockSittings,
  mockTargets,
  questionBankItems,
  type MockExamRow,
  type MockSittingRow,
} from '../../db/schema/mock-exams.ts';
import { badRequest, conflict, notFound, type ApiError } from '../../lib/errors.ts';
import { enrolledLectureIds, iso } from '../../lib/lecture-access.ts';
import {
  catchUpSitting,
  closeSitting,
  ensureSittingQueue,
  lockSitting,
  scheduleClose,
  sectionsOf,
} from '../../lib/mock-grading.ts';
import { signUrl } from '../../lib/signed-url.ts';

type Reader = AppServices['database']['db'];
const errors = sittingStrings.errors;

/** How long a listening item's audio link works: long enough to play it, and to resume a range. */
export const AUDIO_URL_SECONDS = 5 * 60;

export const audioPath = (examId: number, itemId: number) =>
  `/api/mock-exams/${examId}/sitting/audio/${itemId}/stream`;

function windowOf(exam: MockExamRow, now: Date): MockWindowState {
  if (exam.opensAt && now < exam.opensAt) return 'UPCOMING';
  if (exam.closesAt && now >= exam.closesAt) return 'CLOSED';
  return 'OPEN';
}

/** The published mocks targeted at the student, by name or by a lecture they are enrolled in now. */
async function targetedExams(db: Reader, user: AuthUser, examId?: number) {
  const lectureIds = [...(await enrolledLectureIds(db, user.id))];
  const target = db
    .select({ examId: mockTargets.examId })
    .from(mockTargets)
    .where(
      or(
        eq(mockTargets.userId, user.id),
        lectureIds.length ? inArray(mockTargets.lectureId, lectureIds) : sql`false`,
      ),
    );
  return db
    .select()
    .from(mockExams)
    .where(
      and(
        eq(mockExams.status, 'PUBLISHED'),
        inArray(mockExams.id, target),
        examId === undefined ? undefined : eq(mockExams.id, examId),
      ),
    )
    .orderBy(asc(mockExams.opensAt), asc(mockExams.id));
}

async function ownSittings(db: Reader, userId: number, examIds: number[]) {
  if (examIds.length === 0) return new Map<number, MockSittingRow>();
  const rows = await db
    .select()
    .from(mockSittings)
    .where(and(eq(mockSittings.userId, userId), inArray(mockSittings.examId, examIds)));
  return new Map(rows.map((row) => [row.examId, row]));
}

async function outlines(db: Reader, examIds: number[]) {
  if (examIds.length === 0) return new Map<number, StudentMock['sections']>();
  const rows = await db
    .select({
      id: mockSections.id,
      examId: mockSections.examId,
      position: mockSections.position,
      kind: mockSections.kind,
      timeLimitSeconds: mockSections.timeLimitSeconds,
      itemCount: sql<number>`(select count(*)::int from mock_items i where i.section_id = "mock_sections"."id")`,
    })
    .from(mockSections)
    .where(inArray(mockSections.examId, examIds))
    .orderBy(asc(mockSections.examId), asc(mockSections.position));
  const byExam = new Map<number, StudentMock['sections']>();
  for (const { examId, ...section } of rows) {
    byExam.set(examId, [...(byExam.get(examId) ?? []), section]);
  }
  return byExam;
}

function studentMock(
  exam: MockExamRow,
  sections: StudentMock['sections'],
  sitting: MockSittingRow | undefined,
  now: Date,
): StudentMock {
  return {
    id: exam.id,
    title: exam.title,
    subject: exam.subject,
    opensAt: iso(exam.opensAt!),
    closesAt: iso(exam.closesAt!),
    window: windowOf(exam, now),
    totalSeconds: sections.reduce((sum, section) => sum + section.timeLimitSeconds, 0),
    sections,
    sitting: sitting
      ? {
          state: sitting.state,
          startedAt: iso(sitting.startedAt),
          submittedAt: sitting.submittedAt ? iso(sitting.submittedAt) : null,
        }
      : null,
  };
}

/** GET /api/mock-exams */
export async function listMocks(deps: AppServices, user: AuthUser, now = new Date()) {
  const { db } = deps.database;
  const exams = await targetedExams(db, user);
  const ids = exams.map((exam) => exam.id);
  // a sitting whose time ran out reads as closed in the list too
  await catchUpOwn(deps, user.id, ids, now);
  const [sittings, sections] = await Promise.all([
    ownSittings(db, user.id, ids),
    outlines(db, ids),
  ]);
  return exams.map((exam) =>
    studentMock(exam, sections.get(exam.id) ?? [], sittings.get(exam.id), now),
  );
}

async function catchUpOwn(deps: AppServices, userId: number, examIds: number[], now: Date) {
  if (examIds.length === 0) return;
  const running = await deps.database.db
    .select({ id: mockSittings.id })
    .from(mockSittings)
    .where(
      and(
        eq(mockSittings.userId, userId),
        inArray(mockSittings.examId, examIds),
        eq(mockSittings.state, 'IN_PROGRESS'),
      ),
    );
  for (const { id } of running) {
    await deps.database.db.transaction(async (tx) => {
      const sitting = await lockSitting(tx, id);
      if (sitting) await catchUpSitting(tx, sitting, now);
    });
  }
}

/** The mock when the student may see it: targeted, or already sat by them. */
async function visibleExam(db: Reader, user: AuthUser, examId: number) {
  const [exam] = await targetedExams(db, user, examId);
  if (exam) return exam;
  const [sat] = await db
    .select({ exam: mockExams })
    .from(mockSittings)
    .innerJoin(mockExams, eq(mockExams.id, mockSittings.examId))
    .where(and(eq(mockSittings.examId, examId), eq(mockSittings.userId, user.id)))
    .limit(1);
  if (sat) return sat.exam;
  throw notFound(errors.examNotFound);
}

/** GET /api/mock-exams/{id} */
export async function mockOverview(deps: AppServices, user: AuthUser, examId: number) {
  const { db } = deps.database;
  const exam = await visibleExam(db, user, examId);
  const now = new Date();
  await catchUpOwn(deps, user.id, [exam.id], now);
  const [sittings, sections] = await Promise.all([
    ownSittings(db, user.id, [exam.id]),
    outlines(db, [exam.id]),
  ]);
  return studentMock(exam, sections.get(exam.id) ?? [], sittings.get(exam.id), now);
}

/** The caller's own sitting of the mock, locked and caught up; 404 before they start. */
async function ownSitting(tx: Tx, user: AuthUser, examId: number, now: Date, advance = false) {
  // found and locked in one statement: every autosave comes here
  const [sitting] = await tx
    .select()
    .from(mockSittings)
    .where(and(eq(mockSittings.examId, examId), eq(mockSittings.userId, user.id)))
    .for('update')
    .limit(1);
  if (!sitting) throw notFound(errors.sittingNotFound);
  return catchUpSitting(tx, sitting, now, advance);
}

/** The sitting as the page reads it: each section's status, and the running one's items. */
async function sittingView(tx: Tx, sitting: MockSittingRow, now: Date): Promise<Sitting> {
  const [exam] = await tx.select().from(mockExams).where(eq(mockExams.id, sitting.examId));
  const sections = await sectionsOf(tx, sitting.examId);
  const counts = await outlines(tx, [sitting.examId]);
  const countOf = new Map(
    (counts.get(sitting.examId) ?? []).map((section) => [section.id, section.itemCount]),
  );
  const runs = await tx
    .select()
    .from(mockSectionRuns)
    .where(eq(mockSectionRuns.sittingId, sitting.id));
  const runOf = new Map(runs.map((run) => [run.sectionId, run]));
  const running =
    sitting.state === 'IN_PROGRESS' ? runs.find((run) => run.finishedAt === null) : undefined;
  let current: Sitting['current'] = null;
  if (running) {
    const section = sections.find((row) => row.id === running.sectionId)!;
    const items = await tx
      .select({
        id: mockItems.id,
        position: mockItems.position,
        kind: questionBankItems.kind,
        stem: questionBankItems.stem,
        imageKey: questionBankItems.imageKey,
        options: questionBankItems.options,
        prompts: questionBankItems.prompts,
      })
      .from(mockItems)
      .innerJoin(questionBankItems, eq(questionBankItems.id, mockItems.bankItemId))
      .where(eq(mockItems.sectionId, section.id))
      .orderBy(asc(mockItems.position));
    const answers = items.length
      ? await tx
          .select()
          .from(mockAnswers)
          .where(
            and(
              eq(mockAnswers.sittingId, sitting.id),
              inArray(
                mockAnswers.itemId,
                items.map((item) => item.id),
              ),
            ),
          )
      : [];
    current = {
      sectionId: section.id,
      position: section.position,
      kind: section.kind,
      deadlineAt: iso(running.deadlineAt),
      last: section.position === sections.at(-1)!.position,
      items: items.map((item, index) => ({
        id: item.id,
        number: index + 1,
        kind: item.kind,
        stem: item.stem,
        imageUrl: item.imageKey ? `/api/files/${item.imageKey}` : null,
        options: item.kind === 'WRITING' ? null : (item.options ?? []),
        prompts: item.kind === 'WRITING' ? (item.prompts ?? []) : null,
      })),
      answers: answers.map(savedAnswer),
    };
  }
  return {
    examId: sitting.examId,
    title: exam!.title,
    subject: exam!.subject,
    serverNow: iso(now),
    state: sitting.state,
    startedAt: iso(sitting.startedAt),
    submittedAt: sitting.submittedAt ? iso(sitting.submittedAt) : null,
    submittedBy: sitting.submittedBy,
    sections: sections.map((section) => {
      const run = runOf.get(section.id);
      return {
        id: section.id,
        position: section.position,
        kind: section.kind,
        timeLimitSeconds: section.timeLimitSeconds,
        itemCount: countOf.get(section.id) ?? 0,
        status: !run ? 'WAITING' : run.finishedAt ? 'DONE' : 'RUNNING',
        startedAt: run ? iso(run.startedAt) : null,
        deadlineAt: run ? iso(run.deadlineAt) : null,
        finishedAt: run?.finishedAt ? iso(run.finishedAt) : null,
      };
    }),
    current,
  };
}

const savedAnswer = (row: typeof mockAnswers.$inferSelect): SavedAnswer => ({
  itemId: row.itemId,
  choice: row.choice,
  promptIndex: row.promptIndex,
  text: row.text,
  played: row.playedAt !== null,
  savedAt: iso(row.savedAt),
});

/** POST /api/mock-exams/{id}/sitting: the sitting, started now unless it exists. */
export async function startSitting(deps: AppServices, user: AuthUser, examId: number) {
  const { db } = deps.database;
  const now = new Date();
  const [existing] = await db
    .select({ id: mockSittings.id })
    .from(mockSittings)
    .where(and(eq(mockSittings.examId, examId), eq(mockSittings.userId, user.id)))
    .limit(1);
  if (!existing) {
    const [exam] = await targetedExams(db, user, examId);
    if (!exam) throw notFound(errors.examNotFound);
    const window = windowOf(exam, now);
    if (window === 'UPCOMING') throw conflict(errors.notOpenYet);
    if (window === 'CLOSED') throw conflict(errors.closed);
    await ensureSittingQueue();
    const created = await db.transaction(async (tx) => {
      const [sitting] = await tx
        .insert(mockSittings)
        .values({ examId, userId: user.id, startedAt: now })
        .onConflictDoNothing()
        .returning();
      // a second device started it at the same moment: theirs is the sitting
      if (!sitting) return false;
      const sections = await sectionsOf(tx, examId);
      const total = sections.reduce((sum, section) => sum + section.timeLimitSeconds, 0);
      if (sections[0]) {
        await tx.insert(mockSectionRuns).values({
          sittingId: sitting.id,
          sectionId: sections[0].id,
          startedAt: now,
          deadlineAt: new Date(now.getTime() + sections[0].timeLimitSeconds * 1000),
        });
      } else {
        await closeSitting(tx, sitting.id, 'STUDENT', now);
      }
      await scheduleClose(tx, sitting.id, new Date(now.getTime() + total * 1000 + 1000));
      return true;
    });
    const view = await readSitting(deps, user, examId);
    return { created, sitting: view };
  }
  return { created: false, sitting: await readSitting(deps, user, examId) };
}

/** GET /api/mock-exams/{id}/sitting */
export function readSitting(deps: AppServices, user: AuthUser, examId: number) {
  return deps.database.db.transaction(async (tx) => {
    const now = new Date();
    const sitting = await ownSitting(tx, user, examId, now);
    return sittingView(tx, sitting, now);
  });
}

/** POST /api/mock-exams/{id}/sitting/next: the running section ends now, the next starts. */
export function nextSection(deps: AppServices, user: AuthUser, examId: number) {
  return deps.database.db.transaction(async (tx) => {
    const now = new Date();
    const sitting = await ownSitting(tx, user, examId, now, true);
    return sittingView(tx, sitting, now);
  });
}

/** POST /api/mock-exams/{id}/sitting/submit: the sitting ends now, whatever section runs. */
export function submitSitting(deps: AppServices, user: AuthUser, examId: number) {
  return deps.database.db.transaction(async (tx) => {
    const now = new Date();
    const sitting = await ownSitting(tx, user, examId, now);
    if (sitting.state === 'IN_PROGRESS') await closeSitting(tx, sitting.id, 'STUDENT', now);
    const [after] = await tx.select().from(mockSittings).where(eq(mockSittings.id, sitting.id));
    return sittingView(tx, after!, now);
  });
}

/**
 * The item in the sitting's running section, or the refusal: 404 for an item not in the mock,
 * 409 once the sitting is over or for an item of another section (its time is up, or not yet).
 * Refusals are returned, not thrown, so the clock's catch-up before them is kept.
 */
async function currentItem(tx: Tx, sitting: MockSittingRow, itemId: number) {
  const [item] = await tx
    .select({
      id: mockItems.id,
      sectionId: mockItems.sectionId,
      kind: questionBankItems.kind,
      options: questionBankItems.options,
      audioKey: questionBankItems.audioKey,
    })
    .from(mockItems)
    .innerJoin(mockSections, eq(mockSections.id, mockItems.sectionId))
    .innerJoin(questionBankItems, eq(questionBankItems.id, mockItems.bankItemId))
    .where(and(eq(mockItems.id, itemId), eq(mockSections.examId, sitting.examId)))
    .limit(1);
  if (!item) return { refusal: notFound(errors.itemNotFound) };
  if (sitting.state !== 'IN_PROGRESS') return { refusal: conflict(errors.sittingOver) };
  const [running] = await tx
    .select({ sectionId: mockSectionRuns.sectionId })
    .from(mockSectionRuns)
    .where(
      and(eq(mockSectionRuns.sittingId, sitting.id), sql`${mockSectionRuns.finishedAt} is null`),
    )
    .limit(1);
  if (running?.sectionId !== item.sectionId) return { refusal: conflict(errors.otherSection) };
  return { item };
}

/** Runs `work` in a transaction and throws its refusal after the commit. */
async function committed<T>(
  deps: AppServices,
  work: (tx: Tx) => Promise<{ refusal: ApiError } | { value: T }>,
) {
  const result = await deps.database.db.transaction(work);
  if ('refusal' in result) throw result.refusal;
  return result.value;
}

/** PUT /api/mock-exams/{id}/sitting/answers/{itemId}: the latest answer wins. */
export function saveAnswer(
  deps: AppServices,
  user: AuthUser,
  examId: number,
  itemId: number,
  answer: SaveSittingAnswerRequest,
) {
  return committed<SavedAnswer>(deps, async (tx) => {
    const now = new Date();
    const sitting = await ownSitting(tx, user, examId, now);
    const found = await currentItem(tx, sitting, itemId);
    if (found.refusal) return { refusal: found.refusal };
    const { item } = found;
    const values =
      'choice' in answer
        ? { choice: answer.choice, promptIndex: null, text: null }
        : { choice: null, promptIndex: answer.promptIndex, text: answer.text };
    if ('choice' in answer) {
      if (item.kind === 'WRITING') return { refusal: badRequest(errors.wrongKind) };
      if (answer.choice >= (item.options?.length ?? 0)) {
        return { refusal: badRequest(errors.choiceOutOfRange) };
      }
    } else if (item.kind !== 'WRITING') {
      return { refusal: badRequest(errors.wrongKind) };
    }
    const [row] = await tx
      .insert(mockAnswers)
      .values({ sittingId: sitting.id, itemId, ...values, savedAt: now })
      .onConflictDoUpdate({
        target: [mockAnswers.sittingId, mockAnswers.itemId],
        set: { ...values, savedAt: now },
      })
      .returning();
    return { value: savedAnswer(row!) };
  });
}

/** POST /api/mock-exams/{id}/sitting/audio/{itemId}: the audio's link, once per sitting. */
export function handOutAudio(deps: AppServices, user: AuthUser, examId: number, itemId: number) {
  return committed(deps, async (tx) => {
    const now = new Date();
    const sitting = await ownSitting(tx, user, examId, now);
    const found = await currentItem(tx, sitting, itemId);
    if (found.refusal) return { refusal: found.refusal };
    if (found.item.kind !== 'LISTENING' || !found.item.audioKey) {
      return { refusal: badRequest(errors.notListening) };
    }
    // the guarded write is the once: a second ask (another device at the same moment) finds it
    const [marked] = await tx
      .insert(mockAnswers)
      .values({ sittingId: sitting.id, itemId, playedAt: now, savedAt: now })
      .onConflictDoUpdate({
        target: [mockAnswers.sittingId, mockAnswers.itemId],
        set: { playedAt: now },
        setWhere: sql`${mockAnswers.playedAt} is null`,
      })
      .returning({ itemId: mockAnswers.itemId });
    if (!marked) return { refusal: conflict(errors.alreadyPlayed) };
    const url = signUrl(
      deps.env,
      audioPath(examId, itemId),
      AUDIO_URL_SECONDS,
      now.getTime(),
      String(user.id),
    );
    return {
      value: { url, expiresAt: iso(new Date(now.getTime() + AUDIO_URL_SECONDS * 1000)) },
    };
  });
}

/** The audio a signed link names: the bank item's key when the item is a listening item of the mock. */
export async function audioKeyOf(db: Reader, examId: number, itemId: number) {
  const [row] = await db
    .select({ audioKey: questionBankItems.audioKey })
    .from(mockItems)
    .innerJoin(mockSections, eq(mockSections.id, mockItems.sectionId))
    .innerJoin(questionBankItems, eq(questionBankItems.id, mockItems.bankItemId))
    .where(
      and(
        eq(mockItems.id, itemId),
        eq(mockSections.examId, examId),
        eq(questionBankItems.kind, 'LISTENING'),
      ),
    )
    .limit(1);
  return row?.audioKey ?? null;
}

/** `bytes=a-b` within size, or null when absent or not satisfiable. */
export function byteRange(header: string | undefined, size: number) {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid' as const;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid' as const;
  return { start, end };
}
