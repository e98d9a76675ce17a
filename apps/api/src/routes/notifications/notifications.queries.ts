// Notifications' database reads and writes (docs/decisions/016-live-channel.md).
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { NotificationKind } from '@academy/api-client/contract/live';
import { notifications } from '../../db/schema/live.ts';
import { users } from '../../db/schema/users.ts';
import { notificationView } from '../../lib/live/views.ts';
import type { Tx } from '../../app-env.ts';

export type NewNotification = {
  userId: number;
  kind: NotificationKind;
  text: string;
  link: { app: 'site' | 'classroom' | 'admin'; path: string };
};

export async function unreadCount(db: Database, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listPage(db: Database, userId: number, page: number, size: number) {
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    unreadCount(db, userId),
  ]);
  return {
    items: rows.map(notificationView),
    totalCount: total?.n ?? 0,
    unreadCount: unread,
  };
}

/** Marks one of the user's own notifications read (undefined: not theirs or none). */
export async function markRead(db: Database, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row && notificationView(row);
}

export async function markAllRead(db: Database, userId: number) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function insertNotification(tx: Tx, entry: NewNotification) {
  const [row] = await tx.insert(notifications).values(entry).returning();
  return notificationView(row!);
}

/** One notification for every active student (a pinned notice); the ids given are a range. */
export async function insertForAllStudents(
  tx: Tx,
  entry: Omit<NewNotification, 'userId'>,
): Promise<{ fromId: number; toId: number } | undefined> {
  // One statement for every student, however many (drizzle's insert-select wants every column).
  const result = (await tx.execute(sql`
    with created as (
      insert into ${notifications} (user_id, kind, text, link)
      select u.id, ${entry.kind}, ${entry.text}, ${JSON.stringify(entry.link)}::jsonb
      from ${users} u
      where u.role = 'STUDENT' and u.disabled_at is null and u.withdrawn_at is null
      returning id
    )
    select min(id)::int as "fromId", max(id)::int as "toId" from created`)) as unknown as {
    rows: { fromId: number | null; toId: number | null }[];
  };
  const [range] = result.rows;
  if (!range?.fromId || !range.toId) return undefined;
  return { fromId: range.fromId, toId: range.toId };
}
