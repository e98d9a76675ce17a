// A mock sitting's clock and its grading (docs/product/mock-exams.md#sitting,
// docs/decisions/056-mock-exams.md). Sections run back to back on the server's clock: when one
// ends (the student moves on, or its deadline passes) the next starts at that moment, and past the
// last the sitting is closed and graded, exactly once. Every read and write of a sitting first
// catches its clock up (catchUpSitting, under the sitting's row lock); a job at start + the total
// time does the same for a sitting nobody touches again, so it is submitted without the student.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { toScaled } from '@academy/api-client/contract/eju';
import type { Tx } from '../app-env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  mockSectionRuns,
  mockSectionScores,
  mockSections,
  mockSittings,
  type MockSectionRow,
  type MockSittingRow,
} from '../db/schema/mock-exams.ts';
import { jobQueue, jobsIn } from './jobs/job-queue.ts';
import type { Logger } from './logger.ts';

export type Submitter = 'STUDENT' | 'DEADLINE';

/**
 * Closes a sitting and grades it, exactly once: only the caller whose guarded update moved it out
 * of IN_PROGRESS grades (a second device, the deadline job and a double click find it closed and
 * get null). Choice and listening answers are marked right or wrong in one statement; each section
 * gets one score row; a 記述 with text waits for its teacher (scaled null), an empty one is level 0.
 * Without a section waiting the sitting is GRADED at once. Call inside the caller's transaction.
 */
export async function closeSitting(
  tx: Tx,
  sittingId: number,
  submittedBy: Submitter,
  at: Date = new Date(),
) {
  const [won] = await tx
    .update(mockSittings)
    .set({ state: 'SUBMITTED', submittedAt: at, submittedBy, resultsAt: at })
    .where(and(eq(mockSittings.id, sittingId), eq(mockSittings.state, 'IN_PROGRESS')))
    .returning();
  if (!won) return null;
  await tx
    .update(mockSectionRuns)
    .set({ finishedAt: at })
    .where(and(eq(mockSectionRuns.sittingId, sittingId), isNull(mockSectionRuns.finishedAt)));
  await tx.execute(sql`
    update mock_answers a set correct = coalesce(a.choice = b.answer_index, false)
    from mock_items i join question_bank_items b on b.id = i.bank_item_id
    where a.sitting_id = ${sittingId} and i.id = a.item_id and b.kind <> 'WRITING'`);
  const result = (await tx.execute(sql`
    select s.id, s.kind, s.scale_table as "scaleTable",
      coalesce(sum(i.points), 0)::int as "rawMax",
      coalesce(sum(i.points) filter (where a.correct), 0)::int as raw,
      count(a.item_id) filter (where length(btrim(coalesce(a.text, ''))) > 0)::int as written
    from mock_sections s
      left join mock_items i on i.section_id = s.id
      left join mock_answers a on a.item_id = i.id and a.sitting_id = ${sittingId}
    where s.exam_id = ${won.examId}
    group by s.id, s.kind, s.scale_table`)) as unknown as {
    rows: {
      id: number;
      kind: MockSectionRow['kind'];
      scaleTable: number[] | null;
      rawMax: number;
      raw: number;
      written: number;
    }[];
  };
  let waiting = false;
  const scores = result.rows.map((section) => {
    if (section.kind === 'WRITING') {
      if (section.written > 0) {
        waiting = true;
        return { sittingId, sectionId: section.id, raw: 0, rawMax: 0, scaled: null };
      }
      // nothing written: level 0 without a teacher
      return {
        sittingId,
        sectionId: section.id,
        raw: 0,
        rawMax: 0,
        scaled: 0,
        writingLevel: 0,
        gradedAt: at,
      };
    }
    return {
      sittingId,
      sectionId: section.id,
      raw: section.raw,
      rawMax: section.rawMax,
      scaled: toScaled(section.raw, section.rawMax, section.kind, section.scaleTable).scaled,
      gradedAt: at,
    };
  });
  if (scores.length > 0) {
    await tx.insert(mockSectionScores).values(scores).onConflictDoNothing();
  }
  if (!waiting) {
    await tx
      .update(mockSittings)
      .set({ state: 'GRADED', gradedAt: at })
      .where(eq(mockSittings.id, sittingId));
  }
  return { ...won, state: waiting ? ('SUBMITTED' as const) : ('GRADED' as const) };
}

/** The exam's sections in order. */
export function sectionsOf(tx: Pick<Tx, 'select'>, examId: number) {
  return tx
    .select()
    .from(mockSections)
    .where(eq(mockSections.examId, examId))
    .orderBy(asc(mockSections.position));
}

