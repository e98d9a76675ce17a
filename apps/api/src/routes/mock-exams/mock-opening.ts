// "A mock opens": each targeted student gets one in-app notification (the live channel) when a
// published mock's window opens: at publishing when it is open already, else by a job at opensAt
// (pg-boss, written in the publishing transaction). Targeted students are the mock's own students
// and those with an open enrolment in a targeted lecture. Once per student and mock: a student who
// has the notification for this mock's link is skipped, whether the mock is published again or
// the job runs twice.
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import * as ma from '@academy/strings/mock-authoring';
import type { AppServices, Tx } from '../../app-env.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { notifications } from '../../db/schema/live.ts';
import { mockExams, mockTargets } from '../../db/schema/mock-exams.ts';
import { users } from '../../db/schema/users.ts';
import { jobQueue, jobsIn } from '../../lib/jobs/job-queue.ts';
import { liveTransaction, type LiveEvent } from '../../lib/live/hub.ts';
import type { Logger } from '../../lib/logger.ts';
import { notify } from '../notifications/notifications.handlers.ts';

export const MOCK_OPENS_QUEUE = 'mock-exam-opens';
export type MockOpensJob = { examId: number };

/** The classroom's page of a mock (the sitting's screen). */
export const mockClassroomPath = (examId: number) => `/mock-exams/${examId}`;

/** The students a mock targets now: its own and those enrolled (open enrolment) in its lectures. */
export async function targetedStudents(tx: Pick<Tx, 'select'>, examId: number, now = new Date()) {
  const direct = tx
    .select({ id: mockTargets.userId })
    .from(mockTargets)
    .where(and(eq(mockTargets.examId, examId), sql`${mockTargets.userId} is not null`));
  const lectureIds = tx
    .select({ id: mockTargets.lectureId })
    .from(mockTargets)
    .where(and(eq(mockTargets.examId, examId), sql`${mockTargets.lectureId} is not null`));
  const enrolled = tx
    .select({ id: enrolments.userId })
    .from(enrolments)
    .where(
      and(
        inArray(enrolments.lectureId, lectureIds),
        eq(enrolments.status, 'ACTIVE'),
        lte(enrolments.startsAt, now),
        or(isNull(enrolments.endsAt), gt(enrolments.endsAt, now)),
      ),
    );
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'STUDENT'),
        isNull(users.withdrawnAt),
        or(inArray(users.id, direct), inArray(users.id, enrolled)),
      ),
    );
  return rows.map((row) => row.id);
}

/** Inside the caller's live transaction: notifies the targeted students not told yet. */
export async function notifyOpened(
  tx: Tx,
  emit: (event: LiveEvent) => Promise<void>,
  exam: { id: number; title: string },
) {
  const students = await targetedStudents(tx, exam.id);
  if (students.length === 0) return 0;
  const path = mockClassroomPath(exam.id);
  const told = await tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'MOCK_OPENED'),
        inArray(notifications.userId, students),
        sql`${notifications.link}->>'path' = ${path}`,
      ),
    );
  const skip = new Set(told.map((row) => row.userId));
  const entries = students
    .filter((id) => !skip.has(id))
    .map((userId) => ({
      userId,
      kind: 'MOCK_OPENED' as const,
      text: ma.notification.opened(exam.title),
      link: { app: 'classroom' as const, path },
    }));
  await notify(tx, emit, entries);
  return entries.length;
}

const readyQueues = new WeakSet<PgBoss>();

/** The queue exists (pg-boss refuses a job for a queue it does not know). */
export async function ensureMockOpensQueue(boss: PgBoss = jobQueue()) {
  if (readyQueues.has(boss)) return;
  if (!(await boss.getQueue(MOCK_OPENS_QUEUE))) {
    await boss.createQueue(MOCK_OPENS_QUEUE, { retryLimit: 5, retryDelay: 60, retryBackoff: true });
  }
  readyQueues.add(boss);
}

/** In the publishing transaction: the job that notifies at opensAt. */
export async function scheduleOpening(tx: Tx, examId: number, opensAt: Date) {
  await jobQueue().send(MOCK_OPENS_QUEUE, { examId } satisfies MockOpensJob, {
    startAfter: opensAt,
    db: jobsIn(tx),
  });
}

/**
 * The job: notifies when the mock is still published and open now. A job of an earlier publishing
 * (the window moved later since) finds the mock not open yet and does nothing; the later
 * publishing wrote its own job.
 */
export async function runMockOpening(deps: Pick<AppServices, 'database'>, examId: number) {
  return liveTransaction(deps, async (tx, emit) => {
    const [exam] = await tx
      .select()
      .from(mockExams)
      .where(eq(mockExams.id, examId))
      .limit(1)
      .for('update');
    const now = Date.now();
    if (
      !exam ||
      exam.status !== 'PUBLISHED' ||
      !exam.opensAt ||
      !exam.closesAt ||
      exam.opensAt.getTime() > now ||
      exam.closesAt.getTime() <= now
    ) {
      return 0;
    }
    return notifyOpened(tx, emit, exam);
  });
}

/** This process's worker for the opening jobs (server.ts). */
export async function startMockOpeningWorker(
  boss: PgBoss,
  database: DatabaseHandle,
  logger: Pick<Logger, 'warn'>,
) {
  await ensureMockOpensQueue(boss);
  await boss.work<MockOpensJob>(MOCK_OPENS_QUEUE, async ([job]) => {
    if (!job) return;
    try {
      await runMockOpening({ database }, job.data.examId);
    } catch (error) {
      logger.warn({ err: error, examId: job.data.examId }, 'mock exam opening: notify failed');
      throw error;
    }
  });
}
