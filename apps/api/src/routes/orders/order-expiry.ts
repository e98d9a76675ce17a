// Unpaid orders run out (docs/product/commerce.md): a PENDING order 30 minutes after checkout
// (the payment window was left), a 가상계좌 or 무통장 입금 order after its due date. A job every
// minute (one across all processes) cancels them and gives their coupon uses back, each in its own
// transaction on the locked order, so a payment arriving at the same moment wins or loses whole.
import { and, asc, inArray, lt } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import { orders } from '../../db/schema/commerce.ts';
import { scheduleWeekly } from '../../lib/jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import { lockOrder, settleCancelled } from './settle.ts';

export const ORDER_EXPIRY_QUEUE = 'order-expiry';

/** Cancels the unpaid orders past their time (at most `limit`); how many. */
export async function cancelExpiredOrders(
  database: Pick<DatabaseHandle, 'db'>,
  now = new Date(),
  limit = 200,
) {
  const due = await database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, ['PENDING', 'WAITING_DEPOSIT']), lt(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  let cancelled = 0;
  for (const { id } of due) {
    await database.db.transaction(async (tx) => {
      const order = await lockOrder(tx, { id });
      // paid or cancelled meanwhile, or its time moved (a 가상계좌 issued): left alone
      if (!order?.expiresAt || order.expiresAt.getTime() >= now.getTime()) return;
      if (order.status !== 'PENDING' && order.status !== 'WAITING_DEPOSIT') return;
      await settleCancelled(tx, order);
      cancelled += 1;
    });
  }
  return cancelled;
}

/** The job's schedule on the server's queue (server.ts). */
export function scheduleOrderExpiry(boss: PgBoss, database: DatabaseHandle, logger: Logger) {
  return scheduleWeekly(boss, ORDER_EXPIRY_QUEUE, '* * * * *', async () => {
    const cancelled = await cancelExpiredOrders(database);
    if (cancelled) logger.info({ cancelled }, 'unpaid orders cancelled');
  });
}