/** The sitting's row, locked until the transaction ends (two devices, the job). */
export async function lockSitting(tx: Tx, sittingId: number) {
  const [row] = await tx
    .select()
    .from(mockSittings)
    .where(eq(mockSittings.id, sittingId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Starts section `index` at `at`, or closes the sitting when there is none. */
async function startSection(
  tx: Tx,
  sitting: MockSittingRow,
  sections: MockSectionRow[],
  index: number,
  at: Date,
  submittedBy: Submitter,
) {
  const section = sections[index];
  if (!section) {
    await closeSitting(tx, sitting.id, submittedBy, at);
    return;
  }
  await tx
    .insert(mockSectionRuns)
    .values({
      sittingId: sitting.id,
      sectionId: section.id,
      startedAt: at,
      deadlineAt: new Date(at.getTime() + section.timeLimitSeconds * 1000),
    })
    .onConflictDoNothing();
}

/**
 * Brings a locked sitting's clock to `now`: while the running section's deadline has passed, it
 * ends at its deadline and the next starts then; past the last the sitting is closed (DEADLINE).
 * `advance` then ends the running section now (the student moved on; past the last: submitted by
 * the student). Answers the sitting's row as it stands after.
 */
export async function catchUpSitting(
  tx: Tx,
  sitting: MockSittingRow,
  now: Date = new Date(),
  advance = false,
): Promise<MockSittingRow> {
  if (sitting.state !== 'IN_PROGRESS') return sitting;
  const runs = await tx
    .select()
    .from(mockSectionRuns)
    .where(eq(mockSectionRuns.sittingId, sitting.id));
  // the common case (an autosave within the time): nothing to catch up, no more reads
  const running = runs.find((run) => run.finishedAt === null);
  if (!advance && running && running.deadlineAt.getTime() > now.getTime()) return sitting;
  const sections = await sectionsOf(tx, sitting.examId);
  const indexOf = (sectionId: number) => sections.findIndex((section) => section.id === sectionId);
  let current = runs.find((run) => run.finishedAt === null);
  if (!current) {
    // no section running: the next after the last finished one (a sitting whose first run is
    // missing starts it now)
    const done = runs.map((run) => indexOf(run.sectionId)).sort((a, b) => b - a)[0] ?? -1;
    const at = runs.length ? new Date(Math.max(...runs.map((r) => r.finishedAt!.getTime()))) : now;
    await startSection(tx, sitting, sections, done + 1, at, 'DEADLINE');
    const started = await reread(tx, sitting.id);
    return started ? catchUpSitting(tx, started, now, advance) : sitting;
  }
  let closed = false;
  while (current && current.deadlineAt.getTime() <= now.getTime()) {
    const ended: Date = current.deadlineAt;
    await tx
      .update(mockSectionRuns)
      .set({ finishedAt: ended })
      .where(
        and(
          eq(mockSectionRuns.sittingId, sitting.id),
          eq(mockSectionRuns.sectionId, current.sectionId),
        ),
      );
    const next: MockSectionRow | undefined = sections[indexOf(current.sectionId) + 1];
    if (!next) {
      await closeSitting(tx, sitting.id, 'DEADLINE', ended);
      closed = true;
      current = undefined;
      break;
    }
    const deadlineAt: Date = new Date(ended.getTime() + next.timeLimitSeconds * 1000);
    await startSection(tx, sitting, sections, indexOf(next.id), ended, 'DEADLINE');
    current = {
      sittingId: sitting.id,
      sectionId: next.id,
      startedAt: ended,
      deadlineAt,
      finishedAt: null,
    };
  }
  if (advance && !closed && current) {
    await tx
      .update(mockSectionRuns)
      .set({ finishedAt: now })
      .where(
        and(
          eq(mockSectionRuns.sittingId, sitting.id),
          eq(mockSectionRuns.sectionId, current.sectionId),
        ),
      );
    await startSection(tx, sitting, sections, indexOf(current.sectionId) + 1, now, 'STUDENT');
  }
  return (await reread(tx, sitting.id)) ?? sitting;
}

async function reread(tx: Tx, sittingId: number) {
  const [row] = await tx.select().from(mockSittings).where(eq(mockSittings.id, sittingId));
  return row;
}

/** The queue of the jobs that close a sitting nobody touched after its last deadline. */
export const MOCK_SITTING_QUEUE = 'mock-sitting-close';
const QUEUE_OPTIONS = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 };

const ensured = new WeakMap<PgBoss, Promise<unknown>>();
/** The queue exists before a job is written to it (created once per process and instance). */
export function ensureSittingQueue(boss: PgBoss = jobQueue()) {
  let made = ensured.get(boss);
  if (!made) {
    made = (async () => {
      if (!(await boss.getQueue(MOCK_SITTING_QUEUE))) {
        await boss.createQueue(MOCK_SITTING_QUEUE, QUEUE_OPTIONS).catch(async (error: unknown) => {
          // another process made it at the same moment
          if (!(await boss.getQueue(MOCK_SITTING_QUEUE))) throw error;
        });
      }
    })();
    made.catch(() => ensured.delete(boss));
    ensured.set(boss, made);
  }
  return made;
}

/** Writes the closing job in the start's transaction, due when the last section could end. */
export async function scheduleClose(tx: Tx, sittingId: number, at: Date) {
  await jobQueue().send(
    MOCK_SITTING_QUEUE,
    { sittingId },
    { db: jobsIn(tx), startAfter: at, singletonKey: `mock-sitting:${sittingId}`, ...QUEUE_OPTIONS },
  );
}

/** The job: catch the sitting's clock up now (which closes it when its time is over). */
export async function closeIfOver(database: Pick<DatabaseHandle, 'db'>, sittingId: number) {
  return database.db.transaction(async (tx) => {
    const sitting = await lockSitting(tx, sittingId);
    if (!sitting) return null;
    const after = await catchUpSitting(tx, sitting, new Date());
    // due early by a clock's skew: failing puts the job back, to run again after its delay
    if (after.state === 'IN_PROGRESS') throw new Error('mock sitting still running at its close');
    return after;
  });
}

/** This process's worker for the closing jobs (server.ts). */
export async function startMockSittingWorker(
  boss: PgBoss,
  database: Pick<DatabaseHandle, 'db'>,
  logger: Pick<Logger, 'warn'>,
) {
  await ensureSittingQueue(boss);
  await boss.work<{ sittingId: number }>(MOCK_SITTING_QUEUE, async ([job]) => {
    if (!job) return;
    try {
      await closeIfOver(database, job.data.sittingId);
    } catch (error) {
      logger.warn({ err: error, sittingId: job.data.sittingId }, 'mock sitting: closing failed');
      throw error;
    }
  });
  return { stop: () => boss.offWork(MOCK_SITTING_QUEUE, { wait: true }) };
}
