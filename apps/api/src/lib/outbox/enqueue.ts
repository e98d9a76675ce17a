// Writing a message into the outbox (docs/product/messaging.md). Call it inside the transaction of
// the change the message tells about: the message exists exactly when the change does, and so does
// its job in the queue (pg-boss, written through the same transaction). Sending happens later, in
// the queue's workers (lib/outbox/worker.ts), never in the request.
import { eq } from 'drizzle-orm';
import type { OutboxChannel } from '@academy/api-client/contract/messaging';
import type { Tx } from '../../app-env.ts';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { users } from '../../db/schema/users.ts';
import { jobQueue, jobsIn } from '../jobs/job-queue.ts';
import { channelsAllowed } from './preferences.ts';
import { afterQuietHours } from './quiet-hours.ts';
import { missingVariables, templateChannels, type MessageVariables } from './template.ts';
import { templates } from './templates/index.ts';
import { OUTBOX_JOB, OUTBOX_QUEUE, outboxJobId, type OutboxJob } from './worker.ts';

export type MessageRecipient =
  { userId: number } | { email: string; userId?: number } | { phone: string; userId?: number };

export type OutboxRequest = {
  /** a template's name (lib/outbox/templates) */
  template: string;
  variables: MessageVariables;
  /** once-only: what makes this message this message ('password-reset:<token id>') */
  dedupeKey: string;
  to: MessageRecipient;
  /** only these channels (default: every channel the template has and the recipient can take) */
  channels?: OutboxChannel[];
  /** not sent before this time (default: at once; promotional messages also wait out the night) */
  notBefore?: Date;
  /**
   * An in-app notification this message repeats for someone away from the site: when it has
   * been read by the time the message is due, the message is not sent (state SKIPPED).
   */
  unlessRead?: number;
};

/** A message that cannot be written: a programming error, never the user's. */
export class OutboxError extends Error {}

/**
 * Writes one row per channel the message goes out on, and its job; a row whose dedupe key is
 * already there is skipped (and no job written). Returns the ids written (empty: nothing new, or
 * no channel reaches the recipient).
 */
export async function enqueueMessage(tx: Tx, request: OutboxRequest): Promise<number[]> {
  const template = templates.get(request.template);
  if (!template) throw new OutboxError(`unknown message template: ${request.template}`);
  const missing = missingVariables(template, request.variables);
  if (missing.length > 0) {
    throw new OutboxError(`message ${request.template} lacks variables: ${missing.join(', ')}`);
  }
  const addresses = await recipientAddresses(tx, request.to);
  // The person's switches and, for a promotion, their marketing consent (preferences.ts).
  const wanted = await channelsAllowed(
    tx,
    template,
    addresses.userId,
    request.channels ?? templateChannels(template),
  );
  const chosen = templateChannels(template).filter((channel) => wanted.includes(channel));
  // 알림톡 carries its SMS fallback (the provider sends the text by SMS when 알림톡 fails), so a
  // phone gets one row, never both.
  const channels = chosen.includes('ALIMTALK')
    ? chosen.filter((channel) => channel !== 'SMS')
    : chosen;
  const notBefore =
    template.purpose === 'PROMOTIONAL'
      ? afterQuietHours(request.notBefore ?? new Date())
      : request.notBefore;
  const rows = channels.flatMap((channel) => {
    const address = channel === 'EMAIL' ? addresses.email : addresses.phone;
    return address
      ? [
          {
            recipientUserId: addresses.userId,
            channel,
            address,
            template: template.name,
            variables: request.variables,
            dedupeKey: request.dedupeKey,
            ...(notBefore && { notBefore }),
            unlessReadNotificationId: request.unlessRead ?? null,
          },
        ]
      : [];
  });
  if (rows.length === 0) return [];
  const written = await tx.insert(outboxMessages).values(rows).onConflictDoNothing().returning({
    id: outboxMessages.id,
    createdAt: outboxMessages.createdAt,
    notBefore: outboxMessages.notBefore,
  });
  if (written.length === 0) return [];
  // One job per row, due when the row is (quiet hours, the away delay), in this transaction.
  await jobQueue().insert(
    OUTBOX_QUEUE,
    written.map((row) => ({
      id: outboxJobId(row.id, row.createdAt),
      data: { outboxId: row.id } satisfies OutboxJob,
      startAfter: row.notBefore,
      ...OUTBOX_JOB,
    })),
    { db: jobsIn(tx) },
  );
  return written.map((row) => row.id);
}

async function recipientAddresses(tx: Tx, to: MessageRecipient) {
  if (!('email' in to) && !('phone' in to)) {
    const [user] = await tx
      .select({ email: users.email, phone: users.studentContact, withdrawnAt: users.withdrawnAt })
      .from(users)
      .where(eq(users.id, to.userId));
    if (!user || user.withdrawnAt) return { userId: to.userId, email: null, phone: null };
    return { userId: to.userId, email: user.email, phone: user.phone };
  }
  return {
    userId: to.userId ?? null,
    email: 'email' in to ? to.email : null,
    phone: 'phone' in to ? to.phone : null,
  };
}
