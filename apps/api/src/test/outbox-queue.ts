// Time passing for the outbox's jobs (tests): waiting jobs (a retry's back-off, quiet hours, the
// away delay) are due now.
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import { JOB_SCHEMA } from '../lib/jobs/job-queue.ts';
import { OUTBOX_QUEUE } from '../lib/outbox/worker.ts';

/** Every waiting outbox job is due now, or only the job of the row `outboxId`. */
export function outboxDueNow(database: Pick<DatabaseHandle, 'db'>, outboxId?: number) {
  return database.db.execute(sql`
    update ${sql.identifier(JOB_SCHEMA)}.job set start_after = now()
    where name = ${OUTBOX_QUEUE} and state in ('created', 'retry')
      ${outboxId === undefined ? sql`` : sql`and (data->>'outboxId')::int = ${outboxId}`}`);
}

/** When the queue will next hand out the job of the row `outboxId`. */
export async function outboxJobDueAt(database: Pick<DatabaseHandle, 'db'>, outboxId: number) {
  const result = (await database.db.execute(sql`
    select start_after as "startAfter" from ${sql.identifier(JOB_SCHEMA)}.job
    where name = ${OUTBOX_QUEUE} and (data->>'outboxId')::int = ${outboxId}`)) as unknown as {
    rows: { startAfter: string | Date }[];
  };
  return new Date(result.rows[0]!.startAfter);
}

/**
 * The expiry of a job taken by a process that died has passed, and the queue's maintenance runs now
 * (pg-boss runs it at most once a minute per queue; the test does not wait): the job goes back to
 * be retried, or, after its last attempt, to the dead letter queue.
 */
export async function expireNow(
  database: Pick<DatabaseHandle, 'db'> & { jobs: PgBoss },
  jobId: string,
  options: { lastAttempt?: boolean } = {},
) {
  await database.db.execute(sql`
    update ${sql.identifier(JOB_SCHEMA)}.job
    set started_on = now() - (expire_seconds + 60) * interval '1 second'
      ${options.lastAttempt ? sql`, retry_count = retry_limit` : sql``}
    where id = ${jobId}`);
  await database.db.execute(sql`
    update ${sql.identifier(JOB_SCHEMA)}.queue set monitor_claim_on = null, monitor_on = null
    where name = ${OUTBOX_QUEUE}`);
  await database.jobs.supervise(OUTBOX_QUEUE);
}
