// Time passing for the outbox's jobs (tests): waiting jobs (a retry's back-off, quiet hours, the
// away delay) are due now.
import { sql } from 'drizzle-orm';
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
