// The data export's worker (docs/decisions/049-personal-data-jobs.md): a small in-process loop
// until the product has a job queue. It claims one PENDING row at a time with FOR UPDATE SKIP
// LOCKED, so two processes never build the same export, builds the file in that transaction and
// marks it READY. It runs when this process accepts a request (wakeExportWorker) and every few
// seconds, which also picks up rows left PENDING by a process that stopped.
import { asc, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { dataExports } from '../../db/schema/privacy.ts';
import { collectPersonalData } from '../../routes/consents/personal-data.ts';
import type { Logger } from '../logger.ts';

/** Builds one waiting export; false when none is waiting (or every one is being built elsewhere). */
async function buildOne(database: DatabaseHandle) {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: dataExports.id, userId: dataExports.userId })
      .from(dataExports)
      .where(eq(dataExports.status, 'PENDING'))
      .orderBy(asc(dataExports.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return false;
    const data = await collectPersonalData(tx, row.userId);
    await tx
      .update(dataExports)
      .set({ status: 'READY', readyAt: sql`now()`, content: JSON.stringify(data, null, 2) })
      .where(eq(dataExports.id, row.id));
    return true;
  });
}

/** Builds waiting exports until none is left (at most `limit`); the number built. */
export async function buildPendingExports(database: DatabaseHandle, limit = 20) {
  let built = 0;
  while (built < limit && (await buildOne(database))) built += 1;
  return built;
}

let wake: (() => void) | null = null;

/** A request was made in this process: build it now rather than at the next tick. */
export function wakeExportWorker() {
  wake?.();
}

/** Starts the loop (server.ts); the returned function stops it. */
export function startExportWorker(database: DatabaseHandle, logger: Logger, everyMs = 5000) {
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void buildPendingExports(database)
      .catch((error: unknown) => logger.warn({ err: error }, 'data export worker failed'))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  wake = run;
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return () => {
    clearInterval(timer);
    wake = null;
  };
}
