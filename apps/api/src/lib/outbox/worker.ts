// The outbox's job queue (docs/decisions/052-outbox-sending.md): the outbox rows are the queue.
// Every API process runs a few workers; each claims one due PENDING row at a time in a short
// transaction (FOR UPDATE SKIP LOCKED: two workers never take the same row), marks it SENDING
// with a lease in not_before, and only then sends it, outside any transaction. The result is
// written only if the row is still this claim's (same state and attempt number), so a worker
// that lost its lease cannot overwrite a later one. A row left SENDING by a process that died
// goes back to PENDING when its lease has passed, and is sent again with the same Message-ID /
// custom id: at most that one resend, which the receiver can recognise.
import { and, eq, sql } from 'drizzle-orm';
import type { OutboxState } from '@academy/api-client/contract/messaging';
import type { DatabaseHandle } from '../../db/client.ts';
import { notifications } from '../../db/schema/live.ts';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema/messaging.ts';
import type { Logger } from '../logger.ts';
import { SendFailure, type Senders } from './senders/sender.ts';
import { templates } from './templates/index.ts';

export type OutboxWorkerOptions = {
  /**
   * How long a claimed row is this worker's. Longer than any send can take (SMTP's and SOLAPI's
   * timeouts are 30 s and 15 s), so a live worker never loses a row it is sending.
   */
  leaseMs: number;
  /** attempts before a row is FAILED for good */
  maxAttempts: number;
  /** the wait before attempt `attempt + 1`, after attempt `attempt` failed */
  backoffMs: (attempt: number) => number;
  /** rows one process sends at once */
  concurrency: number;
  /** how often an idle worker looks for due rows */
  pollMs: number;
};

/** 30 s, 1 min, 2 min ... doubling up to an hour, with a little jitter; 8 attempts span about 1 h. */
export const exponentialBackoff = (attempt: number) =>
  Math.min(30_000 * 2 ** (attempt - 1), 60 * 60 * 1000) * (0.9 + Math.random() * 0.2);

export const OUTBOX_DEFAULTS: OutboxWorkerOptions = {
  leaseMs: 2 * 60 * 1000,
  maxAttempts: 8,
  backoffMs: exponentialBackoff,
  concurrency: 4,
  pollMs: 1000,
};

/** What became of one claimed row. */
export type SendResult = Exclude<OutboxState, 'PENDING' | 'SENDING'> | 'RETRY';

