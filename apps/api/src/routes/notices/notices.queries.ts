// Notices in the database: the public sees only those whose publish time has come
// (docs/decisions/018-staff-authoring.md: scheduled notices stay invisible until then, on the list,
// the detail and in the cache).
import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminNotice, Notice } from '@academy/api-client/contract';
import type { Database } from '../../db/client.ts';
import { notices } from '../../db/schema/notices.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';

type Reader = Pick<Database, 'select'>;
type Row = typeof notices.$inferSelect;

/**
 * the fields in docs/product/api.md; the date shown is when the notice became public. The body is
 * the HTML the site renders: sanitised again on the way out, so a row written any other way (a
 * seed, an old import) can never carry a script.
 */
export function toNotice(row: Row): Notice {
  return {
    id: row.id,
    title: row.title,
    content: sanitizeRichText(row.content),
    isImportant: row.isImportant,
    createdAt: row.publishAt.toISOString(),
    viewCount: row.viewCount,
    authorName: row.authorName,
  };
}

export function toAdminNotice(row: Row, now = new Date()): AdminNotice {
  return {
    ...toNotice(row),
    authorId: row.authorId,
    publishAt: row.publishAt.toISOString(),
    isPublished: row.publishAt.getTime() <= now.getTime(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const published = () => lte(notices.publishAt, sql`now()`);

/**
 * How many notices are public and the newest publish time reached: together they name the
 * public list's cached copies, so a scheduled notice whose time comes appears without any write
 * announcing it (the count moves even when its time is older than the newest visible one).
 */
export async function visibleMark(db: Reader) {
  const due = sql`${notices.publishAt} <= now()`;
  const [row] = await db
    .select({
      at: sql<string | null>`max(${notices.publishAt}) filter (where ${due})`,
      total: sql<number>`(count(*) filter (where ${due}))::int`,
      next: sql<string | null>`min(${notices.publishAt}) filter (where not ${due})`,
    })
    .from(notices);
  return {
    mark: `${row?.total ?? 0}.${row?.at ? new Date(row.at).getTime() : 0}`,
    /** the next scheduled publish time: the cached copies expire then (content-cache.ts) */
    next: row?.next ? new Date(row.next).getTime() : undefined,
  };
}

/**
 * A page of `rows` in `order`: its ids picked on the order's index alone (a later page skips index
 * entries, not whole rows), then only its rows read. Page 250 of 5,000 notices reads 20 rows.
 */
function pageOf(db: Reader, where: SQL | undefined, order: SQL[], page: number, size: number) {
  const ids = db
    .select({ id: notices.id })
    .from(notices)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(page * size);
  return db
    .select()
    .from(notices)
    .where(inArray(notices.id, ids))
    .orderBy(...order);
}

/** Important first, then newest (notices_list_idx). */
export const publicPage = (db: Reader, page: number, size: number) =>
  pageOf(
    db,
    published(),
    [desc(notices.isImportant), desc(notices.publishAt), desc(notices.id)],
    page,
    size,
  );

export async function publicOne(db: Reader, id: number) {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), published()));
  return row;
}

/** Reads and counts a view in one statement (concurrent readers never lose a count). */
export async function countView(db: Pick<Database, 'update'>, id: number) {
  const [row] = await db
    .update(notices)
    .set({ viewCount: sql`${notices.viewCount} + 1`, updatedAt: sql`${notices.updatedAt}` })
    .where(and(eq(notices.id, id), published()))
    .returning();
  return row;
}

/** Newest publish time first, scheduled ones included (notices_publish_idx). */
export const staffPage = (db: Reader, page: number, size: number) =>
  pageOf(db, undefined, [desc(notices.publishAt), desc(notices.id)], page, size);

export async function noticeById(db: Reader, id: number) {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return row;
}
