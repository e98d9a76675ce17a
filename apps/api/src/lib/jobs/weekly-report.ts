// The weekly report (docs/product/reports.md: weekly report, docs/decisions/055-weekly-report.md):
// every Monday morning, Seoul time, each active student with an enrolment and each guardian linked
// to them gets the week before as one outbox message (weekly-report), once.
//
// - Once: the dedupe key names the week, the student and the recipient, so a rerun, a resumed
//   run or two processes at once never write a message twice.
// - One worker: each batch runs in a transaction holding a transaction-scoped advisory lock; a
//   process that cannot take it leaves the round to the one that has it.
// - Bounded memory: students in keyset batches of REPORT_BATCH by id, each batch's summaries read
//   by a fixed number of set-based queries (routes/reports/reports.queries.ts); report_runs keeps
//   the last student written, so a run stopped halfway resumes after it.
// - Caught up: the job queue checks every ten minutes (one job across all processes) whether last
//   week's run is finished, so a Monday missed while no process ran is run when one is back (only
//   the latest week: an older report is stale).
import type { PgBoss } from 'pg-boss';
import { and, asc, eq, exists, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { StudentOverview } from '@academy/api-client/contract';
import * as reportStrings from '@academy/strings/reports';
import type { Tx } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { guardianLinks } from '../../db/schema/guardians.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { reportRuns } from '../../db/schema/reports.ts';
import { users } from '../../db/schema/users.ts';
import { weekSummaries } from '../../routes/reports/reports.queries.ts';
import type { Logger } from '../logger.ts';
import { scheduleWeekly } from './job-queue.ts';
import { enqueueMessage } from '../outbox/enqueue.ts';
import { seoulWeek, type SeoulWeek } from '../seoul-time.ts';

/** Students per batch: one transaction, one set of summary queries. */
const REPORT_BATCH = 500;
/** The report goes out from this Seoul hour on Monday. */
const SEND_HOUR = 7;
/** The advisory lock's key: 'wrpt' as four bytes. */
const LOCK_KEY = 0x77727074;
const HOUR_MS = 60 * 60 * 1000;

/** The week last reported at `now`: the week before the current Seoul week. */
export const reportedWeek = (now = new Date()) =>
  seoulWeek(new Date(seoulWeek(now).from.getTime() - 1));

/**
 * The week whose report is due at `now`: last week once Monday SEND_HOUR (Seoul) has passed, for
 * the rest of the week (a process that was down on Monday catches up); null before.
 */
export function dueWeek(now = new Date()) {
  const due = new Date(seoulWeek(now).from.getTime() + SEND_HOUR * HOUR_MS);
  return now < due ? null : reportedWeek(now);
}

/** The overview page a message links to. */
export const overviewLink = (classroomUrl: string, studentId: number, week: SeoulWeek) =>
  `${classroomUrl}/children/${studentId}?week=${week.start}`;

/** A summary as the template's variables. */
export function reportVariables(summary: StudentOverview, link: string) {
  const page = reportStrings.page;
  return {
    studentName: summary.student.name,
    week: page.week(summary.week.start, summary.week.end),
    studyDays: summary.studyDays.length,
    watchedMinutes: Math.round(summary.watchedSeconds / 60),
    lessonsCompleted: summary.lessonsCompleted,
    quizzes: summary.quizzes
      .map((quiz) => `${quiz.detailTitle} ${page.quizScore(quiz.bestScore, quiz.attempts)}`)
      .join(', '),
    outstanding: summary.outstanding.length,
    lectures: summary.lectures
      .map(
        (lecture) =>
          `${lecture.title}: ${lecture.progressRate}% (${page.daysLeft} ${
            lecture.expireDaysLeft === null
              ? page.unlimited
              : page.daysLeftValue(lecture.expireDaysLeft)
          })`,
      )
      .join('\n'),
    link,
  };
}

/** The students' guardians who can receive messages, by student. */
export async function guardiansOf(db: Pick<Database, 'select'>, studentIds: number[]) {
  if (studentIds.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select({ studentId: guardianLinks.studentId, guardianId: guardianLinks.guardianId })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(
      and(
        inArray(guardianLinks.studentId, studentIds),
        isNull(users.withdrawnAt),
        isNull(users.disabledAt),
      ),
    )
    .orderBy(guardianLinks.studentId, guardianLinks.guardianId);
  const found = new Map<number, number[]>();
  for (const row of rows)
    found.set(row.studentId, [...(found.get(row.studentId) ?? []), row.guardianId]);
  return found;
}

/**
 * Writes one summary's messages: to the student and each guardian, each under its own dedupe key
 * (`prefix:<student>:<recipient>`); the number of rows written (0: all written before).
 */
export async function enqueueReport(
  tx: Tx,
  summary: StudentOverview,
  guardians: number[],
  link: string,
  prefix: string,
) {
  const variables = reportVariables(summary, link);
  let written = 0;
  for (const recipient of [summary.student.id, ...guardians]) {
    const ids = await enqueueMessage(tx, {
      template: 'weekly-report',
      variables,
      dedupeKey: `${prefix}:${summary.student.id}:${recipient}`,
      to: { userId: recipient },
    });
    written += ids.length;
  }
  return written;
}

/** The next batch of active students with an enrolment open now, after `afterId` by id. */
function studentBatch(tx: Tx, afterId: number, now: Date, size: number) {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  return tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.role, 'STUDENT'),
        isNull(users.withdrawnAt),
        isNull(users.disabledAt),
        gt(users.id, afterId),
        exists(
          tx
            .select({ one: sql`1` })
            .from(enrolments)
            .where(
              and(
                eq(enrolments.userId, users.id),
                eq(enrolments.status, 'ACTIVE'),
                sql`${enrolments.startsAt} <= ${nowAt}`,
                sql`(${enrolments.endsAt} is null or ${enrolments.endsAt} > ${nowAt})`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(users.id))
    .limit(size);
}

type RunResult = { week: string; messages: number; students: number; batches: number };

/**
 * Runs (or resumes) the report of `week`: batch after batch, each in its own transaction under
 * the advisory lock. Null when another process holds the lock or the week is already finished.
 */
export async function runWeeklyReport(
  db: Database,
  options: { week: SeoulWeek; classroomUrl: string; now?: Date; batchSize?: number },
): Promise<RunResult | null> {
  const { week, classroomUrl, batchSize = REPORT_BATCH } = options;
  const now = options.now ?? new Date();
  const result: RunResult = { week: week.start, messages: 0, students: 0, batches: 0 };
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`);
      const rows = (locked as unknown as { rows?: { ok: boolean }[] }).rows ?? locked;
      if (!(rows as { ok: boolean }[])[0]?.ok) return 'busy' as const;
      await tx.insert(reportRuns).values({ week: week.start }).onConflictDoNothing();
      const [run] = await tx.select().from(reportRuns).where(eq(reportRuns.week, week.start));
      if (!run || run.finishedAt) return 'finished' as const;
      const batch = await studentBatch(tx, run.afterStudentId, now, batchSize);
      const ids = batch.map((student) => student.id);
      const summaries = await weekSummaries(tx, batch, week, { now: now.getTime() });
      const guardians = await guardiansOf(tx, ids);
      let written = 0;
      for (const summary of summaries) {
        written += await enqueueReport(
          tx,
          summary,
          guardians.get(summary.student.id) ?? [],
          overviewLink(classroomUrl, summary.student.id, week),
          `weekly-report:${week.start}`,
        );
      }
      const done = batch.length < batchSize;
      await tx
        .update(reportRuns)
        .set({
          afterStudentId: ids.at(-1) ?? run.afterStudentId,
          messages: sql`${reportRuns.messages} + ${written}`,
          finishedAt: done ? sql`now()` : null,
        })
        .where(eq(reportRuns.week, week.start));
      result.messages += written;
      result.students += batch.length;
      result.batches += 1;
      return done ? ('finished' as const) : ('more' as const);
    });
    if (step === 'busy') return null;
    if (step === 'finished') return result.batches === 0 ? null : result;
  }
}

/** The job queue's name for the report's check. */
export const WEEKLY_REPORT_QUEUE = 'weekly-report';

/**
 * Schedules the report's check on the job queue (server.ts): every ten minutes one job across all
 * processes runs last week's report when it is due and not finished, so Monday morning starts it
 * and a Monday missed while no process ran (or a run cut short) is caught up within ten minutes.
 */
export function scheduleWeeklyReport(
  boss: PgBoss,
  db: Database,
  logger: Logger,
  classroomUrl: string,
) {
  return scheduleWeekly(boss, WEEKLY_REPORT_QUEUE, '*/10 * * * *', async () => {
    const now = new Date();
    const week = dueWeek(now);
    if (!week) return;
    const done = await runWeeklyReport(db, { week, classroomUrl, now });
    if (done) logger.info(done, 'weekly report written');
  });
}