/** Takes one due row (PENDING, not_before passed) for this worker, or none. */
async function claim(database: DatabaseHandle, leaseMs: number) {
  const rows = (await database.db.execute(sql`
    update ${outboxMessages}
    set state = 'SENDING', attempts = attempts + 1,
        not_before = now() + ${`${leaseMs} milliseconds`}::interval
    where id = (
      select id from ${outboxMessages}
      where state = 'PENDING' and not_before <= now()
      order by not_before, id
      limit 1
      for update skip locked
    )
    returning id, channel, address, template, variables, attempts,
      unless_read_notification_id as "unlessRead"`)) as unknown as
    { rows: ClaimedRow[] } | ClaimedRow[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  return list[0];
}
type ClaimedRow = Pick<
  OutboxMessageRow,
  'id' | 'channel' | 'address' | 'template' | 'variables' | 'attempts'
> & { unlessRead: number | null };

/** Rows whose worker died mid-send (lease passed) are due again; after the last attempt, FAILED. */
export async function reclaimExpired(database: DatabaseHandle, maxAttempts: number) {
  await database.db.execute(sql`
    update ${outboxMessages}
    set state = case when attempts >= ${maxAttempts} then 'FAILED' else 'PENDING' end,
        last_error = case when attempts >= ${maxAttempts}
          then 'interrupted during the last attempt' else last_error end
    where state = 'SENDING' and not_before <= now()`);
}

/** Writes a claim's result, only while the row is still that claim's. */
async function settle(
  database: DatabaseHandle,
  row: ClaimedRow,
  values: Partial<typeof outboxMessages.$inferInsert>,
) {
  await database.db
    .update(outboxMessages)
    .set(values)
    .where(
      and(
        eq(outboxMessages.id, row.id),
        eq(outboxMessages.state, 'SENDING'),
        eq(outboxMessages.attempts, row.attempts),
      ),
    );
}

async function wasRead(database: DatabaseHandle, notificationId: number) {
  const [row] = await database.db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  return Boolean(row?.readAt);
}

/** Claims one due row and sends it; undefined when none is due. */
export async function sendOne(
  database: DatabaseHandle,
  senders: Senders,
  options: OutboxWorkerOptions = OUTBOX_DEFAULTS,
): Promise<SendResult | undefined> {
  const row = await claim(database, options.leaseMs);
  if (!row) return undefined;
  if (row.unlessRead !== null && (await wasRead(database, row.unlessRead))) {
    await settle(database, row, { state: 'SKIPPED' });
    return 'SKIPPED';
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
      attempt: row.attempts,
    });
    if (outcome.state === 'HELD') {
      await settle(database, row, { state: 'HELD', lastError: null });
      return 'HELD';
    }
    await settle(database, row, {
      state: 'SENT',
      providerMessageId: outcome.providerMessageId.slice(0, 200),
      sentAt: sql`now()` as unknown as Date,
      lastError: null,
    });
    return 'SENT';
  } catch (error) {
    // A renderer that throws (a bug, or variables a template no longer accepts) will throw again.
    const permanent = !(error instanceof SendFailure) || error.permanent;
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    if (permanent || row.attempts >= options.maxAttempts) {
      await settle(database, row, { state: 'FAILED', lastError });
      return 'FAILED';
    }
    const waitMs = Math.round(options.backoffMs(row.attempts));
    await settle(database, row, {
      state: 'PENDING',
      lastError,
      notBefore: sql`now() + ${`${waitMs} milliseconds`}::interval` as unknown as Date,
    });
    return 'RETRY';
  }
}

/**
 * Sends every due row until none is due (tests, the benchmark, a journey): the number of rows that
 * ended in each result. Retries put off by back-off are not waited for.
 */
export async function drainOutbox(
  database: DatabaseHandle,
  senders: Senders,
  options: Partial<OutboxWorkerOptions> = {},
) {
  const settings = { ...OUTBOX_DEFAULTS, ...options };
  const counts: Record<SendResult, number> = {
    SENT: 0,
    HELD: 0,
    FAILED: 0,
    SKIPPED: 0,
    RETRY: 0,
  };
  await reclaimExpired(database, settings.maxAttempts);
  const worker = async () => {
    for (;;) {
      const result = await sendOne(database, senders, settings);
      if (!result) return;
      counts[result] += 1;
    }
  };
  await Promise.all(Array.from({ length: settings.concurrency }, worker));
  return counts;
}

/**
 * Starts this process's workers (server.ts). `wake()` makes an idle worker look now; `stop()`
 * lets the sends in flight finish (their results written) and resolves when they have.
 */
export function startOutboxWorker(
  database: DatabaseHandle,
  senders: Senders,
  logger: Logger,
  options: Partial<OutboxWorkerOptions> = {},
) {
  const settings = { ...OUTBOX_DEFAULTS, ...options };
  let stopping = false;
  const sleepers = new Set<() => void>();
  const nap = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, settings.pollMs);
      timer.unref();
      sleepers.add(done);
    });
  const worker = async (index: number) => {
    while (!stopping) {
      try {
        // one worker also puts back what dead processes left behind
        if (index === 0) await reclaimExpired(database, settings.maxAttempts);
        let result: SendResult | undefined;
        while (!stopping && (result = await sendOne(database, senders, settings))) {
          if (result === 'FAILED') logger.warn('outbox: a message failed for good');
        }
      } catch (error) {
        // the database away: the rows wait, the next round tries again
        logger.warn({ err: error }, 'outbox worker: could not reach the database');
      }
      if (!stopping) await nap();
    }
  };
  const running = Promise.all(Array.from({ length: settings.concurrency }, (_, i) => worker(i)));
  return {
    wake() {
      for (const wake of [...sleepers]) wake();
    },
    async stop() {
      stopping = true;
      for (const wake of [...sleepers]) wake();
      await running;
      senders.close?.();
    },
  };
}
