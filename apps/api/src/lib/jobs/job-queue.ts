// The job queue: pg-boss (docs/decisions/052-outbox-sending.md), in its own `pgboss` schema that it
// creates and migrates itself on start. One instance per API process (server.ts): it runs this
// process's workers and, when it supervises, puts back the jobs of processes that died (expiry)
// and starts scheduled jobs. Jobs are written through the caller's drizzle transaction
// (`jobsIn(tx)`), so a job exists exactly when the change that asked for it does.
import { sql, type SQL } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Db, type Job } from 'pg-boss';
import type { Tx } from '../../app-env.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Logger } from '../logger.ts';

export const JOB_SCHEMA = 'pgboss';

export type JobQueueOptions = {
  /**
   * Maintenance (expired jobs back to retry, old jobs deleted) and cron schedules. The server's
   * instance does both; a test's send-only instance neither.
   */
  supervise: boolean;
  /** how often the maintenance runs, in seconds (pg-boss's default: 60) */
  superviseIntervalSeconds?: number;
  logger?: Pick<Logger, 'warn'>;
  /** the queues this process uses, created when missing */
  queues?: { name: string; options?: Parameters<PgBoss['createQueue']>[1] }[];
};

/** The instances started in this process; `jobQueue()` hands out one of them. */
const started = new Set<PgBoss>();

/** Starts pg-boss on the database (installing or migrating its schema when needed). */
export async function startJobQueue(
  database: Pick<DatabaseHandle, 'jobConnection'>,
  options: JobQueueOptions,
): Promise<PgBoss> {
  const connection = database.jobConnection;
  const common = {
    schema: JOB_SCHEMA,
    supervise: options.supervise,
    schedule: options.supervise,
    migrate: true,
    ...(options.superviseIntervalSeconds && {
      superviseIntervalSeconds: options.superviseIntervalSeconds,
      monitorIntervalSeconds: options.superviseIntervalSeconds,
    }),
    registerInstance: options.supervise,
    openTelemetry: { enabled: false },
  };
  const boss =
    connection.kind === 'postgres'
      ? new PgBoss({
          ...common,
          connectionString: connection.url,
          max: 4,
          application_name: 'academy-jobs',
        })
      : new PgBoss({ ...common, backend: 'pglite', db: fromPglite(connection) });
  // An error nobody listens to would end the process: the database away for a moment is logged and
  // pg-boss tries again on its next poll.
  boss.on('error', (error) => options.logger?.warn({ err: error }, 'job queue error'));
  await boss.start();
  for (const queue of options.queues ?? []) {
    if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, queue.options);
  }
  started.add(boss);
  return boss;
}

/**
 * Stops an instance: no new jobs are taken, the handlers running finish (up to `timeoutMs`), and
 * its connections close.
 */
export async function stopJobQueue(boss: PgBoss, timeoutMs = 30_000) {
  started.delete(boss);
  await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
}

/**
 * The job queue of this process, to write jobs with. Any started instance will do: a job is
 * written through the caller's transaction (`{ db: jobsIn(tx) }`), so it lands in the caller's
 * database; the instance only knows the queue's settings, the same in every database this code
 * migrates.
 */
export function jobQueue(): PgBoss {
  const [boss] = started;
  if (!boss) throw new Error('no job queue started in this process (lib/jobs/job-queue.ts)');
  return boss;
}

/** The caller's drizzle transaction as pg-boss's `db` option (PGlite and node-postgres alike). */
export function jobsIn(tx: Tx): Db {
  return fromDrizzle(
    {
      execute: async (query) => (await tx.execute(query as SQL)) as unknown as { rows: unknown[] },
    },
    sql,
  );
}

/**
 * A weekly (or any cron) job run once per occurrence across every process: pg-boss's schedule
 * (cron in `tz`, Seoul by default) creates one job per occurrence and one worker takes it. Call
 * on the server's instance (it supervises, which is what runs the schedules).
 */
export async function scheduleWeekly<T extends object>(
  boss: PgBoss,
  name: string,
  cron: string,
  handler: (job: Job<T>) => Promise<void>,
  options: {
    tz?: string;
    data?: T;
    retryLimit?: number;
    /** how long one run may take before another process takes it over (default 30 min) */
    expireInSeconds?: number;
  } = {},
) {
  if (!(await boss.getQueue(name))) {
    await boss.createQueue(name, {
      retryLimit: options.retryLimit ?? 3,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds ?? 30 * 60,
    });
  }
  await boss.schedule(name, cron, options.data ?? null, { tz: options.tz ?? 'Asia/Seoul' });
  await boss.work<T>(name, async ([job]) => {
    if (job) await handler(job);
  });
}
