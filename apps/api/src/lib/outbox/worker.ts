// Sending the outbox (docs/decisions/052-outbox-sending.md). Every outbox row has one pg-boss job
// (written with it, in the same transaction: enqueue.ts); pg-boss hands each job to one worker at
// a time, retries it with back-off and hands it out again after its expiry when the process that
// held it died. The row stays the record of the message: its state, attempts, last error and the
// provider's id are what staff read. So the handler looks at the row first: a row already SENT,
// HELD, SKIPPED or FAILED is never sent again, whatever the queue redelivers.
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Job, JobWithMetadata, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import { notifications } from '../../db/schema/live.ts';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { jobQueue } from '../jobs/job-queue.ts';
import type { Logger } from '../logger.ts';
import { SendFailure, type Senders } from './senders/sender.ts';
import { templates } from './templates/index.ts';

export const OUTBOX_QUEUE = 'outbox-send';
/**
 * Where pg-boss puts a job it failed itself: its process died during the last attempt (expiry
 * with no retry left). Its row is then FAILED, not left SENDING.
 */
const OUTBOX_DEAD_QUEUE = 'outbox-interrupted';

/** What each message's job carries: its row. */
export type OutboxJob = { outboxId: number };

/**
 * Each message's job: 8 attempts, the retries 30 s to 1 min after the first failure, doubling
 * (pg-boss's back-off, with jitter) up to an hour apart, 1 to 2 h in all. A job held longer than
 * its expiry (2 min: sends time out after 30 s for SMTP, 15 s for SOLAPI, so only a dead process
 * holds one that long) is handed out again.
 */
export const OUTBOX_JOB = {
  retryLimit: 7,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 60 * 60,
  expireInSeconds: 2 * 60,
};

/** The queues and their settings (created on start, in this order: lib/jobs/job-queue.ts). */
export const OUTBOX_QUEUES = [
  { name: OUTBOX_DEAD_QUEUE, options: { retryLimit: 3, retryDelay: 10 } },
  { name: OUTBOX_QUEUE, options: { ...OUTBOX_JOB, deadLetter: OUTBOX_DEAD_QUEUE } },
];

/**
 * The job id of a row, derived from the row (its id and creation time): writing the job again for
 * the same row is refused by the queue, never a second job.
 */
