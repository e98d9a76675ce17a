// The admin's view of the outbox (docs/product/messaging.md: the local outbox view): messages
// newest first, filtered, addresses masked like every staff list; one message rendered by its
// template as it would be sent. With the local messaging mode nothing leaves: the rows are HELD
// and this is where people read them.
import type {
  OutboxItem,
  OutboxMessage,
  OutboxPage,
  OutboxQuery,
} from '@academy/api-client/contract';
import { OUTBOX_PAGE_SIZE } from '@academy/api-client/contract';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema/messaging.ts';
import { users } from '../../db/schema/users.ts';
import { recordAccess } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { iso } from '../../lib/lecture-access.ts';
import { maskEmail, maskPhone } from '../../lib/masking.ts';
import { templates } from '../../lib/outbox/templates/index.ts';

type Ctx = Context<AppEnv>;
type Filters = Omit<OutboxQuery, 'before'> & { before?: number };

const masked = (row: Pick<OutboxMessageRow, 'channel' | 'address'>) =>
  row.channel === 'EMAIL' ? maskEmail(row.address) : (maskPhone(row.address) ?? '');

function toItem(row: OutboxMessageRow, recipient: { id: number; name: string } | null): OutboxItem {
  return {
    id: row.id,
    createdAt: iso(row.createdAt),
    channel: row.channel,
    address: masked(row),
    template: row.template,
    state: row.state,
    attempts: row.attempts,
    recipient: recipient?.id ? recipient : null,
    sentAt: row.sentAt ? iso(row.sentAt) : null,
    lastError: row.lastError,
  };
}

const recipientColumns = { id: users.id, name: users.name };

export async function outboxPage(c: Ctx, filters: Filters): Promise<OutboxPage> {
  const where: (SQL | undefined)[] = [];
  if (filters.channel) where.push(eq(outboxMessages.channel, filters.channel));
  if (filters.state) where.push(eq(outboxMessages.state, filters.state));
  if (filters.template) where.push(eq(outboxMessages.template, filters.template));
  if (filters.before !== undefined) where.push(lt(outboxMessages.id, filters.before));
  const rows = await c.var.deps.database.db
    .select({ message: outboxMessages, recipient: recipientColumns })
    .from(outboxMessages)
    .leftJoin(users, eq(users.id, outboxMessages.recipientUserId))
    .where(and(...where))
    .orderBy(desc(outboxMessages.id))
    .limit(OUTBOX_PAGE_SIZE + 1);
  const page = rows.slice(0, OUTBOX_PAGE_SIZE);
  return {
    messages: page.map((row) => toItem(row.message, row.recipient)),
    nextBefore: rows.length > OUTBOX_PAGE_SIZE ? page.at(-1)!.message.id : null,
    templates: [...templates.keys()],
  };
}

/** The message's words on its channel; null when its template is gone or cannot render it. */
function rendered(row: OutboxMessageRow) {
  const template = templates.get(row.template);
  const none = { purpose: template?.purpose ?? null, email: null, text: null };
  if (!template) return none;
  try {
    if (row.channel === 'EMAIL' && template.email)
      return { ...none, email: template.email(row.variables) };
    if (row.channel === 'ALIMTALK' && template.alimtalk)
      return { ...none, text: template.alimtalk.text(row.variables) };
    if (row.channel === 'SMS' && template.sms)
      return { ...none, text: template.sms(row.variables) };
  } catch {
    // a renderer that throws on old variables: the row is still shown, without its words
  }
  return none;
}

/**
 * One message rendered. Its words may hold a person's links (a password reset) and its address
 * whole: a staff view of personal data, recorded in the access log before it is answered.
 */
export async function outboxMessage(c: Ctx, id: number): Promise<OutboxMessage> {
  const [row] = await c.var.deps.database.db
    .select({ message: outboxMessages, recipient: recipientColumns })
    .from(outboxMessages)
    .leftJoin(users, eq(users.id, outboxMessages.recipientUserId))
    .where(eq(outboxMessages.id, id));
  if (!row) throw notFound();
  await recordAccess(c, {
    action: 'VIEW',
    targetType: 'outbox',
    targetId: id,
    studentId: row.message.recipientUserId,
  });
  return {
    ...toItem(row.message, row.recipient),
    notBefore: iso(row.message.notBefore),
    ...rendered(row.message),
  };
}
