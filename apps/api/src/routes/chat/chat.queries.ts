// The lesson chat's database reads and writes (docs/decisions/016-live-channel.md).
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { ChatMessage } from '@academy/api-client/contract';
import type { Database } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/live.ts';
import { users } from '../../db/schema/users.ts';
import { chatMessageView } from '../../lib/live/views.ts';
import type { Tx } from '../../app-env.ts';

const withAuthor = (db: Pick<Database, 'select'>) =>
  db
    .select({
      message: chatMessages,
      author: { id: users.id, name: users.name, role: users.role },
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId));

/** `size` messages older than `before` (none: the newest), oldest first, and whether more remain. */
export async function historyPage(
  db: Database,
  lessonId: number,
  before: number | undefined,
  size: number,
) {
  const rows = await withAuthor(db)
    .where(
      and(
        eq(chatMessages.lessonId, lessonId),
        before === undefined ? undefined : lt(chatMessages.id, before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(size + 1);
  const hasMore = rows.length > size;
  const messages = rows
    .slice(0, size)
    .reverse()
    .map((row) => chatMessageView(row.message, row.author));
  return { messages, hasMore };
}

/** The messages after `since`, oldest first: at most `max`, the oldest of them (the rest: paged). */
export async function messagesSince(db: Database, lessonId: number, since: number, max: number) {
  const rows = await withAuthor(db)
    .where(and(eq(chatMessages.lessonId, lessonId), gt(chatMessages.id, since)))
    .orderBy(chatMessages.id)
    .limit(max + 1);
  return {
    missed: rows.slice(0, max).map((row) => chatMessageView(row.message, row.author)),
    hasMore: rows.length > max,
  };
}

export async function insertMessage(
  tx: Tx,
  author: { id: number; name: string; role: ChatMessage['author']['role'] },
  lessonId: number,
  content: string,
) {
  const [row] = await tx
    .insert(chatMessages)
    .values({ lessonId, userId: author.id, content })
    .returning();
  return chatMessageView(row!, author);
}

export async function findMessage(db: Pick<Database, 'select'>, lessonId: number, id: number) {
  const [row] = await withAuthor(db)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.lessonId, lessonId)))
    .limit(1);
  return row;
}

export async function markDeleted(tx: Tx, id: number, by: number) {
  const [row] = await tx
    .update(chatMessages)
    .set({ deletedAt: new Date(), deletedBy: by })
    .where(eq(chatMessages.id, id))
    .returning();
  return row!;
}