export function outboxJobId(id: number, createdAt: Date) {
  const hex = createHash('sha256').update(`outbox:${id}:${createdAt.toISOString()}`).digest('hex');
  // the form of a UUID (pg-boss's ids), version 8 ("custom")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What became of one job. DONE: its row was settled already (or is gone): nothing sent. */
export type SendResult = 'SENT' | 'HELD' | 'FAILED' | 'SKIPPED' | 'RETRY' | 'DONE';

type JobView = Pick<JobWithMetadata<OutboxJob>, 'data' | 'retryCount' | 'retryLimit'>;

async function wasRead(database: DatabaseHandle, notificationId: number) {
  const [row] = await database.db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  return Boolean(row?.readAt);
}

/**
 * Sends the row of one job and records the outcome on it. RETRY: the row waits (PENDING, with its
 * error) and the job must fail, so the queue tries again after its back-off.
 */
export async function sendOutboxJob(
  database: DatabaseHandle,
  senders: Senders,
  job: JobView,
  options: { maxAttempts?: number } = {},
): Promise<{ result: SendResult; error?: string }> {
  const attempt = job.retryCount + 1;
  const maxAttempts = options.maxAttempts ?? job.retryLimit + 1;
  // This attempt takes the row: SENDING, its attempt number. A row no longer waiting is left alone.
  const [row] = await database.db
    .update(outboxMessages)
    .set({ state: 'SENDING', attempts: attempt })
    .where(
      and(
        eq(outboxMessages.id, job.data.outboxId),
        inArray(outboxMessages.state, ['PENDING', 'SENDING']),
      ),
    )
    .returning();
  if (!row) return { result: 'DONE' };
  /** Writes the outcome, only while the row is still this attempt's. */
  const settle = (values: Partial<typeof outboxMessages.$inferInsert>) =>
    database.db
      .update(outboxMessages)
      .set(values)
      .where(
        and(
          eq(outboxMessages.id, row.id),
          eq(outboxMessages.state, 'SENDING'),
          eq(outboxMessages.attempts, attempt),
        ),
      );
  if (
    row.unlessReadNotificationId !== null &&
    (await wasRead(database, row.unlessReadNotificationId))
  ) {
    await settle({ state: 'SKIPPED' });
    return { result: 'SKIPPED' };
  }
  try {
    const template = templates.get(row.template);
    if (!template) throw new SendFailure(`unknown message template: ${row.template}`, true);
    const outcome = await senders[row.channel]({
      id: row.id,
      channel: row.channel,
      address: row.address,
      template,
      variables: row.variables,
      attempt,
    });
    if (outcome.state === 'HELD') {
      await settle({ state: 'HELD', lastError: null });
      return { result: 'HELD' };
    }
    await settle({
      state: 'SENT',
      providerMessageId: outcome.providerMessageId.slice(0, 200),
      sentAt: sql`now()` as unknown as Date,
      lastError: null,
    });
    return { result: 'SENT' };
  } catch (error) {
    // A renderer that throws (a bug, or variables a template no longer accepts) will throw again.
    const permanent = !(error instanceof SendFailure) || error.permanent;
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    if (permanent || attempt >= maxAttempts) {
      await settle({ state: 'FAILED', lastError });
      return { result: 'FAILED', error: lastError };
    }
    await settle({ state: 'PENDING', lastError });
    return { result: 'RETRY', error: lastError };
  }
}

/** A job whose last attempt was interrupted (its process died): its row fails for good. */
async function failInterrupted(database: DatabaseHandle, job: Pick<JobView, 'data'>) {
  await database.db
    .update(outboxMessages)
    .set({ state: 'FAILED', lastError: 'interrupted during the last attempt' })
    .where(
      and(
        eq(outboxMessages.id, job.data.outboxId),
        inArray(outboxMessages.state, ['PENDING', 'SENDING']),
      ),
    );
}

export type OutboxWorkerOptions = {
  /** pollers per process; each takes a batch of due jobs and sends them at once */
  workers: number;
  /** jobs one poller takes at once: `workers × batchSize` sends in flight at most */
  batchSize: number;
  /** how often an idle poller asks for due jobs, in seconds (at least 0.5) */
  pollSeconds: number;
};

const WORKER_DEFAULTS: OutboxWorkerOptions = { workers: 2, batchSize: 4, pollSeconds: 1 };

/** Sends a batch of jobs at once: each one's result, and the jobs to complete and to fail. */
async function sendBatch(
  database: DatabaseHandle,
  senders: Senders,
  jobs: JobWithMetadata<OutboxJob>[],
  options: { maxAttempts?: number } = {},
) {
  return Promise.all(
    jobs.map(async (job) => ({ job, ...(await sendOutboxJob(database, senders, job, options)) })),
  );
}

/**
 * This process's outbox workers on its pg-boss instance (server.ts). While a batch comes back full
 * the pollers ask again at once; when idle, every `pollSeconds`. `stop()` takes no new job and
 * resolves when the sends in flight have finished and been recorded.
 */
export async function startOutboxWorker(
  boss: PgBoss,
  database: DatabaseHandle,
  senders: Senders,
  logger: Pick<Logger, 'warn'>,
  options: Partial<OutboxWorkerOptions> = {},
) {
  const settings = { ...WORKER_DEFAULTS, ...options };
  await boss.work(
    OUTBOX_QUEUE,
    {
      includeMetadata: true,
      perJobResults: true,
      batchSize: settings.batchSize,
      burstWhenBatchFull: true,
      localConcurrency: settings.workers,
      pollingIntervalSeconds: settings.pollSeconds,
    },
    async (jobs: JobWithMetadata<OutboxJob>[]) =>
      (await sendBatch(database, senders, jobs)).map(({ job, result, error }) => {
        if (result === 'FAILED') {
          logger.warn({ outboxId: job.data.outboxId }, 'outbox: a message failed for good');
        }
        // a failed job is retried by pg-boss after its back-off
        return result === 'RETRY'
          ? { id: job.id, status: 'failed' as const, output: { message: error } }
          : { id: job.id, status: 'completed' as const };
      }),
  );
  await boss.work(OUTBOX_DEAD_QUEUE, async ([job]: Job<OutboxJob>[]) => {
    if (!job) return;
    await failInterrupted(database, job);
    logger.warn(
      { outboxId: job.data.outboxId },
      'outbox: a message failed, its last attempt cut short',
    );
  });
  return {
    async stop() {
      await Promise.all([
        boss.offWork(OUTBOX_QUEUE, { wait: true }),
        boss.offWork(OUTBOX_DEAD_QUEUE, { wait: true }),
      ]);
      senders.close?.();
    },
  };
}

/**
 * Sends every due message until none is due (tests, the benchmark): the number of jobs that ended
 * in each result. The jobs are taken from the queue and settled as the worker does (complete, or
 * fail to be retried after the back-off); retries put off by back-off are not waited for.
 */
export async function drainOutbox(
  database: DatabaseHandle,
  senders: Senders,
  options: { workers?: number; batchSize?: number; maxAttempts?: number; boss?: PgBoss } = {},
) {
  const boss = options.boss ?? jobQueue();
  const counts: Record<SendResult, number> = {
    SENT: 0,
    HELD: 0,
    FAILED: 0,
    SKIPPED: 0,
    RETRY: 0,
    DONE: 0,
  };
  const worker = async () => {
    for (;;) {
      const jobs = await boss.fetch<OutboxJob>(OUTBOX_QUEUE, {
        includeMetadata: true,
        batchSize: options.batchSize ?? WORKER_DEFAULTS.batchSize,
      });
      if (jobs.length === 0) return;
      const sent = await sendBatch(database, senders, jobs, options);
      const done: JobWithMetadata<OutboxJob>[] = [];
      for (const { job, result, error } of sent) {
        counts[result] += 1;
        if (result === 'RETRY') await boss.fail(OUTBOX_QUEUE, job, { message: error });
        else done.push(job);
      }
      if (done.length > 0) await boss.complete(OUTBOX_QUEUE, done);
    }
  };
  for (;;) {
    const [job] = await boss.fetch<OutboxJob>(OUTBOX_DEAD_QUEUE);
    if (!job) break;
    await failInterrupted(database, job);
    counts.FAILED += 1;
    await boss.complete(OUTBOX_DEAD_QUEUE, job);
  }
  await Promise.all(Array.from({ length: options.workers ?? WORKER_DEFAULTS.workers }, worker));
  return counts;
}
