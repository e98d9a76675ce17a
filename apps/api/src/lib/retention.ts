// The retention rules that run on a timer (docs/product/privacy.md): what a withdrawal keeps for a
// legal period is removed once the period has passed, and export files nobody downloaded lapse.
// Idempotent deletes under a transaction-scoped advisory lock: any number of processes may run it,
// one does the work and the others skip that round.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { consentRecords, dataExports } from '../db/schema/privacy.ts';
import { users } from '../db/schema/users.ts';
import type { Logger } from './logger.ts';

/** Consent records stay this long after the account's withdrawal (proof of what was agreed). */
export const CONSENT_RECORDS_KEPT = '5 years';
/** A built export nobody downloaded is emptied after this long. */
export const EXPORT_FILE_KEPT = '7 days';
/** An export's row (its dates, no file) is removed after this long. */
export const EXPORT_ROW_KEPT = '30 days';
/** The advisory lock's key: 'retn' as four bytes. */
const LOCK_KEY = 0x7265746e;

export async function purgeExpiredPersonalData(db: Database) {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`,
    );
    const rows = (locked as unknown as { rows?: { ok: boolean }[] }).rows ?? locked;
    if (!(rows as { ok: boolean }[])[0]?.ok) return null;
    const consents = await tx
      .delete(consentRecords)
      .where(
        inArray(
          consentRecords.userId,
          tx
            .select({ id: users.id })
            .from(users)
            .where(
              lt(users.withdrawnAt, sql`now() - ${sql.raw(`interval '${CONSENT_RECORDS_KEPT}'`)}`),
            ),
        ),
      )
      .returning({ id: consentRecords.id });
    const lapsed = await tx
      .update(dataExports)
      .set({ status: 'EXPIRED', content: null, linkHash: null, linkExpiresAt: null })
      .where(
        and(
          eq(dataExports.status, 'READY'),
          lt(dataExports.readyAt, sql`now() - ${sql.raw(`interval '${EXPORT_FILE_KEPT}'`)}`),
        ),
      )
      .returning({ id: dataExports.id });
    const old = await tx
      .delete(dataExports)
      .where(
        and(
          or(eq(dataExports.status, 'DOWNLOADED'), eq(dataExports.status, 'EXPIRED')),
          lt(dataExports.requestedAt, sql`now() - ${sql.raw(`interval '${EXPORT_ROW_KEPT}'`)}`),
        ),
      )
      .returning({ id: dataExports.id });
    return {
      consentRecords: consents.length,
      lapsedExports: lapsed.length,
      oldExports: old.length,
    };
  });
}

/** Runs the purge now and then once a day (server.ts); the returned function stops it. */
export function startRetentionTimer(db: Database, logger: Logger) {
  const run = () =>
    void purgeExpiredPersonalData(db)
      .then((purged) => {
        if (purged) logger.info(purged, 'retention purge');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'retention purge failed'));
  const timer = setInterval(run, 24 * 60 * 60 * 1000);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
